// What other modules use of job directories: its email's template.
/** The posting-expiring reminder, for the template registry's previews. */
export { postingExpiringEmail } from './expiry-reminder-email';
