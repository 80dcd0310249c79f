CREATE TABLE "reliability_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"job_date_id" bigint,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reliability_events_event" CHECK ("reliability_events"."event" in ('WORKED', 'CANCELLED_EARLY', 'CANCELLED_LATE', 'NO_SHOW'))
);
--> statement-breakpoint
CREATE TABLE "shift_cancellations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_date_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"cancelled_by" text NOT NULL,
	"reason" text NOT NULL,
	"is_late" boolean NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cancellations_by" CHECK ("shift_cancellations"."cancelled_by" in ('PRACTICE', 'PROFESSIONAL')),
	CONSTRAINT "shift_cancellations_fee" CHECK ("shift_cancellations"."fee_cents" >= 0 and ("shift_cancellations"."cancelled_by" = 'PRACTICE' or "shift_cancellations"."fee_cents" = 0)),
	CONSTRAINT "shift_cancellations_reason_length" CHECK (char_length("shift_cancellations"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "shift_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_date_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"round" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "shift_offers_status" CHECK ("shift_offers"."status" in ('OFFERED', 'APPLIED', 'BOOKED', 'TAKEN', 'DECLINED', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "late_cancel_fee_percent" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "break_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "rate_cents" integer;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "booking_mode" text DEFAULT 'APPLICANTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "booked_user_id" bigint;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "request_round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shift_requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "parking" text;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD CONSTRAINT "reliability_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reliability_events" ADD CONSTRAINT "reliability_events_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cancellations" ADD CONSTRAINT "shift_cancellations_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cancellations" ADD CONSTRAINT "shift_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cancellations" ADD CONSTRAINT "shift_cancellations_fee_order_id_orders_id_fk" FOREIGN KEY ("fee_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reliability_events_user_idx" ON "reliability_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shift_cancellations_shift_idx" ON "shift_cancellations" USING btree ("job_date_id");--> statement-breakpoint
CREATE INDEX "shift_cancellations_unbilled_idx" ON "shift_cancellations" USING btree ("job_date_id") WHERE "shift_cancellations"."fee_cents" > 0 and "shift_cancellations"."fee_order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_offers_shift_user_idx" ON "shift_offers" USING btree ("job_date_id","user_id");--> statement-breakpoint
CREATE INDEX "shift_offers_user_idx" ON "shift_offers" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_booked_user_id_users_id_fk" FOREIGN KEY ("booked_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_dates_booked_user_idx" ON "job_dates" USING btree ("booked_user_id","date") WHERE "job_dates"."booked_user_id" is not null;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_late_cancel_fee_percent" CHECK ("employers"."late_cancel_fee_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_booking_mode" CHECK ("job_dates"."booking_mode" in ('REQUEST', 'INSTANT', 'APPLICANTS'));--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_break" CHECK ("job_dates"."break_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_rate" CHECK ("job_dates"."rate_cents" between 725 and 50000);--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_booked" CHECK ("job_dates"."booked_user_id" is null or "job_dates"."status" = 'BOOKED');--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_bookable" CHECK ("job_dates"."booking_mode" = 'APPLICANTS' or ("job_dates"."start_time" is not null and "job_dates"."rate_cents" is not null));--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_notes_length" CHECK (char_length("job_dates"."notes") <= 1000);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shift_requirements" CHECK (cardinality("jobs"."shift_requirements") <= 10);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_parking_length" CHECK (char_length("jobs"."parking") <= 300);--> statement-breakpoint
-- Existing temp dates become shifts: booked by applicants as before, at the posting's hourly pay
-- where it has one (cents an hour, the lower end of a range).
UPDATE "job_dates" SET "rate_cents" = "jobs"."salary_min"
FROM "jobs"
WHERE "jobs"."id" = "job_dates"."job_id" AND "jobs"."pay_code" in ('HOUR', 'HOUR_RANGE') AND "jobs"."salary_min" between 725 and 50000;
