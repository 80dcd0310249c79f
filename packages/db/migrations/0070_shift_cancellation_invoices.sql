ALTER TABLE "shift_invoices" ALTER COLUMN "timesheet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD COLUMN "cancellation_id" bigint;--> statement-breakpoint
ALTER TABLE "shift_offers" ADD COLUMN "worker_classification" text;--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_cancellation_id_shift_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."shift_cancellations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_stage_page_idx" ON "applications" USING btree ("job_id","pipeline_stage","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_page_idx" ON "applications" USING btree ("job_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_invoices_cancellation_idx" ON "shift_invoices" USING btree ("cancellation_id");--> statement-breakpoint
ALTER TABLE "shift_invoices" ADD CONSTRAINT "shift_invoices_source" CHECK (("shift_invoices"."timesheet_id" is null) <> ("shift_invoices"."cancellation_id" is null));--> statement-breakpoint
ALTER TABLE "shift_offers" ADD CONSTRAINT "shift_offers_worker_classification" CHECK ("shift_offers"."worker_classification" in ('CONTRACTOR', 'EMPLOYEE'));