// What other modules use of email templates: its screens in the admin area.
/** The administrators' template routes (mounted by the admin module under its guard). */
export { emailTemplatesAdminRoutes } from './admin-routes';
