// What employer profile offers the other features: the one way in (ADR 93).
export { EMPLOYER_DASHBOARD_KEY, useEmployerDashboard } from './employer-api';
export { EmployerDashboardCards } from './employer-dashboard';
