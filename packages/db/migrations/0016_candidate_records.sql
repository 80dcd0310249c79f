CREATE TABLE "candidate_records" (
	"employer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reviewed_date" date,
	"opinion" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_records_employer_id_user_id_pk" PRIMARY KEY("employer_id","user_id"),
	CONSTRAINT "candidate_records_opinion" CHECK ("candidate_records"."opinion" in ('LIKED', 'DISLIKED')),
	CONSTRAINT "candidate_records_note_length" CHECK (char_length("candidate_records"."note") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "feedback_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "feedback_message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_records" ADD CONSTRAINT "candidate_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_awaiting_review_idx" ON "applications" USING btree ("created_at") WHERE "applications"."reviewed_date" is null and "applications"."review_reminded_at" is null;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_feedback_message_length" CHECK (char_length("applications"."feedback_message") <= 5000);