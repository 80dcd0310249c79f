CREATE TABLE "job_alert_sent_jobs" (
	"alert_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_sent_jobs_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"radius" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_settings_radius" CHECK ("job_alert_settings"."radius" in (10, 20, 30, 40, 50, 100, 101, 200))
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"email" text,
	"position" text NOT NULL,
	"zip" text,
	"state" text,
	"lat" double precision,
	"lng" double precision,
	"radius" smallint NOT NULL,
	"type" text DEFAULT 'ANY' NOT NULL,
	"keyword" text,
	"frequency" text DEFAULT 'DAILY' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_until" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_owner" CHECK (("job_alerts"."user_id" is null) <> ("job_alerts"."email" is null)),
	CONSTRAINT "job_alerts_position" CHECK ("job_alerts"."position" in ('ANY', 'DD', 'DA', 'DH', 'FO', 'LT', 'SR')),
	CONSTRAINT "job_alerts_type" CHECK ("job_alerts"."type" in ('ANY', 'PERM', 'TEMP')),
	CONSTRAINT "job_alerts_frequency" CHECK ("job_alerts"."frequency" in ('DAILY', 'INSTANT')),
	CONSTRAINT "job_alerts_radius" CHECK ("job_alerts"."radius" in (10, 20, 30, 40, 50, 100, 101, 200)),
	CONSTRAINT "job_alerts_keyword_length" CHECK (char_length("job_alerts"."keyword") <= 200)
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alert_sent_jobs" ADD CONSTRAINT "job_alert_sent_jobs_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_sent_jobs" ADD CONSTRAINT "job_alert_sent_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_settings" ADD CONSTRAINT "job_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_sent_jobs_job_idx" ON "job_alert_sent_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_alerts_active_idx" ON "job_alerts" USING btree ("id") WHERE "job_alerts"."confirmed_at" is not null and not "job_alerts"."is_paused";