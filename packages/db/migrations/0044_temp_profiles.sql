CREATE TABLE "temp_profile_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"available" boolean NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "temp_profile_exceptions_minutes" CHECK (case when "temp_profile_exceptions"."available" then coalesce("temp_profile_exceptions"."start_minute" >= 0 and "temp_profile_exceptions"."end_minute" <= 1439 and "temp_profile_exceptions"."start_minute" < "temp_profile_exceptions"."end_minute", false) else "temp_profile_exceptions"."start_minute" is null and "temp_profile_exceptions"."end_minute" is null end)
);
--> statement-breakpoint
CREATE TABLE "temp_profile_windows" (
	"user_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "temp_profile_windows_user_id_weekday_start_minute_pk" PRIMARY KEY("user_id","weekday","start_minute"),
	CONSTRAINT "temp_profile_windows_weekday" CHECK ("temp_profile_windows"."weekday" between 0 and 6),
	CONSTRAINT "temp_profile_windows_minutes" CHECK ("temp_profile_windows"."start_minute" >= 0 and "temp_profile_windows"."end_minute" <= 1439 and "temp_profile_windows"."start_minute" < "temp_profile_windows"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "temp_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"positions" text[] NOT NULL,
	"travel_miles" smallint NOT NULL,
	"minimum_rate_cents" integer NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "temp_profiles_positions" CHECK (cardinality("temp_profiles"."positions") between 1 and 6 and "temp_profiles"."positions" <@ array['DD', 'DA', 'DH', 'FO', 'LT', 'SR']::text[]),
	CONSTRAINT "temp_profiles_travel_miles" CHECK ("temp_profiles"."travel_miles" between 5 and 100),
	CONSTRAINT "temp_profiles_minimum_rate" CHECK ("temp_profiles"."minimum_rate_cents" between 725 and 50000)
);
--> statement-breakpoint
ALTER TABLE "temp_profile_exceptions" ADD CONSTRAINT "temp_profile_exceptions_user_id_temp_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."temp_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_profile_windows" ADD CONSTRAINT "temp_profile_windows_user_id_temp_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."temp_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_profiles" ADD CONSTRAINT "temp_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temp_profile_exceptions_user_idx" ON "temp_profile_exceptions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "temp_profile_exceptions_match_idx" ON "temp_profile_exceptions" USING btree ("date","available","start_minute","end_minute","user_id");--> statement-breakpoint
CREATE INDEX "temp_profile_windows_match_idx" ON "temp_profile_windows" USING btree ("weekday","start_minute","end_minute","user_id");