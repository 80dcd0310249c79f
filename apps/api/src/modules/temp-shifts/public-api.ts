// What other modules use of temp shifts: the late-cancellation fees a practice's next receipt carries.
export { loadUnbilledFees, markFeesBilled } from './shifts-repository';
// The admin area previews every email: the shift notices' templates.
export { SHIFT_EMAILS } from './shift-emails';
