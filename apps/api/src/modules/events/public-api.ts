// What other modules use of community events: the daily submission allowance (classifieds share
// it), its admin screens and its emails' templates.
/** Counts one submission against the account's daily allowance: over it, 429. */
export { spendSubmission } from './require-account';
/** The administrators' review routes (mounted by the admin module under its guard). */
export { eventsAdminRoutes } from './admin-routes';
/** The event emails, for the template registry's previews. */
export { EVENT_EMAILS } from './event-emails';
