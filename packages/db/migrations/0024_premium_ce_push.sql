CREATE TABLE "ce_cycles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"hours_required" double precision NOT NULL,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ce_cycles_hours" CHECK ("ce_cycles"."hours_required" > 0 and "ce_cycles"."hours_required" <= 500),
	CONSTRAINT "ce_cycles_dates" CHECK ("ce_cycles"."cycle_end" > "ce_cycles"."cycle_start")
);
--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"interviews" boolean DEFAULT true NOT NULL,
	"matching_jobs" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "resume_views" (
	"employer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"viewed_on" date NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_views_employer_id_user_id_viewed_on_pk" PRIMARY KEY("employer_id","user_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "seeker_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_transaction_id" text,
	"gateway_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_payments_status" CHECK ("seeker_payments"."status" in ('charging', 'settled', 'declined')),
	CONSTRAINT "seeker_payments_amount" CHECK ("seeker_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seeker_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_code" text DEFAULT 'PREMIUM' NOT NULL,
	"amount" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"gateway" text NOT NULL,
	"payment_token" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_subscriptions_status" CHECK ("seeker_subscriptions"."status" in ('active', 'ended')),
	CONSTRAINT "seeker_subscriptions_period" CHECK ("seeker_subscriptions"."period_end" > "seeker_subscriptions"."period_start"),
	CONSTRAINT "seeker_subscriptions_amount" CHECK ("seeker_subscriptions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_products" DROP CONSTRAINT "catalog_products_category";--> statement-breakpoint
ALTER TABLE "staff_courses" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "staff_courses" ADD COLUMN "certificate_key" text;--> statement-breakpoint
ALTER TABLE "ce_cycles" ADD CONSTRAINT "ce_cycles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_views" ADD CONSTRAINT "resume_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_payments" ADD CONSTRAINT "seeker_payments_subscription_id_seeker_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."seeker_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_payments" ADD CONSTRAINT "seeker_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_subscriptions" ADD CONSTRAINT "seeker_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ce_cycles_end_idx" ON "ce_cycles" USING btree ("cycle_end");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_views_user_idx" ON "resume_views" USING btree ("user_id","last_viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_payments_period_idx" ON "seeker_payments" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_payments_key_idx" ON "seeker_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "seeker_payments_user_idx" ON "seeker_payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "seeker_subscriptions_user_idx" ON "seeker_subscriptions" USING btree ("user_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_subscriptions_one_active_idx" ON "seeker_subscriptions" USING btree ("user_id","product_code") WHERE "seeker_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "seeker_subscriptions_due_idx" ON "seeker_subscriptions" USING btree ("period_end") WHERE "seeker_subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category" CHECK ("catalog_products"."category" in ('JOB', 'UPGRADE_RESUME', 'JOB_SEEKER'));--> statement-breakpoint
ALTER TABLE "staff_courses" ADD CONSTRAINT "staff_courses_category" CHECK ("staff_courses"."category" in ('CLINICAL', 'INFECTION_CONTROL', 'RADIOLOGY', 'PHARMACOLOGY', 'CPR_BLS', 'ETHICS_LAW', 'ANESTHESIA', 'PRACTICE_MANAGEMENT', 'OTHER'));--> statement-breakpoint
INSERT INTO "catalog_products" ("product_code", "description", "kind", "category", "max_quantity", "sort_order") VALUES
  ('PREMIUM', 'Job seeker Premium, monthly', 'subscription', 'JOB_SEEKER', 1, 20) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "catalog_prices" ("product_code", "position", "region", "fee") VALUES ('PREMIUM', NULL, NULL, 999) ON CONFLICT DO NOTHING;
