// What other modules use of notices: its screens in the admin area.
/** The administrators' notice queue routes (mounted by the admin module under its guard). */
export { noticesAdminRoutes } from './admin-routes';
