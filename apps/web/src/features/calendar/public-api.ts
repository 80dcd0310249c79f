// What the calendar offers the other features: the one way in (ADR 93).
/** The calendar screen's address, to link to it. */
export { CALENDAR_PATH } from './calendar-api';
/** The calendar feed panel (make, see and revoke the feed address), for screens that offer the feed too. */
export { CalendarFeedPanel } from './calendar-feed-panel';
