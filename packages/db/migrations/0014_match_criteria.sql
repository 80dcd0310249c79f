CREATE TABLE "match_criteria" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"criteria" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_criteria" ADD CONSTRAINT "match_criteria_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_criteria" ADD CONSTRAINT "match_criteria_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_criteria_employer_idx" ON "match_criteria" USING btree ("employer_id","job_id");