CREATE TABLE "review_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_date_id" bigint,
	"interview_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_invitations_booking" CHECK (("review_invitations"."job_date_id" is null) <> ("review_invitations"."interview_id" is null))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"review_id" bigint NOT NULL,
	"reporter_user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_reports_reason_length" CHECK (char_length("review_reports"."reason") between 1 and 1000),
	CONSTRAINT "review_reports_status" CHECK ("review_reports"."status" in ('OPEN', 'HIDDEN', 'KEPT'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_date_id" bigint,
	"interview_id" bigint,
	"author_side" text NOT NULL,
	"author_user_id" bigint NOT NULL,
	"subject_user_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"punctuality" smallint NOT NULL,
	"preparedness" smallint NOT NULL,
	"friendliness" smallint NOT NULL,
	"would_work_again" boolean NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"reveal_noticed_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" bigint,
	CONSTRAINT "reviews_booking" CHECK (("reviews"."job_date_id" is null) <> ("reviews"."interview_id" is null)),
	CONSTRAINT "reviews_side" CHECK ("reviews"."author_side" in ('PRACTICE', 'PROFESSIONAL')),
	CONSTRAINT "reviews_stars" CHECK ("reviews"."rating" between 1 and 5 and "reviews"."punctuality" between 1 and 5 and "reviews"."preparedness" between 1 and 5 and "reviews"."friendliness" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000),
	CONSTRAINT "reviews_answer_length" CHECK (char_length("reviews"."answer") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_shift_idx" ON "review_invitations" USING btree ("job_date_id") WHERE "review_invitations"."job_date_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_interview_idx" ON "review_invitations" USING btree ("interview_id") WHERE "review_invitations"."interview_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_shift_side_idx" ON "reviews" USING btree ("job_date_id","author_side") WHERE "reviews"."job_date_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_interview_side_idx" ON "reviews" USING btree ("interview_id","author_side") WHERE "reviews"."interview_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_user_id","visible_from");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id");