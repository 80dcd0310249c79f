ALTER TABLE "staff_profiles" ADD COLUMN "license_state" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "show_current_employer" boolean DEFAULT false NOT NULL;