ALTER TABLE "reliability_events" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD COLUMN "dispute_text" text;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD COLUMN "review_outcome" text;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "temp_profiles" ADD COLUMN "booking_review_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD CONSTRAINT "reliability_events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reliability_events_attendance_once" ON "reliability_events" USING btree ("job_date_id","user_id") WHERE "reliability_events"."event" in ('WORKED', 'NO_SHOW');--> statement-breakpoint
ALTER TABLE "reliability_events" ADD CONSTRAINT "reliability_events_dispute" CHECK (("reliability_events"."disputed_at" is null) = ("reliability_events"."dispute_text" is null) and char_length("reliability_events"."dispute_text") <= 1000);--> statement-breakpoint
ALTER TABLE "reliability_events" ADD CONSTRAINT "reliability_events_review" CHECK (("reliability_events"."reviewed_at" is null) = ("reliability_events"."review_outcome" is null) and "reliability_events"."review_outcome" in ('UPHELD', 'OVERTURNED'));