import { describe, expect, it } from 'vitest';
import { TempProfileInputSchema, emptyWeek, type TempExceptionInput } from './temp-profile';

const valid = {
  positions: ['DH', 'DA'],
  weekly: { ...emptyWeek(), mon: [{ start: '07:00', end: '17:00' }], sat: [{ start: '08:00', end: '12:00' }] },
  exceptions: [
    { date: '2026-12-24', available: false },
    { date: '2026-12-27', available: true, start: '09:00', end: '13:00' },
  ],
  travelMiles: 25,
  minimumRateCents: 4500,
  instantBooking: true,
};

/** The paths of a parse's issues, as the API names fields ('weekly.mon.0.end'). */
const paths = (body: unknown) => (TempProfileInputSchema.safeParse(body).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the temp profile body', () => {
  it('takes a whole profile; days left out and exceptions left out are empty', () => {
    expect(TempProfileInputSchema.parse(valid).exceptions[0]).toEqual({ date: '2026-12-24', available: false, start: null, end: null });
    const lean = TempProfileInputSchema.parse({ ...valid, weekly: { tue: [{ start: '08:00', end: '16:00' }] }, exceptions: undefined });
    expect(lean.weekly).toEqual({ ...emptyWeek(), tue: [{ start: '08:00', end: '16:00' }] });
    expect(lean.exceptions).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no positions', { positions: [] }, ['positions']],
    ['an unknown position', { positions: ['DH', 'XX'] }, ['positions.1']],
    ['a position twice', { positions: ['DH', 'DH'] }, ['positions']],
    ['an end before the start', { weekly: { mon: [{ start: '17:00', end: '07:00' }] } }, ['weekly.mon.0.end']],
    ['an end equal to the start', { weekly: { fri: [{ start: '09:00', end: '09:00' }] } }, ['weekly.fri.0.end']],
    [
      'overlapping windows',
      {
        weekly: {
          tue: [
            { start: '07:00', end: '12:00' },
            { start: '11:30', end: '15:00' },
          ],
        },
      },
      ['weekly.tue.1.start'],
    ],
    ['a blank time', { weekly: { wed: [{ start: '', end: '12:00' }] } }, ['weekly.wed.0.start']],
    ['a time past midnight', { weekly: { wed: [{ start: '08:00', end: '24:00' }] } }, ['weekly.wed.0.end']],
    [
      'too many windows',
      {
        weekly: {
          thu: ['06:00', '09:00', '12:00', '15:00', '18:00'].map((start) => ({
            start,
            end: start.replace(/^(\d\d)/, (h) => String(Number(h) + 2).padStart(2, '0')),
          })),
        },
      },
      ['weekly.thu'],
    ],
    ['an unknown weekday', { weekly: { mon: [], funday: [] } }, ['weekly']],
    ['travel under 5 miles', { travelMiles: 4 }, ['travelMiles']],
    ['travel over 100 miles', { travelMiles: 101 }, ['travelMiles']],
    ['travel not whole', { travelMiles: 12.5 }, ['travelMiles']],
    ['a rate under $7.25', { minimumRateCents: 724 }, ['minimumRateCents']],
    ['a rate over $500', { minimumRateCents: 50_001 }, ['minimumRateCents']],
    ['a rate in dollars', { minimumRateCents: 45.5 }, ['minimumRateCents']],
    ['instant booking as text', { instantBooking: 'yes' }, ['instantBooking']],
    ['an unknown field', { timeZone: 'America/Chicago' }, ['']],
  ])('%s: issues at %j', (_name, change, expected) => {
    expect(paths({ ...valid, ...change })).toEqual(expected);
  });

  it.each<[string, TempExceptionInput[], string[]]>([
    ['a day off and a window on other dates', valid.exceptions, []],
    ['a day off with times', [{ date: '2026-12-24', available: false, start: '09:00', end: null }], ['exceptions.0.start']],
    ['a window without times', [{ date: '2026-12-24', available: true }], ['exceptions.0.start', 'exceptions.0.end']],
    ['a window ending before it starts', [{ date: '2026-12-24', available: true, start: '13:00', end: '09:00' }], ['exceptions.0.end']],
    ['a date that does not exist', [{ date: '2026-02-30', available: false }], ['exceptions.0.date']],
    ['a blank date', [{ date: '', available: false }], ['exceptions.0.date']],
    [
      'a day off listed twice',
      [
        { date: '2026-12-24', available: false },
        { date: '2026-12-24', available: false },
      ],
      ['exceptions.1.date'],
    ],
    [
      'a window on a day off',
      [
        { date: '2026-12-24', available: false },
        { date: '2026-12-24', available: true, start: '09:00', end: '10:00' },
      ],
      ['exceptions.1.date'],
    ],
    [
      'two windows on one date',
      [
        { date: '2026-12-24', available: true, start: '08:00', end: '10:00' },
        { date: '2026-12-24', available: true, start: '10:00', end: '12:00' },
      ],
      [],
    ],
    [
      'overlapping windows on one date',
      [
        { date: '2026-12-24', available: true, start: '08:00', end: '11:00' },
        { date: '2026-12-24', available: true, start: '10:00', end: '12:00' },
      ],
      ['exceptions.1.start'],
    ],
  ])('exceptions, %s: issues at %j', (_name, exceptions, expected) => {
    expect(paths({ ...valid, exceptions })).toEqual(expected);
  });

  it('says what is wrong in words', () => {
    const issues = TempProfileInputSchema.safeParse({ ...valid, positions: [], weekly: { mon: [{ start: '17:00', end: '07:00' }] } }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual(['Choose at least one position you temp as.', 'The end time must come after the start time.']);
  });
});
