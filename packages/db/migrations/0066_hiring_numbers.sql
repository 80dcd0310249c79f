ALTER TABLE "applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_source" CHECK ("applications"."source" in ('search', 'alert', 'google', 'invitation', 'feed', 'direct'));--> statement-breakpoint
UPDATE "jobs" SET "filled_at" = "updated_at" WHERE "status" = 'BOOKED';--> statement-breakpoint
UPDATE "applications" SET "source" = 'invitation' WHERE "invitation_id" IS NOT NULL;
