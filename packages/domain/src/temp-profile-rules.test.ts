import { describe, expect, it } from 'vitest';
import {
  emptyWeek,
  formatTimeOfDay,
  isAvailableFor,
  minutesOf,
  tempProfileSummary,
  timeOfMinutes,
  upcomingExceptions,
  weekdayOfDate,
  weeklySummary,
  windowProblems,
  type TempAvailability,
  type TempException,
  type TempProfileSummaryInput,
  type WeeklyPattern,
} from './temp-profile-rules';

const window = (start: string, end: string) => ({ start, end });
const week = (days: Partial<WeeklyPattern>): WeeklyPattern => ({ ...emptyWeek(), ...days });
const dayOff = (date: string): TempException => ({ date, available: false, start: null, end: null });
const extra = (date: string, start: string, end: string): TempException => ({ date, available: true, start, end });

// 2026-12-07 is a Monday; 2026-12-12 a Saturday; 2026-12-13 a Sunday.
const profile: TempAvailability = {
  weekly: week({
    mon: [window('07:00', '17:00')],
    tue: [window('07:00', '12:00'), window('12:00', '17:00')],
    wed: [window('08:00', '12:00'), window('13:00', '17:00')],
    sat: [window('08:00', '12:00')],
  }),
  exceptions: [dayOff('2026-12-14'), extra('2026-12-13', '09:00', '13:00'), extra('2026-12-19', '10:00', '14:00'), extra('2026-12-19', '14:00', '16:00')],
};

describe('isAvailableFor: whether a shift window fits', () => {
  it.each<[string, string, string, string, boolean]>([
    ['a Monday inside the window', '2026-12-07', '08:00', '16:00', true],
    ['a Monday filling the window exactly', '2026-12-07', '07:00', '17:00', true],
    ['a Monday starting before the window', '2026-12-07', '06:30', '12:00', false],
    ['a Monday ending after the window', '2026-12-07', '09:00', '17:30', false],
    ['a Tuesday across two touching windows', '2026-12-08', '10:00', '15:00', true],
    ['a Wednesday across the lunch gap', '2026-12-09', '10:00', '14:00', false],
    ['a Wednesday afternoon inside the second window', '2026-12-09', '13:00', '17:00', true],
    ['a Thursday: no windows', '2026-12-10', '09:00', '10:00', false],
    ['a Saturday morning', '2026-12-12', '08:00', '12:00', true],
    ['a Sunday otherwise off, with an available exception', '2026-12-13', '09:30', '12:30', true],
    ['the Sunday exception does not stretch', '2026-12-13', '08:00', '12:00', false],
    ['a Monday marked a day off', '2026-12-14', '08:00', '09:00', false],
    ['the next Monday, the weekly pattern again', '2026-12-21', '08:00', '09:00', true],
    ['a Saturday whose exception replaces the weekly window', '2026-12-19', '08:00', '12:00', false],
    ['a Saturday across two touching exception windows', '2026-12-19', '11:00', '15:30', true],
    ['an end before the start', '2026-12-07', '12:00', '09:00', false],
    ['an empty shift', '2026-12-07', '09:00', '09:00', false],
    ['a time not HH:MM', '2026-12-07', '9:00', '10:00', false],
    ['a date that does not exist', '2026-02-30', '09:00', '10:00', false],
    ['a date not YYYY-MM-DD', '12/07/2026', '09:00', '10:00', false],
  ])('%s (%s %s–%s): %s', (_name, date, start, end, expected) => {
    expect(isAvailableFor(profile, { date, start, end })).toBe(expected);
  });

  it('a profile without windows or exceptions fits nothing', () => {
    expect(isAvailableFor({ weekly: emptyWeek(), exceptions: [] }, { date: '2026-12-07', start: '09:00', end: '10:00' })).toBe(false);
  });
});

describe('times and days', () => {
  it.each<[string, number | null]>([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
    ['24:00', null],
    ['7:30', null],
    ['', null],
  ])('minutesOf(%j) is %j', (time, minutes) => expect(minutesOf(time)).toBe(minutes));

  it('writes minutes back as HH:MM', () => expect([0, 450, 1439].map(timeOfMinutes)).toEqual(['00:00', '07:30', '23:59']));

  it.each([
    ['00:00', '12:00 am'],
    ['07:05', '7:05 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
  ])('formatTimeOfDay(%j) is %j', (time, shown) => expect(formatTimeOfDay(time)).toBe(shown));

  it.each([
    ['2026-12-06', 'sun'],
    ['2026-12-07', 'mon'],
    ['2026-12-12', 'sat'],
    ['2024-02-29', 'thu'],
    ['2026-02-29', null],
    ['2026-13-01', null],
  ])('weekdayOfDate(%j) is %j', (date, weekday) => expect(weekdayOfDate(date)).toBe(weekday));
});

describe('windowProblems: one day’s windows', () => {
  it.each<[string, { start: string; end: string }[], string[]]>([
    ['none', [], []],
    ['one in order', [window('07:00', '17:00')], []],
    ['touching', [window('07:00', '12:00'), window('12:00', '17:00')], []],
    ['an end before the start', [window('17:00', '07:00')], ['0.end']],
    ['an end equal to the start', [window('09:00', '09:00')], ['0.end']],
    ['overlapping', [window('07:00', '12:00'), window('11:00', '17:00')], ['1.start']],
    ['one inside another', [window('07:00', '17:00'), window('09:00', '10:00')], ['1.start']],
    ['a bad window does not count as an overlap', [window('12:00', '08:00'), window('09:00', '10:00')], ['0.end']],
  ])('%s: %j', (_name, windows, expected) => {
    expect(windowProblems(windows).map((problem) => `${problem.index}.${problem.field}`)).toEqual(expected);
  });

  it('names the window it overlaps', () => {
    expect(windowProblems([window('07:00', '12:00'), window('11:00', '17:00')])[0]?.message).toBe(
      'This overlaps 7:00 am–12:00 pm: make them one window or change the times.',
    );
  });
});

describe('upcomingExceptions', () => {
  it('keeps today and later, by date then start', () => {
    const listed = [extra('2026-12-20', '13:00', '15:00'), dayOff('2026-12-01'), extra('2026-12-20', '08:00', '10:00'), dayOff('2026-12-10')];
    expect(upcomingExceptions(listed, '2026-12-10')).toEqual([
      dayOff('2026-12-10'),
      extra('2026-12-20', '08:00', '10:00'),
      extra('2026-12-20', '13:00', '15:00'),
    ]);
  });
});

describe('the summary on the resume', () => {
  const weekdays = (windows: { start: string; end: string }[]) => ({ mon: windows, tue: windows, wed: windows, thu: windows, fri: windows });
  const base: TempProfileSummaryInput = {
    positions: ['DH', 'DA'],
    weekly: week(weekdays([window('07:00', '17:00')])),
    travelMiles: 25,
    minimumRateCents: 4500,
    instantBooking: true,
  };

  it('reads as the example the product gives', () => {
    expect(tempProfileSummary(base)).toBe(
      'Temps as Dental Hygienist, Dental Assistant · Mon–Fri 7:00 am–5:00 pm · within 25 mi · from $45/h · instant booking',
    );
  });

  it('ends with the reliability score of a professional with a history of booked shifts', () => {
    expect(tempProfileSummary(base, 790)).toBe(
      'Temps as Dental Hygienist, Dental Assistant · Mon–Fri 7:00 am–5:00 pm · within 25 mi · from $45/h · instant booking · reliability 79%',
    );
    expect(tempProfileSummary(base, null)).toBe(tempProfileSummary(base));
  });

  it.each<[string, Partial<TempProfileSummaryInput>, string]>([
    [
      'one position, cents, no instant booking',
      { positions: ['DD'], minimumRateCents: 12_550, instantBooking: false },
      'Temps as Dentist · Mon–Fri 7:00 am–5:00 pm · within 25 mi · from $125.50/h',
    ],
    [
      'no weekly windows',
      { weekly: emptyWeek(), travelMiles: 5 },
      'Temps as Dental Hygienist, Dental Assistant · on chosen dates · within 5 mi · from $45/h · instant booking',
    ],
    [
      'the order the person chose',
      { positions: ['FO', 'LT', 'SR'], travelMiles: 100 },
      'Temps as Dental Front Office, Dental Lab Tech, Dental Rep · Mon–Fri 7:00 am–5:00 pm · within 100 mi · from $45/h · instant booking',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(tempProfileSummary({ ...base, ...overrides })).toBe(expected);
  });

  it.each<[string, Partial<WeeklyPattern>, string | null]>([
    ['no windows', {}, null],
    ['one day', { sat: [window('08:00', '12:00')] }, 'Sat 8:00 am–12:00 pm'],
    ['two days together', { sat: [window('08:00', '12:00')], sun: [window('08:00', '12:00')] }, 'Sat, Sun 8:00 am–12:00 pm'],
    [
      'days apart with the same hours',
      { mon: [window('07:00', '15:00')], wed: [window('07:00', '15:00')], fri: [window('07:00', '15:00')] },
      'Mon, Wed, Fri 7:00 am–3:00 pm',
    ],
    [
      'groups Monday first, windows by start',
      {
        ...weekdays([window('13:00', '17:00'), window('07:00', '12:00')]),
        sun: [window('09:00', '13:00')],
        thu: [window('07:00', '12:00')],
      },
      'Mon–Wed, Fri 7:00 am–12:00 pm & 1:00 pm–5:00 pm; Thu 7:00 am–12:00 pm; Sun 9:00 am–1:00 pm',
    ],
  ])('weekly: %s', (_name, days, expected) => {
    expect(weeklySummary(week(days))).toBe(expected);
  });
});
