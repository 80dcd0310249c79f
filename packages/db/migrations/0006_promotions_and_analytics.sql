-- Promotions and analytics: announcements (the banner above the layout), promotions (the widget
-- offering a catalog discount code) and first-party analytics events kept with role, page and UTM
-- values, never an address (docs/decisions/0030-admin-area.md, 0031-analytics-privacy.md).
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"role" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"cta_text" text DEFAULT '' NOT NULL,
	"cta_link" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"icon_title" text DEFAULT '' NOT NULL,
	"background_color" text NOT NULL,
	"user_roles" text[] NOT NULL,
	"build_environments" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" is null or "announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"discount_code" text NOT NULL,
	"cta_text" text DEFAULT '' NOT NULL,
	"cta_link" text DEFAULT '' NOT NULL,
	"expiration_date" date NOT NULL,
	"build_environment" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_time_name_idx" ON "analytics_events" USING btree ("occurred_at","name");--> statement-breakpoint
CREATE INDEX "analytics_events_name_time_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "announcements_live_idx" ON "announcements" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("build_environment","starts_at");