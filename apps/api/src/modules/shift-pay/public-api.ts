// What other modules use of shift pay (ADR 113).
// The admin area's queue: disputed timesheets, failed charges, refunds and payout runs.
export { shiftPayAdminRoutes } from './admin-routes';
// The recurring tasks: unanswered timesheets confirmed, invoices charged and retried.
export { confirmUnanswered, TIMESHEET_TIMEOUT_EVERY_MS, TIMESHEET_TIMEOUT_TASK } from './timesheets';
export { chargeInvoices, SHIFT_CHARGES_EVERY_MS, SHIFT_CHARGES_TASK } from './invoices';
// A practice's late cancellation bills its fee on a shift invoice of its own (ADR 126).
export { chargeOne, issueCancellationInvoice, lateFeeBilling, type LateFeeBilling } from './invoices';
// The practice's email when an invoice's charge is declined (the admin area previews it).
export { invoiceDeclinedEmail } from './invoice-declined-email';
// The timesheet's notices: hours to answer, a correction, a dispute.
export { TIMESHEET_EMAILS } from './timesheet-emails';
