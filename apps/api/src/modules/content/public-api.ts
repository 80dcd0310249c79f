// What other modules use of content: its editing screens in the admin area.
/** The administrators' content routes (mounted by the admin module under its guard). */
export { contentAdminRoutes } from './admin-routes';
