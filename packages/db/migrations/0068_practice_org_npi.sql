CREATE TABLE "shift_invoice_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"gateway_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "shift_invoice_refunds_status" CHECK ("shift_invoice_refunds"."status" in ('pending', 'done', 'refused')),
	CONSTRAINT "shift_invoice_refunds_amounts" CHECK ("shift_invoice_refunds"."amount_cents" > 0 and "shift_invoice_refunds"."fee_cents" >= 0 and "shift_invoice_refunds"."pay_cents" >= 0 and "shift_invoice_refunds"."amount_cents" = "shift_invoice_refunds"."fee_cents" + "shift_invoice_refunds"."pay_cents")
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "org_npi" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "npi_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_invoice_refunds" ADD CONSTRAINT "shift_invoice_refunds_invoice_id_shift_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."shift_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invoice_refunds_key_idx" ON "shift_invoice_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invoice_refunds_request_idx" ON "shift_invoice_refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "shift_invoice_refunds_invoice_idx" ON "shift_invoice_refunds" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_refunded" CHECK ("shift_invoices"."refunded_cents" between 0 and "shift_invoices"."total_cents");