// What other modules use of classifieds: its admin screens and its emails' templates.
/** The administrators' review routes (mounted by the admin module under its guard). */
export { classifiedsAdminRoutes } from './admin-routes';
/** The classified emails, for the template registry's previews. */
export { CLASSIFIED_EMAILS } from './classified-emails';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { CLASSIFIED_EXPIRY_EVERY_MS, CLASSIFIED_EXPIRY_TASK, sendClassifiedExpiryNotices } from './send-expiry-notices';
