CREATE TABLE "interview_outcomes" (
	"interview_id" bigint PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"recorded_at" timestamp with time zone,
	CONSTRAINT "interview_outcomes_outcome" CHECK ("interview_outcomes"."outcome" in ('HIRED', 'NOT_HIRED', 'NO_SHOW', 'RESCHEDULED')),
	CONSTRAINT "interview_outcomes_recorded" CHECK (("interview_outcomes"."outcome" is null) = ("interview_outcomes"."recorded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "signed_link_uses" (
	"link_id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_outcomes" ADD CONSTRAINT "interview_outcomes_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signed_link_uses_expires_idx" ON "signed_link_uses" USING btree ("expires_at");