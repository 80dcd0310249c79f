CREATE TABLE "discount_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"discount_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "max_redemptions_per_practice" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "first_purchase_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_slots" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "job_slots" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_idx" ON "discount_redemptions" USING btree ("discount_id","employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_idx" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_redemption_limits" CHECK (("discounts"."max_redemptions" is null or "discounts"."max_redemptions" >= 1) and ("discounts"."max_redemptions_per_practice" is null or "discounts"."max_redemptions_per_practice" >= 1));--> statement-breakpoint
ALTER TABLE "job_slots" ADD CONSTRAINT "job_slots_region" CHECK ("job_slots"."region" in ('NORTHEAST', 'SOUTHEAST', 'MIDWEST', 'SOUTH', 'WEST'));--> statement-breakpoint
-- Slots that hold a posting are bound to that posting's position and price region (what they carry).
UPDATE "job_slots" AS s SET
  "position" = j."position",
  "region" = CASE WHEN j."zip" ~ '^[0-9]{5}$' THEN CASE substr(j."zip", 1, 1)
    WHEN '0' THEN 'NORTHEAST' WHEN '1' THEN 'NORTHEAST' WHEN '2' THEN 'SOUTHEAST' WHEN '3' THEN 'SOUTHEAST'
    WHEN '4' THEN 'MIDWEST' WHEN '5' THEN 'MIDWEST' WHEN '6' THEN 'MIDWEST' WHEN '7' THEN 'SOUTH' ELSE 'WEST' END END
FROM "jobs" AS j
WHERE j."id" = s."active_job_id";--> statement-breakpoint
-- Free slots are bound to what their order was priced for; what is unknown stays null ("any", priced at the highest fee on renewal).
UPDATE "job_slots" AS s SET "position" = o."position", "region" = o."region"
FROM "orders" AS o
WHERE o."id" = s."order_id" AND s."active_job_id" IS NULL;--> statement-breakpoint
-- Uses of discounts before redemptions were recorded: one per order that carries a code.
INSERT INTO "discount_redemptions" ("discount_id", "employer_id", "order_id", "created_at")
SELECT DISTINCT ON (o."id") d."id", o."employer_id", o."id", o."created_at"
FROM "orders" AS o
JOIN "discounts" AS d ON upper(d."discount_code") = upper(o."discount_code")
  AND EXISTS (SELECT 1 FROM "order_items" AS i WHERE i."order_id" = o."id" AND i."product_code" = d."product_code")
WHERE o."discount_code" IS NOT NULL
ORDER BY o."id", d."id";
