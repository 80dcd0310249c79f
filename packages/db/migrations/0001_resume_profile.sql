CREATE TABLE "assessment_results" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "assessment_results_kind" CHECK ("assessment_results"."kind" in ('disc', 'emotions', 'values', 'culture', 'alignment', 'skills'))
);
--> statement-breakpoint
CREATE TABLE "staff_certs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"issuer" text,
	"issued_date" date,
	"expires_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_certs_dates_in_order" CHECK ("staff_certs"."issued_date" is null or "staff_certs"."expires_date" is null or "staff_certs"."expires_date" >= "staff_certs"."issued_date")
);
--> statement-breakpoint
CREATE TABLE "staff_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"city" text,
	"state" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_companies_dates_in_order" CHECK ("staff_companies"."end_date" is null or "staff_companies"."end_date" >= "staff_companies"."start_date")
);
--> statement-breakpoint
CREATE TABLE "staff_courses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"provider" text,
	"completed_date" date,
	"hours" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"intro" text,
	"license" text,
	"other" text,
	"experience" smallint,
	"salary" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_relocate" boolean DEFAULT false NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_dow_sun" boolean DEFAULT false NOT NULL,
	"is_dow_mon" boolean DEFAULT false NOT NULL,
	"is_dow_tue" boolean DEFAULT false NOT NULL,
	"is_dow_wed" boolean DEFAULT false NOT NULL,
	"is_dow_thur" boolean DEFAULT false NOT NULL,
	"is_dow_fri" boolean DEFAULT false NOT NULL,
	"is_dow_sat" boolean DEFAULT false NOT NULL,
	"is_dow_sun_temp" boolean DEFAULT false NOT NULL,
	"is_dow_mon_temp" boolean DEFAULT false NOT NULL,
	"is_dow_tue_temp" boolean DEFAULT false NOT NULL,
	"is_dow_wed_temp" boolean DEFAULT false NOT NULL,
	"is_dow_thur_temp" boolean DEFAULT false NOT NULL,
	"is_dow_fri_temp" boolean DEFAULT false NOT NULL,
	"is_dow_sat_temp" boolean DEFAULT false NOT NULL,
	"photo_key" text,
	"photo_thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_profiles_intro_length" CHECK (char_length("staff_profiles"."intro") <= 2000),
	CONSTRAINT "staff_profiles_experience_range" CHECK ("staff_profiles"."experience" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "staff_schools" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"degree" text,
	"city" text,
	"state" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_schools_dates_in_order" CHECK ("staff_schools"."start_date" is null or "staff_schools"."end_date" is null or "staff_schools"."end_date" >= "staff_schools"."start_date")
);
--> statement-breakpoint
CREATE TABLE "staff_skills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"score" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_skills_score_range" CHECK ("staff_skills"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_certs" ADD CONSTRAINT "staff_certs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_companies" ADD CONSTRAINT "staff_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_courses" ADD CONSTRAINT "staff_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_schools" ADD CONSTRAINT "staff_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_skills" ADD CONSTRAINT "staff_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_certs_user_idx" ON "staff_certs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_companies_user_idx" ON "staff_companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_courses_user_idx" ON "staff_courses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_schools_user_idx" ON "staff_schools" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_skills_user_name_idx" ON "staff_skills" USING btree ("user_id",lower("name"));