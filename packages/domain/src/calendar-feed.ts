// One calendar (docs/decisions/0098-one-calendar-and-its-feed.md): a person's shifts, interviews and
// temp availability as events of one model, shown on /app/calendar and published as a personal
// iCalendar feed (RFC 5545) that calendar apps subscribe to.
// - Times are written in the event's own zone (DTSTART;TZID=America/Chicago:20261203T080000) with
//   a VTIMEZONE for every zone used, its rules derived from the zone database (Intl), so a
//   calendar shows the shift at the practice's wall-clock time whatever the phone's zone.
// - UIDs are stable for the life of what they stand for (shift-{id}@{host}, interview-{id}@{host}),
//   and SEQUENCE comes from the data, so a subscribed calendar updates the event it has.
import { z } from 'zod';
import { daysBetween } from './discount-rules';
import { calendarUtc, escapeCalendarText, foldCalendarLine } from './interview-calendar';
import { isRealDay } from './resume-profile-rules';
import { windowsOn, type TempAvailability } from './temp-profile-rules';
import { instantOfLocalDateTime, localDateTimeIn, zoneAbbreviation } from './time-zones';

// ---------------------------------------------------------------------------------------------
// The calendar as the API answers it (GET users/{id}/calendar)

/** The longest range one request reads: a month view with the days of its first and last weeks fits. */
export const CALENDAR_RANGE_DAYS_MAX = 62;
/** The feed: the last 30 days and the next 180. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 180;

export const CALENDAR_KINDS = ['SHIFT', 'INTERVIEW', 'AVAILABILITY'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const CALENDAR_STATUSES = ['CONFIRMED', 'TENTATIVE', 'CANCELLED'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export const CalendarItemSchema = z.object({
  kind: z.enum(CALENDAR_KINDS),
  /** Unique in the answer and stable: shift-12, interview-4, availability-2026-12-05-08:00. */
  id: z.string(),
  title: z.string(),
  /** ISO instants; an all-day item runs from midnight to midnight in its zone. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** The zone the item's times belong to (the practice's for a shift or an interview, the person's for availability). */
  timeZone: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  location: z.string().nullable(),
  /** The app screen the item belongs to. */
  link: z.string(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

export const CalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The person's zone (their ZIP code's): from and to are days there. */
  timeZone: z.string(),
  items: z.array(CalendarItemSchema),
});
export type Calendar = z.infer<typeof CalendarSchema>;

const dayField = (field: 'from' | 'to') =>
  z
    .string({ error: `${field} is a day written YYYY-MM-DD.` })
    .refine(isRealDay, `${field} is a day written YYYY-MM-DD.`)
    .describe('YYYY-MM-DD, a day in the person’s zone');

/** The range asked for: both days in the person's zone, `to` included, at most CALENDAR_RANGE_DAYS_MAX days. */
export const CalendarQuerySchema = z.strictObject({ from: dayField('from'), to: dayField('to') }).superRefine((range, ctx) => {
  if (!isRealDay(range.from) || !isRealDay(range.to)) return;
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is the same day as from or a later one.' });
  else if (days > CALENDAR_RANGE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${CALENDAR_RANGE_DAYS_MAX} days at a time.` });
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** POST users/{id}/calendar-feed: the secret address, shown once. */
export const CalendarFeedAddressSchema = z.object({
  /** webcal://…: calendar apps open it as a subscription. */
  url: z.string(),
  /** The same address over the site's own scheme (https on a real site), for apps that ask for a link. */
  httpsUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof CalendarFeedAddressSchema>;

/** GET users/{id}/calendar-feed: whether the person has an address, never the address itself. */
export const CalendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Days and availability

/** A day (YYYY-MM-DD) moved by whole days. */
export function addDaysTo(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a day starts in a zone (its local midnight; the first instant of the day where a change skips it). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const instant = instantOfLocalDateTime(`${day}T00:00`, timeZone);
  if (!instant) throw new Error(`Not a day: ${day}`);
  return instant;
}

export type AvailabilitySpan = { date: string; start: Date; end: Date };

/**
 * The temp profile's windows on each day from `from` to `to` (both included), in the person's
 * zone: the weekly pattern, replaced on a date by its exceptions (windowsOn).
 */
export function availabilitySpans(profile: TempAvailability, from: string, to: string, timeZone: string): AvailabilitySpan[] {
  const spans: AvailabilitySpan[] = [];
  for (let date = from; date <= to; date = addDaysTo(date, 1))
    for (const window of windowsOn(profile, date)) {
      const start = instantOfLocalDateTime(`${date}T${window.start}`, timeZone);
      const end = instantOfLocalDateTime(`${date}T${window.end}`, timeZone);
      if (start && end && end > start) spans.push({ date, start, end });
    }
  return spans;
}

// ---------------------------------------------------------------------------------------------
// The iCalendar feed

const uidHost = (host: string) => host.replace(/[^A-Za-z0-9.-]/g, '') || 'chairside';

/** A shift's UID: the same in every copy of the feed, whatever changes on the shift. */
export function shiftUid(jobDateId: number, host: string): string {
  return `shift-${jobDateId}@${uidHost(host)}`;
}

export type FeedEvent = {
  uid: string;
  sequence: number;
  start: string | Date;
  end: string | Date;
  /** IANA zone the times are written in. */
  timeZone: string;
  /** A whole day (or days) rather than hours: written as dates, the end day not included. */
  allDay?: boolean;
  summary: string;
  description: string;
  location: string | null;
  status: CalendarStatus;
  url?: string | null;
  lastModified: string | Date | null;
};

export type FeedCalendar = {
  /** The calendar's name in the app (X-WR-CALNAME). */
  name: string;
  /** The person's zone (X-WR-TIMEZONE), for apps that show the calendar in one zone. */
  timeZone: string;
  events: readonly FeedEvent[];
  /** When this copy was made (DTSTAMP). */
  stamp: Date;
};

const MINUTE = 60_000;

/** The zone's offset from UTC in minutes at an instant (America/Chicago in winter: -360), read from the zone database. */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = Date.parse(`${localDateTimeIn(instant, timeZone)}:00Z`);
  return Math.round((wall - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/** -360 -> '-0600'. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
}

type Transition = { at: Date; from: number; to: number };

/** The instants in a year when the zone's offset changes, found month by month and then to the minute. */
function transitionsIn(year: number, timeZone: string): Transition[] {
  const found: Transition[] = [];
  for (let month = 0; month < 12; month++) {
    let low = Date.UTC(year, month, 1);
    let high = Date.UTC(year, month + 1, 1);
    const from = utcOffsetMinutes(new Date(low), timeZone);
    const to = utcOffsetMinutes(new Date(high), timeZone);
    if (from === to) continue;
    while (high - low > MINUTE) {
      const middle = Math.floor((low + high) / 2 / MINUTE) * MINUTE;
      if (utcOffsetMinutes(new Date(middle), timeZone) === from) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), from, to });
  }
  return found;
}

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * One observance (STANDARD or DAYLIGHT) as a yearly rule read off this year's change: the
 * weekday of its month it falls on (the 2nd Sunday of March, the 1st of November, the last
 * Sunday of March in Europe) at the wall-clock time it happens, starting in 1970.
 */
function observance(transition: Transition, timeZone: string): string[] {
  const onset = new Date(transition.at.getTime() + transition.from * MINUTE); // wall clock before the change, as UTC fields
  const month = onset.getUTCMonth();
  const weekday = onset.getUTCDay();
  const day = onset.getUTCDate();
  const ordinal = day <= 21 ? Math.ceil(day / 7) : -1;
  // The same weekday of the month in 1970, where the rule starts.
  const first = new Date(Date.UTC(1970, month, 1)).getUTCDay();
  const firstMatch = 1 + ((weekday - first + 7) % 7);
  const daysInMonth = new Date(Date.UTC(1970, month + 1, 0)).getUTCDate();
  const day1970 = ordinal > 0 ? firstMatch + (ordinal - 1) * 7 : firstMatch + Math.floor((daysInMonth - firstMatch) / 7) * 7;
  const kind = transition.to > transition.from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:1970${pad(month + 1)}${pad(day1970)}T${pad(onset.getUTCHours())}${pad(onset.getUTCMinutes())}00`,
    `RRULE:FREQ=YEARLY;BYMONTH=${month + 1};BYDAY=${ordinal}${WEEKDAY_CODES[weekday]}`,
    `TZOFFSETFROM:${offsetText(transition.from)}`,
    `TZOFFSETTO:${offsetText(transition.to)}`,
    `TZNAME:${escapeCalendarText(zoneAbbreviation(transition.at, timeZone))}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of a zone as its rules stand in `year`: a zone that changes its clocks twice a
 * year gets a DAYLIGHT and a STANDARD part with yearly rules; a zone that does not (Arizona,
 * Hawaii, UTC) one STANDARD part with its offset.
 */
export function calendarTimeZone(timeZone: string, year: number): string[] {
  const transitions = transitionsIn(year, timeZone);
  const parts =
    transitions.length === 2
      ? transitions.flatMap((transition) => observance(transition, timeZone))
      : (() => {
          const at = new Date(Date.UTC(year, 0, 1));
          const offset = offsetText(utcOffsetMinutes(at, timeZone));
          return [
            'BEGIN:STANDARD',
            'DTSTART:19700101T000000',
            `TZOFFSETFROM:${offset}`,
            `TZOFFSETTO:${offset}`,
            `TZNAME:${escapeCalendarText(zoneAbbreviation(at, timeZone))}`,
            'END:STANDARD',
          ];
        })();
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...parts, 'END:VTIMEZONE'];
}

/** '2026-12-03T08:00' -> '20261203T080000'. */
const compactLocal = (local: string) => `${local.replace(/[-:]/g, '')}00`;

/**
 * A DTSTART or DTEND: the wall-clock time in the event's zone with its TZID; an instant the wall
 * clock cannot name on its own (the second 1:30 AM of the autumn change) in UTC; a date for an
 * all-day event.
 */
function timeProperty(name: 'DTSTART' | 'DTEND', instant: Date, timeZone: string, allDay: boolean): string {
  const local = localDateTimeIn(instant, timeZone);
  if (allDay) return `${name};VALUE=DATE:${local.slice(0, 10).replace(/-/g, '')}`;
  const named = instantOfLocalDateTime(local, timeZone);
  if (named?.getTime() !== instant.getTime()) return `${name}:${calendarUtc(instant)}`;
  return `${name};TZID=${timeZone}:${compactLocal(local)}`;
}

function eventLines(event: FeedEvent, stamp: Date): string[] {
  const allDay = event.allDay ?? false;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${calendarUtc(stamp)}`,
    timeProperty('DTSTART', new Date(event.start), event.timeZone, allDay),
    timeProperty('DTEND', new Date(event.end), event.timeZone, allDay),
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeCalendarText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    // A cancelled event no longer makes the person busy.
    `TRANSP:${event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${calendarUtc(event.lastModified)}`] : []),
    'END:VEVENT',
  ];
}

/**
 * The whole feed (METHOD:PUBLISH) as text with CRLF line ends, lines folded at 75 octets: the
 * calendar's name, a VTIMEZONE for every zone its events use, then the events in time order.
 */
export function calendarFeed(calendar: FeedCalendar): string {
  const events = [...calendar.events].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime() || a.uid.localeCompare(b.uid));
  // Each zone's rules as they stand in the year of its first event (or of the copy, without events).
  const zones = new Map<string, number>();
  for (const event of events) if (!event.allDay && !zones.has(event.timeZone)) zones.set(event.timeZone, new Date(event.start).getUTCFullYear());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairside//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeCalendarText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
    // How often apps should fetch the feed again (RFC 7986, and its older Microsoft name).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...[...zones].flatMap(([timeZone, year]) => calendarTimeZone(timeZone, year)),
    ...events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}
