CREATE TABLE "job_expiry_reminders" (
	"job_id" bigint NOT NULL,
	"live_until" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_expiry_reminders_job_id_live_until_pk" PRIMARY KEY("job_id","live_until")
);
--> statement-breakpoint
ALTER TABLE "job_expiry_reminders" ADD CONSTRAINT "job_expiry_reminders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_active_state_idx" ON "jobs" USING btree ("state","city","position","live_until","posted_date","id") WHERE "jobs"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_active_latlng_idx" ON "jobs" USING btree ("lat","lng","live_until","position","posted_date","id") WHERE "jobs"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "partner_jobs_live_state_idx" ON "partner_jobs" USING btree ("state","city","position") WHERE "partner_jobs"."expired_at" is null;