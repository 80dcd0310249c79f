CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "notices_key_unique" UNIQUE("key"),
	CONSTRAINT "notices_state" CHECK ("notices"."state" in ('pending', 'sent', 'dead')),
	CONSTRAINT "notices_attempts" CHECK ("notices"."attempts" >= 0 and "notices"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("run_after") WHERE "notices"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "notices_finished_idx" ON "notices" USING btree ("state","finished_at");