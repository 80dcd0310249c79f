CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"posting" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"invoice_id" bigint,
	"employer_id" bigint,
	"user_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" in ('practice_receivable', 'platform_fee', 'professional_payable', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "shift_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"timesheet_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"worked_minutes" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"cancellation_fee_cents" integer DEFAULT 0 NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"gateway_transaction_id" text,
	"gateway_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "shift_invoices_status" CHECK ("shift_invoices"."status" in ('due', 'charging', 'paid', 'declined', 'failed', 'refunded')),
	CONSTRAINT "shift_invoices_amounts" CHECK ("shift_invoices"."pay_cents" >= 0 and "shift_invoices"."cancellation_fee_cents" >= 0 and "shift_invoices"."platform_fee_cents" >= 0 and "shift_invoices"."total_cents" = "shift_invoices"."pay_cents" + "shift_invoices"."cancellation_fee_cents" + "shift_invoices"."platform_fee_cents" and "shift_invoices"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shift_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"adapter" text,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "shift_payouts_status" CHECK ("shift_payouts"."status" in ('owed', 'paid', 'cancelled')),
	CONSTRAINT "shift_payouts_amount" CHECK ("shift_payouts"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shift_timesheets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_date_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"employer_id" bigint NOT NULL,
	"worker_classification" text NOT NULL,
	"rate_cents" integer NOT NULL,
	"status" text NOT NULL,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone,
	"break_minutes" smallint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"corrected_check_in_at" timestamp with time zone,
	"corrected_check_out_at" timestamp with time zone,
	"corrected_break_minutes" smallint,
	"correction_reason" text,
	"corrected_at" timestamp with time zone,
	"dispute_text" text,
	"disputed_at" timestamp with time zone,
	"confirmed_version" text,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_timesheets_status" CHECK ("shift_timesheets"."status" in ('OPEN', 'SUBMITTED', 'CORRECTED', 'DISPUTED', 'CONFIRMED')),
	CONSTRAINT "shift_timesheets_hours" CHECK ("shift_timesheets"."check_out_at" is null or "shift_timesheets"."check_out_at" > "shift_timesheets"."check_in_at"),
	CONSTRAINT "shift_timesheets_breaks" CHECK ("shift_timesheets"."break_minutes" between 0 and 600 and coalesce("shift_timesheets"."corrected_break_minutes", 0) between 0 and 600),
	CONSTRAINT "shift_timesheets_reason_length" CHECK (char_length("shift_timesheets"."correction_reason") between 1 and 500 and char_length("shift_timesheets"."dispute_text") between 1 and 1000),
	CONSTRAINT "shift_timesheets_rate" CHECK ("shift_timesheets"."rate_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "worker_classification" text DEFAULT 'CONTRACTOR' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_shift_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."shift_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_timesheet_id_shift_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."shift_timesheets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payouts" ADD CONSTRAINT "shift_payouts_invoice_id_shift_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."shift_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_payouts" ADD CONSTRAINT "shift_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_timesheets" ADD CONSTRAINT "shift_timesheets_job_date_id_job_dates_id_fk" FOREIGN KEY ("job_date_id") REFERENCES "public"."job_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_timesheets" ADD CONSTRAINT "shift_timesheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_timesheets" ADD CONSTRAINT "shift_timesheets_employer_id_employers_user_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_posting_idx" ON "ledger_entries" USING btree ("posting","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invoices_timesheet_idx" ON "shift_invoices" USING btree ("timesheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invoices_key_idx" ON "shift_invoices" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "shift_invoices_employer_idx" ON "shift_invoices" USING btree ("employer_id","id");--> statement-breakpoint
CREATE INDEX "shift_invoices_due_idx" ON "shift_invoices" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_payouts_invoice_idx" ON "shift_payouts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "shift_payouts_user_idx" ON "shift_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_timesheets_shift_idx" ON "shift_timesheets" USING btree ("job_date_id");--> statement-breakpoint
CREATE INDEX "shift_timesheets_user_idx" ON "shift_timesheets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "shift_timesheets_employer_idx" ON "shift_timesheets" USING btree ("employer_id","id");--> statement-breakpoint
CREATE INDEX "shift_timesheets_waiting_idx" ON "shift_timesheets" USING btree ("status") WHERE "shift_timesheets"."status" in ('SUBMITTED', 'CORRECTED');