CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employer_id" bigint NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"gateway_message" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_kind" CHECK ("subscription_charges"."kind" in ('renewal', 'proration')),
	CONSTRAINT "subscription_charges_status" CHECK ("subscription_charges"."status" in ('charging', 'settled', 'declined', 'failed')),
	CONSTRAINT "subscription_charges_amount" CHECK ("subscription_charges"."amount" >= 0 and "subscription_charges"."quantity" >= 1 and "subscription_charges"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" bigint;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_methods_employer_idx" ON "payment_methods" USING btree ("employer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_token_idx" ON "payment_methods" USING btree ("gateway","token");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_period_idx" ON "subscription_charges" USING btree ("subscription_id","period_start") WHERE "subscription_charges"."kind" = 'renewal';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_key_idx" ON "subscription_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscription_charges_due_idx" ON "subscription_charges" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("period_end") WHERE "subscriptions"."status" in ('active', 'past_due');