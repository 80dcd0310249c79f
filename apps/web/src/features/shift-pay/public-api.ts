// Shift pay's screens (ADR 113): timesheets for both sides, the professional's payouts, the admin queue, the receipts entry.
export { ProfessionalTimesheetsPage } from './professional-timesheets-page';
export { PracticeTimesheetsPage } from './practice-timesheets-page';
export { PayoutsPage } from './payouts-page';
export { ShiftPayAdminPage } from './shift-pay-admin-page';
export { ShiftInvoicesList } from './shift-invoices-list';
