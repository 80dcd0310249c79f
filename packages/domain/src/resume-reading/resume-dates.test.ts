import { describe, expect, it } from 'vitest';
import { findDates, findRanges, parseMonthYear, rangeDays } from './resume-dates';

const TODAY = '2026-05-15';

describe('dates as resumes write them', () => {
  it.each([
    ['Jan 2019', { year: 2019, month: 1 }],
    ['January, 2019', { year: 2019, month: 1 }],
    ['Sept. 2021', { year: 2021, month: 9 }],
    ['sep 2021', { year: 2021, month: 9 }],
    ['03/2017', { year: 2017, month: 3 }],
    ['3/15/2017', { year: 2017, month: 3 }],
    ['12-2019', { year: 2019, month: 12 }],
    ['Fall 2015', { year: 2015, month: 9 }],
    ['Spring 2016', { year: 2016, month: 3 }],
    ['2014', { year: 2014, month: null }],
    ['Smarch 2014', null],
    ['hello', null],
  ])('%s', (text, expected) => {
    expect(parseMonthYear(text)).toEqual(expected);
  });
});

describe('date ranges in a line', () => {
  it.each([
    ['Registered Dental Hygienist | Jan 2019 – Present', '2019-01-01', null],
    ['Dental Assistant, June 2016 - February 2020', '2016-06-01', '2020-02-01'],
    ['Office Manager (03/2017 – 08/2020)', '2017-03-01', '2020-08-01'],
    ['Harper College 2014-2016', '2014-01-01', '2016-12-01'],
    ['Sept. 2021 to Current', '2021-09-01', null],
    ['May 2018 – Aug. 2021', '2018-05-01', '2021-08-01'],
    ['Fall 2015 through Spring 2017', '2015-09-01', '2017-03-01'],
    ['Since 2019 until now', '2019-01-01', null],
    ['2016 – 2026 (this year: up to this month)', '2016-01-01', '2026-05-01'],
    ['written backwards: 2019 – 2016', '2016-12-01', '2019-01-01'],
  ])('%s', (text, startDate, endDate) => {
    const [found] = findRanges(text);
    if (!found) throw new Error(`no range found in ${text}`);
    expect(rangeDays(found.range, TODAY)).toEqual({ startDate, endDate });
  });

  it.each([
    ['License #019.012019', 'a license number'],
    ['(312) 555-2019', 'a phone number'],
    ['Lic. 12-2019-0042', 'a number with dashes'],
    ['RDH2019', 'letters around it'],
    ['60614', 'a ZIP code'],
  ])('finds none in %s (%s)', (text) => {
    expect(findRanges(text)).toEqual([]);
    expect(findDates(text)).toEqual([]);
  });
});
