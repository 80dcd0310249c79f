import { describe, expect, it } from 'vitest';
import { dateRange, fullDay, hoursLabel, localDay, localDayBefore, monthYear, placeOf, yearsLabel } from './resume-format';

describe('resume formatting', () => {
  it.each([
    ['2024-03-01', 'Mar 2024'],
    ['2019-12-31', 'Dec 2019'],
    ['', ''],
    ['not a day', ''],
    ['2024-13-01', ''],
  ])('monthYear(%s) is %s', (day, text) => expect(monthYear(day)).toBe(text));

  it('writes a full day without shifting it by time zone', () => expect(fullDay('2024-03-01')).toBe('Mar 1, 2024'));

  it.each([
    ['2019-06-01', null, true, 'Jun 2019 – Present'],
    ['2019-06-01', '2021-02-15', false, 'Jun 2019 – Feb 2021'],
    ['2019-06-01', null, false, 'From Jun 2019'],
    [null, '2021-02-15', false, 'Until Feb 2021'],
    [null, null, false, ''],
  ] as const)('dateRange(%s, %s, current %s) is %s', (start, end, current, text) => expect(dateRange(start, end, { current })).toBe(text));

  it('joins a place and leaves out what is missing', () => {
    expect(placeOf('Austin', 'TX')).toBe('Austin, TX');
    expect(placeOf(null, 'TX')).toBe('TX');
    expect(placeOf('  ', null)).toBe('');
  });

  it('counts years and hours', () => {
    expect(yearsLabel(1)).toBe('1 year');
    expect(yearsLabel(8)).toBe('8 years');
    expect(hoursLabel(1)).toBe('1 hour');
    expect(hoursLabel(2.5)).toBe('2.5 hours');
    expect(hoursLabel(0.25)).toBe('0.25 hours');
  });

  it('gives the local calendar day and the one n days before it', () => {
    const noon = new Date(2026, 2, 1, 12); // 1 March 2026, local time
    expect(localDay(noon)).toBe('2026-03-01');
    expect(localDayBefore(1, noon)).toBe('2026-02-28');
    expect(localDayBefore(31, noon)).toBe('2026-01-29');
  });
});
