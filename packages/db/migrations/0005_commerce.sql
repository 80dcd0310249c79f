-- Commerce: the catalog and its one price table, discounts, orders and their items, payments
-- (failed attempts included), Idempotency-Key answers, used nonces, credit balances with a
-- ledger, subscriptions, and job_slots.order_id linking a slot to its order. The catalog is
-- seeded here so it exists on every database. Prices in cents (USD); regions by the ZIP's first
-- digit (docs/decisions/0024-money-payments-and-idempotency.md).
CREATE TABLE "catalog_prices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"position" text,
	"region" text,
	"fee" integer NOT NULL,
	CONSTRAINT "catalog_prices_fee" CHECK ("catalog_prices"."fee" >= 0),
	CONSTRAINT "catalog_prices_region" CHECK ("catalog_prices"."region" in ('NORTHEAST', 'SOUTHEAST', 'MIDWEST', 'SOUTH', 'WEST'))
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"product_code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"max_quantity" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_products_kind" CHECK ("catalog_products"."kind" in ('posting', 'subscription', 'addon', 'resume')),
	CONSTRAINT "catalog_products_category" CHECK ("catalog_products"."category" in ('JOB', 'UPGRADE_RESUME')),
	CONSTRAINT "catalog_products_max_quantity" CHECK ("catalog_products"."max_quantity" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"employer_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_balances_employer_id_product_code_pk" PRIMARY KEY("employer_id","product_code"),
	CONSTRAINT "credit_balances_product" CHECK ("credit_balances"."product_code" in ('INV', 'INVSUB', 'NAT')),
	CONSTRAINT "credit_balances_balance" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" bigint,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reason" CHECK ("credit_ledger"."reason" in ('purchase', 'redeem')),
	CONSTRAINT "credit_ledger_change" CHECK ("credit_ledger"."change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discount_code" text NOT NULL,
	"product_code" text NOT NULL,
	"display_phrase" text NOT NULL,
	"end_date" date,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"maximum_quantity" integer DEFAULT 1000 NOT NULL,
	"discount_fee" integer NOT NULL,
	"discount_activation_fee" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_quantities" CHECK ("discounts"."minimum_quantity" >= 1 and "discounts"."maximum_quantity" >= "discounts"."minimum_quantity"),
	CONSTRAINT "discounts_fee" CHECK ("discounts"."discount_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_status" CHECK ("idempotency_keys"."status" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fee" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_items_amount" CHECK ("order_items"."quantity" >= 1 and "order_items"."unit_fee" >= 0 and "order_items"."amount" = "order_items"."unit_fee" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" text,
	"zip" text,
	"region" text,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"discount_code" text,
	"campaign_id" text,
	"template_id" text,
	"upgraded_id" bigint,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."discount" >= 0 and "orders"."total" = "orders"."subtotal" - "orders"."discount" and "orders"."total" >= 0),
	CONSTRAINT "orders_quantity" CHECK ("orders"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint,
	"order_id" bigint,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"gateway_message" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('settled', 'declined')),
	CONSTRAINT "payments_settled_order" CHECK ("payments"."status" = 'declined' or "payments"."order_id" is not null),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."period_end" > "subscriptions"."period_start")
);
--> statement-breakpoint
CREATE TABLE "used_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_slots" DROP CONSTRAINT "job_slots_product";--> statement-breakpoint
ALTER TABLE "catalog_prices" ADD CONSTRAINT "catalog_prices_product_code_catalog_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalog_products"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_product_code_catalog_products_product_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."catalog_products"("product_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_prices_key_idx" ON "catalog_prices" USING btree ("product_code",coalesce("position", ''),coalesce("region", ''));--> statement-breakpoint
CREATE INDEX "credit_ledger_employer_idx" ON "credit_ledger" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_idx" ON "discounts" USING btree ("product_code",upper("discount_code"));--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_employer_idx" ON "orders" USING btree ("employer_id","id");--> statement-breakpoint
CREATE INDEX "payments_employer_idx" ON "payments" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_employer_idx" ON "subscriptions" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "job_slots" ADD CONSTRAINT "job_slots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_slots_order_idx" ON "job_slots" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "job_slots" ADD CONSTRAINT "job_slots_product" CHECK ("job_slots"."product" in ('JOB', 'JOBSUB', 'BASIC'));--> statement-breakpoint
UPDATE "jobs" SET "is_national" = false WHERE "is_basic" AND "is_national";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_basic_not_national" CHECK (not ("jobs"."is_basic" and "jobs"."is_national"));--> statement-breakpoint
INSERT INTO "catalog_products" ("product_code", "description", "kind", "category", "max_quantity", "sort_order") VALUES
  ('JOBSUB', 'Premium Job Posting Subscription (monthly): a job slot that stays while the subscription runs', 'subscription', 'JOB', 20, 1),
  ('JOB', 'Premium Job Posting: one 30-day posting in local search, with premium placement', 'posting', 'JOB', 20, 2),
  ('BASIC', 'Basic Job Posting: one 30-day posting in local search only', 'posting', 'JOB', 20, 3),
  ('NAT', 'National Search Add-on: a posting also shows in national search', 'addon', 'JOB', 20, 4),
  ('INV', 'Resume Search Invitations: invite candidates to apply', 'addon', 'JOB', 500, 5),
  ('INVSUB', 'Monthly Resume Search Invitations', 'addon', 'JOB', 500, 6),
  ('RESUME30', 'Resume Search access for 30 days', 'resume', 'UPGRADE_RESUME', 1, 7);--> statement-breakpoint
INSERT INTO "catalog_prices" ("product_code", "position", "region", "fee") VALUES
  ('JOBSUB', NULL, NULL, 29900),
  ('JOBSUB', NULL, 'NORTHEAST', 32900),
  ('JOBSUB', NULL, 'WEST', 32900),
  ('JOBSUB', 'DD', NULL, 39900),
  ('JOBSUB', 'DD', 'NORTHEAST', 42900),
  ('JOBSUB', 'DD', 'WEST', 42900),
  ('JOB', NULL, NULL, 14900),
  ('JOB', NULL, 'NORTHEAST', 16900),
  ('JOB', NULL, 'WEST', 16900),
  ('JOB', 'DD', NULL, 19900),
  ('JOB', 'DD', 'NORTHEAST', 21900),
  ('JOB', 'DD', 'WEST', 21900),
  ('BASIC', NULL, NULL, 4900),
  ('NAT', NULL, NULL, 4900),
  ('INV', NULL, NULL, 200),
  ('INVSUB', NULL, NULL, 150),
  ('RESUME30', NULL, NULL, 9900);
