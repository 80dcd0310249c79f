-- The rows are reloaded with their time zones at the next start (packages/db/src/zip-codes.ts).
DELETE FROM "zip_codes";--> statement-breakpoint
ALTER TABLE "zip_codes" ADD COLUMN "time_zone" text NOT NULL;
