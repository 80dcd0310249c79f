// What other modules use of temp shifts: the late-cancellation fees a practice's next receipt carries.
export { loadUnbilledFees, markFeesBilled } from './shifts-repository';
// The admin area previews every email: the shift notices' templates.
export { SHIFT_EMAILS } from './shift-emails';
// The admin area's temp reliability screen: disputed no-shows and booking pauses.
export { tempReliabilityAdminRoutes } from './admin-routes';
// The recurring task that widens requests no one accepted.
export { WIDEN_REQUESTS_EVERY_MS, WIDEN_REQUESTS_TASK, widenRequests } from './request-round';
// The resume's temp line ends with the score of a professional who has a history of booked shifts.
export { reliabilityOnRecord } from './reliability-on-record';
// Closing a practice's account (account-data, ADR 104) cancels its upcoming shifts.
export { cancelShiftsOfClosingPractice, PRACTICE_CLOSED_REASON } from './practice-shifts';
// Shift pay (ADR 113): check-in locks the booked shift and reads its hours, rate and practice.
export { lockShift } from './shifts-repository';
