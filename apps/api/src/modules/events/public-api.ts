// What other modules use of community events: the daily submission allowance (classifieds share
// it), its admin screens, its emails' templates and its pages for the sitemap.
/** Counts one submission against the account's daily allowance: over it, 429. */
export { spendSubmission } from './require-account';
/** The administrators' review routes (mounted by the admin module under its guard). */
export { eventsAdminRoutes } from './admin-routes';
/** The event emails, for the template registry's previews. */
export { EVENT_EMAILS } from './event-emails';
/** The approved events' pages, for the sitemap. */
export { eventSitemapEntries, eventSitemapSize } from './event-sitemap';
