CREATE TABLE "interview_availability" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"interviewer_user_id" bigint,
	"windows" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"type" text DEFAULT 'INPERSON' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_availability_duration" CHECK ("interview_availability"."duration_minutes" between 10 and 240),
	CONSTRAINT "interview_availability_notice" CHECK ("interview_availability"."min_notice_hours" between 0 and 336)
);
--> statement-breakpoint
CREATE TABLE "interview_scheduling_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"availability_id" bigint NOT NULL,
	"interview_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "availability_id" bigint;--> statement-breakpoint
ALTER TABLE "interview_availability" ADD CONSTRAINT "interview_availability_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_availability" ADD CONSTRAINT "interview_availability_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_availability" ADD CONSTRAINT "interview_availability_interviewer_user_id_users_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scheduling_requests" ADD CONSTRAINT "interview_scheduling_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scheduling_requests" ADD CONSTRAINT "interview_scheduling_requests_availability_id_interview_availability_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."interview_availability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scheduling_requests" ADD CONSTRAINT "interview_scheduling_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_availability_office_idx" ON "interview_availability" USING btree ("office_id") WHERE "interview_availability"."interviewer_user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_availability_interviewer_idx" ON "interview_availability" USING btree ("office_id","interviewer_user_id") WHERE "interview_availability"."interviewer_user_id" is not null;--> statement-breakpoint
CREATE INDEX "interview_availability_employer_idx" ON "interview_availability" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "interview_scheduling_requests_application_idx" ON "interview_scheduling_requests" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_availability_id_interview_availability_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."interview_availability"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_availability_slot_idx" ON "interviews" USING btree ("availability_id","interview_date") WHERE "interviews"."availability_id" is not null and "interviews"."status" in ('PROPOSED', 'CONFIRMED');