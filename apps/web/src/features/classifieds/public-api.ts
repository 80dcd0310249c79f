// What classifieds offers the other features: the one way in (ADR 93).
export { CLASSIFIEDS_LIST_ROUTE, CLASSIFIED_ROUTE, CLASSIFIED_ROUTE_NO_SLUG } from './classifieds-api';
