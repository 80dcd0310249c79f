// Shift pay's screens (ADR 113): timesheets for both sides, the professional's payouts, the admin queue, the receipts entry.
export { ProfessionalTimesheetsPage } from './professional-timesheets-page';
export { PracticeTimesheetsPage } from './practice-timesheets-page';
export { PayoutsPage } from './payouts-page';
export { ShiftPayAdminPage } from './shift-pay-admin-page';
export { ShiftInvoicesList } from './shift-invoices-list';
// The practice's temp shift terms (worker classification) on the settings page (ADR 126).
export { ShiftTermsPanel } from './shift-terms-panel';
