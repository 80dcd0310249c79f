ALTER TABLE "employers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "reporter_email" text;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_flags" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "flag_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "profile_prompt_shown_on" date;--> statement-breakpoint
CREATE INDEX "job_flags_open_idx" ON "job_flags" USING btree ("job_id") WHERE "job_flags"."resolved_at" is null;