ALTER TABLE "users" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "messaging_blocked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");