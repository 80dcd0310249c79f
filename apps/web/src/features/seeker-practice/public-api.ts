// What seeker practice offers the other features: the one way in (ADR 93).
export { PRACTICE_VIEW_ROUTE, practiceViewPath } from './practice-view-path';
