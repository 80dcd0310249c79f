CREATE TABLE "job_dates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "job_dates_status" CHECK ("job_dates"."status" in ('ACTIVE', 'BOOKED', 'CANCELED')),
	CONSTRAINT "job_dates_shift" CHECK (("job_dates"."start_time" is null) = ("job_dates"."end_time" is null) and ("job_dates"."start_time" is null or "job_dates"."start_time" < "job_dates"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "job_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"reporter_key" text NOT NULL,
	"reporter_user_id" bigint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"order_id" bigint,
	"product" text NOT NULL,
	"active_job_id" bigint,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_slots_product" CHECK ("job_slots"."product" in ('JOB', 'JOBSUB'))
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_views_job_id_viewer_key_day_pk" PRIMARY KEY("job_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"office_id" bigint,
	"slot_id" bigint,
	"position" text,
	"name" text,
	"description" text,
	"urltitle" text,
	"type" text DEFAULT 'PERM' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"lat" double precision,
	"lng" double precision,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"pay_code" text,
	"salary_min" integer,
	"salary_max" integer,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_basic" boolean DEFAULT false NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"is_national" boolean DEFAULT false NOT NULL,
	"posted_date" timestamp with time zone,
	"expired_date" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(city, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('DRAFT', 'ACTIVE', 'BOOKED', 'CANCELED')),
	CONSTRAINT "jobs_type" CHECK ("jobs"."type" in ('PERM', 'TEMP')),
	CONSTRAINT "jobs_position" CHECK ("jobs"."position" in ('DD', 'DA', 'DH', 'FO', 'LT', 'SR')),
	CONSTRAINT "jobs_pay_code" CHECK ("jobs"."pay_code" in ('HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE', 'PRODUCTION', 'PRODUCTION_RANGE', 'COLLECTION', 'COLLECTION_RANGE')),
	CONSTRAINT "jobs_salary_range" CHECK ("jobs"."salary_min" >= 0 and ("jobs"."salary_max" is null or "jobs"."salary_max" >= "jobs"."salary_min")),
	CONSTRAINT "jobs_published_dates" CHECK ("jobs"."status" = 'DRAFT' or ("jobs"."posted_date" is not null and "jobs"."expired_date" is not null)),
	CONSTRAINT "jobs_description_length" CHECK (char_length("jobs"."description") <= 40000)
);
--> statement-breakpoint
CREATE TABLE "office_hours" (
	"office_id" bigint NOT NULL,
	"dow" smallint NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "office_hours_office_id_dow_pk" PRIMARY KEY("office_id","dow"),
	CONSTRAINT "office_hours_dow_range" CHECK ("office_hours"."dow" between 0 and 6),
	CONSTRAINT "office_hours_times" CHECK ("office_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "office_hours"."closes" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "office_hours"."opens" < "office_hours"."closes")
);
--> statement-breakpoint
CREATE TABLE "office_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" bigint NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "emp_type" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "technologies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dates" ADD CONSTRAINT "job_dates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_flags" ADD CONSTRAINT "job_flags_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_slots" ADD CONSTRAINT "job_slots_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_slots" ADD CONSTRAINT "job_slots_active_job_id_jobs_id_fk" FOREIGN KEY ("active_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_slot_id_job_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."job_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours" ADD CONSTRAINT "office_hours_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_photos" ADD CONSTRAINT "office_photos_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offices" ADD CONSTRAINT "offices_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_dates_job_date_idx" ON "job_dates" USING btree ("job_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "job_flags_job_reporter_idx" ON "job_flags" USING btree ("job_id","reporter_key");--> statement-breakpoint
CREATE INDEX "job_flags_created_idx" ON "job_flags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_slots_employer_idx" ON "job_slots" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_slots_active_job_idx" ON "job_slots" USING btree ("active_job_id") WHERE "job_slots"."active_job_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","id");--> statement-breakpoint
CREATE INDEX "jobs_slot_idx" ON "jobs" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "jobs_office_idx" ON "jobs" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "jobs_active_place_idx" ON "jobs" USING btree ("position","lat","lng") WHERE "jobs"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "office_photos_office_idx" ON "office_photos" USING btree ("office_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "offices_employer_idx" ON "offices" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_one_primary_idx" ON "offices" USING btree ("employer_id") WHERE "offices"."is_primary";--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_about_length" CHECK (char_length("employers"."about") <= 4000);