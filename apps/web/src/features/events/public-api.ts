// What events offers the other features: the one way in (ADR 93).
export { EVENTS_CATEGORY_ROUTE, EVENTS_ROUTE, EVENT_ROUTE, EVENT_ROUTE_NO_SLUG } from './events-api';
