import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  CalendarQuerySchema,
  availabilitySpans,
  calendarFeed,
  calendarTimeZone,
  shiftUid,
  startOfDayIn,
  utcOffsetMinutes,
  type FeedEvent,
} from './calendar-feed';
import { interviewUid } from './interview-calendar';
import { emptyWeek } from './temp-profile-rules';

/** The content lines with folding undone. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

/** Each event of a feed as a standard iCalendar library reads it (its VTIMEZONEs resolved from the file). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      allDay: event.startDate.isDate,
    };
  });
}

const stamp = new Date('2026-11-30T12:00:00Z');

const shift: FeedEvent = {
  uid: shiftUid(12, 'chairside.example'),
  sequence: 2,
  // 8:00 to 17:00 in Chicago on Thursday, December 3 (CST, UTC-6).
  start: '2026-12-03T14:00:00.000Z',
  end: '2026-12-03T23:00:00.000Z',
  timeZone: 'America/Chicago',
  summary: 'Shift: Dental Hygienist, temp; Bright Smiles',
  description: '8:00 am–5:00 pm, 30 minutes unpaid break.\nPark behind the building.',
  location: '2450 N Clark St, Chicago, IL 60614',
  status: 'CONFIRMED',
  url: 'https://chairside.example/app/temp-work',
  lastModified: '2026-11-20T09:15:00.000Z',
};

describe('calendarFeed', () => {
  it('publishes a named calendar with the event at the practice’s wall-clock time and its zone described', () => {
    const text = calendarFeed({ name: 'Chairside: Raé Núñez', timeZone: 'America/Chicago', events: [shift], stamp });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfolded(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Chairside//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Chairside: Raé Núñez',
      'X-WR-TIMEZONE:America/Chicago',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VTIMEZONE',
      'TZID:America/Chicago',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:-0500',
      'TZNAME:CDT',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0600',
      'TZNAME:CST',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:shift-12@chairside.example',
      'SEQUENCE:2',
      'DTSTAMP:20261130T120000Z',
      'DTSTART;TZID=America/Chicago:20261203T080000',
      'DTEND;TZID=America/Chicago:20261203T170000',
      'SUMMARY:Shift: Dental Hygienist\\, temp\\; Bright Smiles',
      'DESCRIPTION:8:00 am–5:00 pm\\, 30 minutes unpaid break.\\nPark behind the building.',
      'LOCATION:2450 N Clark St\\, Chicago\\, IL 60614',
      'URL:https://chairside.example/app/temp-work',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'LAST-MODIFIED:20261120T091500Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('reads back in a standard library as the same instants, winter and summer, in the event’s zone', () => {
    const summer: FeedEvent = { ...shift, uid: shiftUid(13, 'chairside.example'), start: '2027-07-01T13:00:00.000Z', end: '2027-07-01T22:00:00.000Z' };
    const events = parsed(calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [shift, summer], stamp }));
    expect(events.map(({ uid, sequence, start, end, zone, status }) => ({ uid, sequence, start, end, zone, status }))).toEqual([
      { uid: 'shift-12@chairside.example', sequence: 2, start: shift.start, end: shift.end, zone: 'America/Chicago', status: 'CONFIRMED' },
      { uid: 'shift-13@chairside.example', sequence: 2, start: summer.start, end: summer.end, zone: 'America/Chicago', status: 'CONFIRMED' },
    ]);
    expect(events[0]?.summary).toBe('Shift: Dental Hygienist, temp; Bright Smiles');
    expect(events[0]?.description).toBe('8:00 am–5:00 pm, 30 minutes unpaid break.\nPark behind the building.');
  });

  it('writes a VTIMEZONE for every zone used, each event in its own', () => {
    const events: FeedEvent[] = [
      shift,
      { ...shift, uid: interviewUid(4, 'chairside.example'), timeZone: 'America/Phoenix', start: '2026-12-04T16:30:00.000Z', end: '2026-12-04T17:30:00.000Z' },
      { ...shift, uid: shiftUid(15, 'chairside.example'), timeZone: 'America/New_York', start: '2027-07-05T12:00:00.000Z', end: '2027-07-05T20:00:00.000Z' },
      { ...shift, uid: shiftUid(14, 'chairside.example'), timeZone: 'Pacific/Honolulu', start: '2027-07-05T18:00:00.000Z', end: '2027-07-06T02:00:00.000Z' },
    ];
    const text = calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events, stamp });
    const lines = unfolded(text);
    expect(lines.filter((line) => line.startsWith('TZID:'))).toEqual([
      'TZID:America/Chicago',
      'TZID:America/Phoenix',
      'TZID:America/New_York',
      'TZID:Pacific/Honolulu',
    ]);
    expect(lines).toContain('DTSTART;TZID=America/Phoenix:20261204T093000');
    expect(lines).toContain('DTSTART;TZID=Pacific/Honolulu:20270705T080000');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20270705T080000');
    expect(parsed(text).map((event) => [event.uid, event.start, event.end, event.zone])).toEqual(
      events.map((event) => [event.uid, event.start, event.end, event.timeZone]),
    );
  });

  it('marks a cancelled event CANCELLED and no longer busy', () => {
    const lines = unfolded(calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [{ ...shift, sequence: 3, status: 'CANCELLED' }], stamp }));
    expect(lines).toEqual(expect.arrayContaining(['SEQUENCE:3', 'STATUS:CANCELLED', 'TRANSP:TRANSPARENT']));
  });

  it('writes a whole day as dates, the end day not included', () => {
    const start = startOfDayIn('2026-12-05', 'America/Chicago');
    const end = startOfDayIn('2026-12-06', 'America/Chicago');
    const text = calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [{ ...shift, allDay: true, start, end }], stamp });
    const lines = unfolded(text);
    expect(lines).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206']));
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
    expect(parsed(text)[0]?.allDay).toBe(true);
  });

  it('writes in UTC a time the wall clock cannot name alone: the second 1:30 AM of the autumn change', () => {
    // 06:30Z is 1:30 CDT; 07:30Z is 1:30 CST, an hour later, on November 1, 2026.
    const second: FeedEvent = { ...shift, start: '2026-11-01T07:30:00.000Z', end: '2026-11-01T09:00:00.000Z' };
    const text = calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [second], stamp });
    const lines = unfolded(text);
    expect(lines).toContain('DTSTART:20261101T073000Z');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20261101T030000');
    expect(parsed(text)[0]).toMatchObject({ start: second.start, end: second.end });
  });

  it('folds long lines at 75 octets without splitting a character, and ends every line with CRLF', () => {
    const long = `${'Árbol dental ✓ '.repeat(12)}end`;
    const text = calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [{ ...shift, description: long }], stamp });
    const physical = text.split('\r\n');
    expect(physical.at(-1)).toBe('');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    expect(unfolded(text)).toContain(`DESCRIPTION:${long}`);
    expect(parsed(text)[0]?.description).toBe(long);
  });

  it('sorts the events by start', () => {
    const later: FeedEvent = { ...shift, uid: 'b@x', start: '2026-12-10T14:00:00.000Z', end: '2026-12-10T15:00:00.000Z' };
    const earlier: FeedEvent = { ...shift, uid: 'a@x', start: '2026-12-01T14:00:00.000Z', end: '2026-12-01T15:00:00.000Z' };
    const uids = unfolded(calendarFeed({ name: 'C', timeZone: 'UTC', events: [later, earlier], stamp })).filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual(['UID:a@x', 'UID:b@x']);
  });

  it('is an empty calendar without events', () => {
    const text = calendarFeed({ name: 'Chairside', timeZone: 'America/Chicago', events: [], stamp });
    expect(unfolded(text)).not.toContain('BEGIN:VEVENT');
    expect(parsed(text)).toEqual([]);
  });
});

describe('calendarTimeZone', () => {
  it.each([
    ['America/New_York', ['DAYLIGHT', '2SU', '-0500', '-0400', 'EDT'], ['STANDARD', '1SU', '-0400', '-0500', 'EST']],
    ['America/Denver', ['DAYLIGHT', '2SU', '-0700', '-0600', 'MDT'], ['STANDARD', '1SU', '-0600', '-0700', 'MST']],
    ['America/Los_Angeles', ['DAYLIGHT', '2SU', '-0800', '-0700', 'PDT'], ['STANDARD', '1SU', '-0700', '-0800', 'PST']],
    ['America/Anchorage', ['DAYLIGHT', '2SU', '-0900', '-0800', 'AKDT'], ['STANDARD', '1SU', '-0800', '-0900', 'AKST']],
  ])('%s changes its clocks on the US rules', (zone, daylight, standard) => {
    const lines = calendarTimeZone(zone, 2026);
    const part = ([kind, byDay, from, to, name]: string[]) => [
      `BEGIN:${kind}`,
      kind === 'DAYLIGHT' ? 'DTSTART:19700308T020000' : 'DTSTART:19701101T020000',
      `RRULE:FREQ=YEARLY;BYMONTH=${kind === 'DAYLIGHT' ? 3 : 11};BYDAY=${byDay}`,
      `TZOFFSETFROM:${from}`,
      `TZOFFSETTO:${to}`,
      `TZNAME:${name}`,
      `END:${kind}`,
    ];
    expect(lines).toEqual(['BEGIN:VTIMEZONE', `TZID:${zone}`, ...part(daylight), ...part(standard), 'END:VTIMEZONE']);
  });

  it.each([
    ['America/Phoenix', '-0700', 'MST'],
    ['Pacific/Honolulu', '-1000', 'HST'],
    ['UTC', '+0000', 'UTC'],
  ])('%s keeps one offset all year: a STANDARD part only', (zone, offset, name) => {
    expect(calendarTimeZone(zone, 2026)).toEqual([
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${name}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('reads other rules off the zone too: the last Sunday of March and October in London', () => {
    const lines = calendarTimeZone('Europe/London', 2026);
    expect(lines).toEqual(expect.arrayContaining(['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'DTSTART:19700329T010000', 'TZOFFSETTO:+0100']));
    expect(lines).toEqual(expect.arrayContaining(['RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'DTSTART:19701025T020000', 'TZOFFSETTO:+0000']));
  });
});

describe('utcOffsetMinutes', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'America/Chicago', -360],
    ['2026-07-15T12:00:00Z', 'America/Chicago', -300],
    ['2026-07-15T12:00:00Z', 'America/Phoenix', -420],
    ['2026-07-15T12:00:00Z', 'Asia/Kolkata', 330],
  ])('%s in %s is %i', (instant, zone, minutes) => expect(utcOffsetMinutes(new Date(instant), zone)).toBe(minutes));
});

describe('shiftUid', () => {
  it('is stable per shift and keeps only host characters', () => {
    expect(shiftUid(12, 'chairside.example')).toBe('shift-12@chairside.example');
    expect(shiftUid(12, 'chair side;.example')).toBe('shift-12@chairside.example');
    expect(shiftUid(12, '')).toBe('shift-12@chairside');
  });
});

describe('availabilitySpans', () => {
  const profile = {
    weekly: {
      ...emptyWeek(),
      thu: [
        { start: '07:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      sat: [{ start: '08:00', end: '12:00' }],
    },
    exceptions: [
      { date: '2026-12-10', available: false, start: null, end: null },
      { date: '2026-12-13', available: true, start: '09:00', end: '13:00' },
    ],
  };

  it('lays the week over the days asked for, each window at the person’s wall-clock time, dates overriding the week', () => {
    const spans = availabilitySpans(profile, '2026-12-03', '2026-12-13', 'America/Chicago').map((span) => ({
      date: span.date,
      start: span.start.toISOString(),
      end: span.end.toISOString(),
    }));
    expect(spans).toEqual([
      { date: '2026-12-03', start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T18:00:00.000Z' },
      { date: '2026-12-03', start: '2026-12-03T19:00:00.000Z', end: '2026-12-03T23:00:00.000Z' },
      { date: '2026-12-05', start: '2026-12-05T14:00:00.000Z', end: '2026-12-05T18:00:00.000Z' },
      // Thursday December 10 is a day off; Saturday the 12th as every week; Sunday the 13th an extra date.
      { date: '2026-12-12', start: '2026-12-12T14:00:00.000Z', end: '2026-12-12T18:00:00.000Z' },
      { date: '2026-12-13', start: '2026-12-13T15:00:00.000Z', end: '2026-12-13T19:00:00.000Z' },
    ]);
  });

  it('follows the zone across a clock change: 8:00 is 14:00Z in winter and 13:00Z in summer', () => {
    const spans = availabilitySpans(profile, '2026-03-07', '2026-03-14', 'America/Chicago');
    expect(spans.map((span) => span.start.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-12T12:00:00.000Z',
      '2026-03-12T18:00:00.000Z',
      '2026-03-14T13:00:00.000Z',
    ]);
  });

  it('is empty without windows', () => {
    expect(availabilitySpans({ weekly: emptyWeek(), exceptions: [] }, '2026-12-01', '2026-12-31', 'America/Chicago')).toEqual([]);
  });
});

describe('CalendarQuerySchema', () => {
  const problem = (query: unknown) => {
    const result = CalendarQuerySchema.safeParse(query);
    return result.success ? null : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
  };

  it.each([
    [{ from: '2026-12-01', to: '2026-12-01' }, null],
    [{ from: '2026-11-29', to: '2027-01-29' }, null],
    [
      { from: '2026-11-29', to: '2027-01-30' },
      { field: 'to', message: 'Ask for at most 62 days at a time.' },
    ],
    [
      { from: '2026-12-02', to: '2026-12-01' },
      { field: 'to', message: 'to is the same day as from or a later one.' },
    ],
    [
      { from: '2026-02-30', to: '2026-03-01' },
      { field: 'from', message: 'from is a day written YYYY-MM-DD.' },
    ],
    [{ from: '2026-12-01' }, { field: 'to', message: 'to is a day written YYYY-MM-DD.' }],
    [
      { from: '2026-12-01', to: '2026-12-02', tz: 'UTC' },
      { field: '', message: expect.stringContaining('tz') },
    ],
  ])('%j: %j', (query, expected) => expect(problem(query)).toEqual(expected));
});
