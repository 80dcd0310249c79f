CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"message" text,
	"invitation_id" bigint,
	"reviewed_date" date,
	"opinion" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_message_length" CHECK (char_length("applications"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"type" text NOT NULL,
	"interview_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"location" text,
	"notes" text,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_type" CHECK ("interviews"."type" in ('INPERSON', 'VIRTUAL', 'PHONE', 'WORKING', 'TEAM')),
	CONSTRAINT "interviews_status" CHECK ("interviews"."status" in ('PROPOSED', 'CONFIRMED', 'CANCELED')),
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" between 5 and 720)
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"message" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "invitations_status" CHECK ("invitations"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED')),
	CONSTRAINT "invitations_message_length" CHECK (char_length("invitations"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "job_evaluations" (
	"user_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"opinion" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_evaluations_user_id_job_id_pk" PRIMARY KEY("user_id","job_id"),
	CONSTRAINT "job_evaluations_opinion" CHECK ("job_evaluations"."opinion" in ('LIKED', 'DISLIKED'))
);
--> statement-breakpoint
CREATE TABLE "partner_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_key" text NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"company" text,
	"city" text,
	"state" text,
	"zip" text,
	"lat" double precision,
	"lng" double precision,
	"position" text,
	"job_type" text,
	"url" text NOT NULL,
	"description" text,
	"posted_date" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(company, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "partner_jobs_job_key_unique" UNIQUE("job_key")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_evaluations" ADD CONSTRAINT "job_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_evaluations" ADD CONSTRAINT "job_evaluations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_user_idx" ON "applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_date_idx" ON "interviews" USING btree ("interview_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_job_user_idx" ON "invitations" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_jobs_live_place_idx" ON "partner_jobs" USING btree ("lat","lng") WHERE "partner_jobs"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "partner_jobs_search_vector_idx" ON "partner_jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "zip_codes_place_idx" ON "zip_codes" USING btree ("lat","lng");