// What other modules use of analytics: its screens in the admin area.
/** The administrators' analytics routes (mounted by the admin module under its guard). */
export { analyticsAdminRoutes } from './admin-routes';
