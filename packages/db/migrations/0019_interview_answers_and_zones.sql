ALTER TABLE "interviews" DROP CONSTRAINT "interviews_status";--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "response_message" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_response" CHECK ("interviews"."response" in ('ACCEPTED', 'DECLINED', 'NEW_TIME'));--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_response_message_length" CHECK (char_length("interviews"."response_message") <= 2000);--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELED'));