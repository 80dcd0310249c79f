import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE } from '@chairside/domain/time-zones';
import { addDays, dayIn, formatDate, formatDateTime, SERVER_RENDER_TIME_ZONE, useReaderTimeZone } from './dates';

const CHICAGO = 'America/Chicago';

describe('an instant on the reader’s day', () => {
  it.each([
    // Winter (CST, UTC-6): Chicago's midnight is 06:00Z.
    ['2026-03-05T02:30:00.000Z', 'Mar 4, 2026', 'Mar 5, 2026'],
    ['2026-03-05T05:59:59.000Z', 'Mar 4, 2026', 'Mar 5, 2026'],
    ['2026-03-05T06:00:00.000Z', 'Mar 5, 2026', 'Mar 5, 2026'],
    ['2026-03-04T23:59:00.000Z', 'Mar 4, 2026', 'Mar 4, 2026'],
    // Summer (CDT, UTC-5): Chicago's midnight is 05:00Z.
    ['2026-07-05T04:59:00.000Z', 'Jul 4, 2026', 'Jul 5, 2026'],
    ['2026-07-05T05:00:00.000Z', 'Jul 5, 2026', 'Jul 5, 2026'],
    // New Year's Eve at 8:30 pm in Chicago is already next year in UTC.
    ['2027-01-01T02:30:00.000Z', 'Dec 31, 2026', 'Jan 1, 2027'],
  ])('%s is %s in Chicago (%s in UTC)', (instant, chicago, utc) => {
    expect(formatDate(instant, 'medium', CHICAGO)).toBe(chicago);
    expect(formatDate(new Date(instant), 'medium', CHICAGO)).toBe(chicago);
    expect(formatDate(instant, 'medium', 'UTC')).toBe(utc);
  });

  it('gives the day and the time of day in the zone', () => {
    expect(dayIn('2026-03-05T02:30:00.000Z', CHICAGO)).toBe('2026-03-04');
    expect(dayIn('2026-03-05T06:00:00.000Z', CHICAGO)).toBe('2026-03-05');
    expect(formatDateTime('2026-03-05T02:30:00.000Z', 'dateTime', CHICAGO)).toBe('Mar 4, 2026, 8:30 PM');
    expect(formatDateTime('2026-03-05T02:30:00.000Z', 'monthDayTime', CHICAGO)).toBe('Mar 4, 8:30 PM');
    expect(formatDateTime('2026-03-05T02:30:00.000Z', 'time', CHICAGO)).toBe('8:30 PM');
  });

  it.each([
    ['medium', 'Mar 4, 2026'],
    ['mediumPadded', 'Mar 04, 2026'],
    ['long', 'March 4, 2026'],
    ['longPadded', 'March 04, 2026'],
    ['weekday', 'Wed, Mar 4, 2026'],
    ['fullWeekday', 'Wednesday, March 4, 2026'],
    ['monthYear', 'March 2026'],
    ['shortMonthYear', 'Mar 2026'],
    ['monthDay', 'Mar 4'],
  ] as const)('writes the %s style as %s', (style, expected) => {
    expect(formatDate('2026-03-05T02:30:00.000Z', style, CHICAGO)).toBe(expected);
  });
});

describe('a calendar day', () => {
  it.each([CHICAGO, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('reads the same in %s', (zone) => {
    expect(formatDate('2026-03-05', 'medium', zone)).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'weekday', zone)).toBe('Thu, Mar 5, 2026');
  });

  it('moves by whole days across months and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('no date', () => {
  it.each([null, undefined, '', 'not a date'])('%s is written as nothing', (value) => {
    expect(formatDate(value, 'medium', CHICAGO)).toBe('');
    expect(formatDateTime(value, 'dateTime', CHICAGO)).toBe('');
  });
});

describe('server rendering', () => {
  it('renders in the server zone, which the browser hydrates in before it shows its own', () => {
    const Zone = () => createElement('span', null, useReaderTimeZone());
    expect(renderToString(createElement(Zone))).toBe(`<span>${SERVER_RENDER_TIME_ZONE}</span>`);
    expect(SERVER_RENDER_TIME_ZONE).toBe(FALLBACK_TIME_ZONE);
  });
});
