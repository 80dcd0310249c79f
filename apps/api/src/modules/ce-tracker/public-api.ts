// What other modules use of the CE tracker: its email's template.
/** The CE renewal reminder, for the template registry's previews. */
export { ceReminderEmail } from './ce-reminder-email';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { CE_REMINDER_EVERY_MS, CE_REMINDER_TASK, remindCe } from './remind-ce';
