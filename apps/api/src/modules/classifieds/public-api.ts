// What other modules use of classifieds: its admin screens and its emails' templates.
/** The administrators' review routes (mounted by the admin module under its guard). */
export { classifiedsAdminRoutes } from './admin-routes';
/** The classified emails, for the template registry's previews. */
export { CLASSIFIED_EMAILS } from './classified-emails';
