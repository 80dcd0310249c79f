ALTER TABLE "outbox_messages" ADD COLUMN "notice_key" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_notice_key_unique" UNIQUE("notice_key");--> statement-breakpoint
-- Messages written before the queue were handed to their transport when they were written.
UPDATE "outbox_messages" SET "sent_at" = "created_at";
