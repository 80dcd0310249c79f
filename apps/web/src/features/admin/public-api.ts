// What admin offers the other features: the one way in (ADR 93).
export { ADMIN_HOME, ADMIN_SECTIONS, adminPath } from './admin-sections';
export { instantFromInput, localInputValue, shortDateTime } from './schedule-fields';
