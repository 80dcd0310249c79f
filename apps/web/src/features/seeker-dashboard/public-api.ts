// What seeker dashboard offers the other features: the one way in (ADR 93).
export { SeekerDashboard } from './seeker-dashboard';
