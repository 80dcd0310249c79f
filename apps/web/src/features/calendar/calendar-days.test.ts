import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '@chairside/domain/calendar-feed';
import { dayParam, itemsByDay, monthWeeks, mondayOf, moveAnchor, rangeOf, viewTitle, weekDays } from './calendar-days';

const item = (overrides: Partial<CalendarItem>): CalendarItem => ({
  kind: 'SHIFT',
  id: 'shift-1',
  title: 'Shift',
  start: '2026-12-03T14:00:00.000Z',
  end: '2026-12-03T23:00:00.000Z',
  allDay: false,
  timeZone: 'America/Chicago',
  status: 'CONFIRMED',
  location: null,
  link: '/app/temp-shifts',
  ...overrides,
});

describe('the days a view shows', () => {
  it.each([
    ['2026-12-03', '2026-11-30'],
    ['2026-11-30', '2026-11-30'],
    ['2026-12-06', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the Monday of %s is %s', (day, monday) => expect(mondayOf(day)).toBe(monday));

  it('lays a month out in whole weeks, Monday first', () => {
    const weeks = monthWeeks('2026-12-17');
    expect(weeks.map((week) => [week[0], week[6]])).toEqual([
      ['2026-11-30', '2026-12-06'],
      ['2026-12-07', '2026-12-13'],
      ['2026-12-14', '2026-12-20'],
      ['2026-12-21', '2026-12-27'],
      ['2026-12-28', '2027-01-03'],
    ]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
    // A month needing six rows stays within the API's 62 days.
    expect(rangeOf('month', '2026-08-15')).toEqual({ from: '2026-07-27', to: '2026-09-06' });
  });

  it.each([
    ['month', '2026-12-17', -1, '2026-11-01'],
    ['month', '2026-01-31', 1, '2026-02-01'],
    ['week', '2026-12-31', 1, '2027-01-07'],
    ['week', '2026-12-03', -1, '2026-11-26'],
  ] as const)('%s view from %s moved %i lands on %s', (view, anchor, step, landed) => expect(moveAnchor(view, anchor, step)).toBe(landed));

  it('names the view', () => {
    expect(viewTitle('month', '2026-12-17')).toBe('December 2026');
    expect(viewTitle('week', '2026-12-03')).toBe('Nov 30 – Dec 6, 2026');
    expect(viewTitle('week', '2026-12-31')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(weekDays('2026-12-03')).toHaveLength(7);
  });

  it.each([
    ['2026-12-03', '2026-12-03'],
    ['2026-02-30', null],
    ['2026-12-3', null],
    [null, null],
    ['<script>', null],
  ])('reads the day %s from the address as %s', (value, day) => expect(dayParam(value)).toBe(day));
});

describe('itemsByDay', () => {
  it('dates items in the person’s zone, all-day ones in their own, all-day first then by start', () => {
    const late = item({ id: 'interview-2', kind: 'INTERVIEW', start: '2026-12-04T03:30:00.000Z', end: '2026-12-04T04:00:00.000Z' });
    const morning = item({ id: 'shift-1' });
    const allDay = item({ id: 'shift-3', allDay: true, start: '2026-12-03T05:00:00.000Z', end: '2026-12-04T05:00:00.000Z', timeZone: 'America/New_York' });
    const days = itemsByDay([late, morning, allDay], 'America/Chicago');
    // 03:30 UTC on the 4th is 9:30 pm on the 3rd in Chicago.
    expect([...days].map(([day, items]) => [day, items.map((each) => each.id)])).toEqual([['2026-12-03', ['shift-3', 'shift-1', 'interview-2']]]);
  });
});
