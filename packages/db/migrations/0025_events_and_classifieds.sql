CREATE TABLE "classified_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"classified_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "classified_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"classified_id" bigint NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifieds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer,
	"city" text,
	"state" text,
	"zip" text,
	"contact_email" text,
	"contact_phone" text,
	"review_note" text,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"expiry_notice_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(city, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "classifieds_status" CHECK ("classifieds"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "classifieds_price" CHECK ("classifieds"."price_cents" is null or "classifieds"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submitter_id" bigint,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"is_online" boolean DEFAULT false NOT NULL,
	"venue" text,
	"city" text,
	"state" text,
	"zip" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"description" text NOT NULL,
	"ce_credits" integer,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(venue, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "community_events_status" CHECK ("community_events"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "community_events_times" CHECK ("community_events"."end_at" >= "community_events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "site_search_terms" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "site_search_terms_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
ALTER TABLE "classified_flags" ADD CONSTRAINT "classified_flags_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_flags" ADD CONSTRAINT "classified_flags_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_photos" ADD CONSTRAINT "classified_photos_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classified_flags_open_idx" ON "classified_flags" USING btree ("classified_id","reporter_id") WHERE "classified_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "classified_flags_open_list_idx" ON "classified_flags" USING btree ("created_at") WHERE "classified_flags"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "classified_photos_classified_idx" ON "classified_photos" USING btree ("classified_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "classifieds_public_idx" ON "classifieds" USING btree ("category","expires_at","approved_at") WHERE "classifieds"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "classifieds_owner_idx" ON "classifieds" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "classifieds_status_idx" ON "classifieds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "classifieds_search_vector_idx" ON "classifieds" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_events_public_idx" ON "community_events" USING btree ("category","end_at","start_at") WHERE "community_events"."status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "community_events_submitter_idx" ON "community_events" USING btree ("submitter_id","id");--> statement-breakpoint
CREATE INDEX "community_events_status_idx" ON "community_events" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "community_events_search_vector_idx" ON "community_events" USING gin ("search_vector");