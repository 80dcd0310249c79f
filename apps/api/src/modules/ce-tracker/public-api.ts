// What other modules use of the CE tracker: its email's template.
/** The CE renewal reminder, for the template registry's previews. */
export { ceReminderEmail } from './ce-reminder-email';
