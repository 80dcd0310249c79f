import { describe, expect, it } from 'vitest';
import { groupInterviewsByDay, isTimeZone } from './hiring';
import { formatInZone, formatTimeInZone, instantOfLocalDateTime, localDateTimeIn, zoneAbbreviation } from './time-zones';

describe('times shown with the zone named', () => {
  it.each([
    // America/Chicago across the change on 2026-11-01
    ['2026-10-31T15:30:00Z', 'America/Chicago', 'Sat, Oct 31, 10:30 AM CDT', 'CDT'],
    ['2026-11-02T16:30:00Z', 'America/Chicago', 'Mon, Nov 2, 10:30 AM CST', 'CST'],
    ['2026-12-02T16:30:00Z', 'America/Chicago', 'Wed, Dec 2, 10:30 AM CST', 'CST'],
    // the spring change on 2026-03-08
    ['2026-03-07T16:30:00Z', 'America/Chicago', 'Sat, Mar 7, 10:30 AM CST', 'CST'],
    ['2026-03-09T15:30:00Z', 'America/Chicago', 'Mon, Mar 9, 10:30 AM CDT', 'CDT'],
    // Arizona: MST on both sides
    ['2026-10-31T17:30:00Z', 'America/Phoenix', 'Sat, Oct 31, 10:30 AM MST', 'MST'],
    ['2026-11-02T17:30:00Z', 'America/Phoenix', 'Mon, Nov 2, 10:30 AM MST', 'MST'],
    ['2026-10-31T14:30:00Z', 'America/New_York', 'Sat, Oct 31, 10:30 AM EDT', 'EDT'],
    ['2026-11-02T15:30:00Z', 'America/New_York', 'Mon, Nov 2, 10:30 AM EST', 'EST'],
    ['2026-07-01T17:30:00Z', 'America/Los_Angeles', 'Wed, Jul 1, 10:30 AM PDT', 'PDT'],
    ['2026-07-01T20:30:00Z', 'Pacific/Honolulu', 'Wed, Jul 1, 10:30 AM HST', 'HST'],
  ])('%s in %s is %s', (instant, zone, shown, abbreviation) => {
    expect(formatInZone(instant, zone)).toBe(shown);
    expect(zoneAbbreviation(instant, zone)).toBe(abbreviation);
    expect(formatTimeInZone(instant, zone)).toBe(`10:30 AM ${abbreviation}`);
  });
});

describe('office wall-clock time and instants', () => {
  it.each([
    ['2026-10-31T10:30', 'America/Chicago', '2026-10-31T15:30:00.000Z'],
    ['2026-11-02T10:30', 'America/Chicago', '2026-11-02T16:30:00.000Z'],
    ['2026-11-02T10:30', 'America/Phoenix', '2026-11-02T17:30:00.000Z'],
    ['2026-07-01T10:30', 'America/Phoenix', '2026-07-01T17:30:00.000Z'],
    ['2026-11-02T10:30', 'America/New_York', '2026-11-02T15:30:00.000Z'],
    ['2026-12-31T23:45', 'Pacific/Honolulu', '2027-01-01T09:45:00.000Z'],
    // the clocks skip 2:00-3:00 on 2026-03-08: taken an hour later
    ['2026-03-08T02:30', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
    // 1:30 happens twice on 2026-11-01: the first one (CDT)
    ['2026-11-01T01:30', 'America/Chicago', '2026-11-01T06:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(instantOfLocalDateTime(local, zone)?.toISOString()).toBe(instant);
  });

  it('turns back into the same wall-clock time', () => {
    expect(localDateTimeIn('2026-11-02T16:30:00Z', 'America/Chicago')).toBe('2026-11-02T10:30');
    expect(localDateTimeIn('2026-10-31T15:30:00Z', 'America/Chicago')).toBe('2026-10-31T10:30');
    expect(localDateTimeIn('2026-11-02T17:30:00Z', 'America/Phoenix')).toBe('2026-11-02T10:30');
  });

  it.each(['', '2026-11-02', '2026-02-30T10:00', '2026-11-02T24:00', '2026-11-02T10:30Z', 'soon'])('rejects %j', (value) => {
    expect(instantOfLocalDateTime(value, 'America/Chicago')).toBeNull();
  });

  it('knows time zone names', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('interviews grouped by their office’s day', () => {
  it('puts each interview under its own office’s day, whatever the viewer’s zone', () => {
    const interviews = [
      { id: 1, interviewDate: '2026-11-03T04:30:00Z', timeZone: 'America/Los_Angeles' }, // Nov 2, 8:30 PM PST
      { id: 2, interviewDate: '2026-11-03T15:00:00Z', timeZone: 'America/Chicago' }, // Nov 3, 9:00 AM CST
      { id: 3, interviewDate: '2026-11-03T06:30:00Z', timeZone: 'America/Phoenix' }, // Nov 2, 11:30 PM MST
    ];
    expect(groupInterviewsByDay(interviews, (interview) => interview.timeZone).map((day) => [day.date, day.interviews.map((i) => i.id)])).toEqual([
      ['2026-11-02', [1, 3]],
      ['2026-11-03', [2]],
    ]);
    expect(groupInterviewsByDay(interviews, 'UTC').map((day) => day.date)).toEqual(['2026-11-03']);
  });
});
