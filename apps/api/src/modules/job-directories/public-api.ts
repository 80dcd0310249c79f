// What other modules use of job directories: its email's template.
/** The posting-expiring reminder, for the template registry's previews. */
export { postingExpiringEmail } from './expiry-reminder-email';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { EXPIRY_REMINDER_EVERY_MS, EXPIRY_REMINDER_TASK, sendExpiryReminders } from './remind-expiring-jobs';
// What temp shifts suggest as a rate: the salary pages' hourly median of a position in a state.
export { hourlyPayOf } from './hourly-pay';
