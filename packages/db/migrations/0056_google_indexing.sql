CREATE TABLE "google_indexing_quota" (
	"day" date PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "google_indexing_quota_used" CHECK ("google_indexing_quota"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "google_indexing_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"adapter" text,
	"response_status" integer,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "google_indexing_requests_type" CHECK ("google_indexing_requests"."type" in ('URL_UPDATED', 'URL_DELETED')),
	CONSTRAINT "google_indexing_requests_state" CHECK ("google_indexing_requests"."state" in ('queued', 'sending', 'sent', 'failed', 'superseded'))
);
--> statement-breakpoint
CREATE INDEX "google_indexing_requests_subject_idx" ON "google_indexing_requests" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "google_indexing_requests_queued_idx" ON "google_indexing_requests" USING btree ("id") WHERE "google_indexing_requests"."state" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "google_indexing_requests_created_idx" ON "google_indexing_requests" USING btree ("created_at");