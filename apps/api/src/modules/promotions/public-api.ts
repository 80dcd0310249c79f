// What other modules use of promotions: its screens in the admin area.
/** The administrators' promotion routes (mounted by the admin module under its guard). */
export { promotionsAdminRoutes } from './admin-routes';
