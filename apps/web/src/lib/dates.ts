// Every date a person reads in the web app is written here (ADR 81).
// - An instant (an ISO date-time from the API: applied, posted, saved, sent) is shown in the
//   reader's time zone, the browser's: an application sent at 8:30 pm in Chicago reads that day,
//   not the next one, though it is already the next day in UTC.
// - A day (YYYY-MM-DD: a temp date, a CE completion, a review day) is a calendar day and reads
//   the same in every zone.
// - Office events (interviews) and community events are shown in their own zone with the zone
//   named: formatInZone and formatTimeInZone of @chairside/domain/time-zones.
// Server rendering: the server cannot know the reader's zone. Public pages render on the server
// in SERVER_RENDER_TIME_ZONE and hydrate in it (useReaderTimeZone), then show the browser's zone
// at once: the same HTML on both sides, and a date changes on screen only where the two zones
// fall on different days. The /app area renders in the browser, where the formatters' default
// zone is already the reader's.
import { useSyncExternalStore } from 'react';

/**
 * The zone public pages are rendered and hydrated in: the one most US readers are in (the
 * domain's FALLBACK_TIME_ZONE, written out so every public page does not load the zone rules).
 */
export const SERVER_RENDER_TIME_ZONE = 'America/New_York';

/** The browser's time zone (the default of the formatters; a screen rendered on the server too uses useReaderTimeZone). */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const noChanges = () => () => undefined;

/**
 * The zone to show instants in, for screens rendered on the server too: the server's render and
 * the browser's hydration use SERVER_RENDER_TIME_ZONE, then the browser's zone follows.
 */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(noChanges, readerTimeZone, () => SERVER_RENDER_TIME_ZONE);
}

const DATE_STYLES = {
  /** Nov 9, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Nov 09, 2026 (the spec's offer expiry, 'MMM DD, YYYY') */
  mediumPadded: { month: 'short', day: '2-digit', year: 'numeric' },
  /** November 9, 2026 */
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  /** November 09, 2026 (the spec's blog dates, 'MMMM DD, YYYY') */
  longPadded: { month: 'long', day: '2-digit', year: 'numeric' },
  /** Mon, Nov 9, 2026 */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Monday, November 9, 2026 */
  fullWeekday: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** November 2026 */
  monthYear: { month: 'long', year: 'numeric' },
  /** Nov 2026 */
  shortMonthYear: { month: 'short', year: 'numeric' },
  /** Nov 9 */
  monthDay: { month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const TIME_STYLES = {
  /** Nov 9, 2026, 2:30 PM */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Nov 9, 2:30 PM */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 2:30 PM */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type TimeStyle = keyof typeof TIME_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, style: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether the value is a calendar day (YYYY-MM-DD) rather than an instant. */
export const isDay = (value: string) => DAY.test(value);

function instantOf(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date as people read it ('Nov 9, 2026' by default): a day as it is; an instant on its day in
 * `timeZone` (the reader's). '' for no value or one that is not a date.
 */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'medium', timeZone: string = readerTimeZone()): string {
  if (!value) return '';
  const calendarDay = typeof value === 'string' && isDay(value);
  const date = instantOf(calendarDay ? `${value}T00:00:00Z` : value);
  if (!date) return '';
  return formatter(DATE_STYLES[style], style, calendarDay ? 'UTC' : timeZone).format(date);
}

/** An instant with its time of day in `timeZone` (the reader's): 'Nov 9, 2026, 2:30 PM' by default. '' for none. */
export function formatDateTime(value: string | Date | null | undefined, style: TimeStyle = 'dateTime', timeZone: string = readerTimeZone()): string {
  const date = value ? instantOf(value) : null;
  return date ? formatter(TIME_STYLES[style], style, timeZone).format(date) : '';
}

/** The day (YYYY-MM-DD) an instant falls on in `timeZone` (the reader's): today by default. */
export function dayIn(value: string | Date = new Date(), timeZone: string = readerTimeZone()): string {
  const date = instantOf(value);
  if (!date) return '';
  const parts = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'day', timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day moved by whole days: addDays('2026-02-28', 1) is '2026-03-01'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
