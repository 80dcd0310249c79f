// What other modules may use of the calendar: the person's events in one model (shifts,
// interviews, availability), for screens that show what is coming, and its request limits.

/** A person's events overlapping a range of instants, in time order, and their calendar-screen form. */
export { calendarItemOf, personEvents, type CalendarPerson, type PersonEvent } from './calendar-events';
/** The request limits of the feed address and of fetching the feed. */
export { FEED_CHANGES_PER_PERSON, FEED_FETCHES_PER_ADDRESS, FEED_FETCHES_PER_FEED } from './calendar-limits';
