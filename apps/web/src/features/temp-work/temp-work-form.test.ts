import { describe, expect, it } from 'vitest';
import { emptyWeek, type TempProfile } from '@chairside/domain/temp-profile';
import { centsOfDollars, dollarsOfCents } from '../../components/form/money-text';
import { TempWorkFormSchema, formFieldOf, formValuesOf, type TempWorkFormValues } from './temp-work-form';

const stored: TempProfile = {
  exists: true,
  positions: ['DH', 'DA'],
  weekly: { ...emptyWeek(), mon: [{ start: '07:00', end: '17:00' }] },
  exceptions: [
    { date: '2026-12-24', available: false, start: null, end: null },
    { date: '2026-12-27', available: true, start: '09:00', end: '13:00' },
  ],
  travelMiles: 25,
  minimumRateCents: 4550,
  instantBooking: true,
  timeZone: 'America/Chicago',
  summary: 'Temps as Dental Hygienist, Dental Assistant · Mon 7:00 am–5:00 pm · within 25 mi · from $45.50/h · instant booking',
  updatedAt: '2026-12-01T15:00:00.000Z',
};
const empty: TempProfile = {
  ...stored,
  exists: false,
  positions: [],
  weekly: emptyWeek(),
  exceptions: [],
  minimumRateCents: null,
  instantBooking: false,
  summary: null,
};

const paths = (values: TempWorkFormValues) => (TempWorkFormSchema.safeParse(values).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the temp work form', () => {
  it('shows a stored profile in its boxes and sends it back as the API body', () => {
    const values = formValuesOf(stored, 'DH');
    expect(values).toEqual({
      positions: ['DH', 'DA'],
      weekly: { ...emptyWeek(), mon: [{ start: '07:00', end: '17:00' }] },
      exceptions: [
        { date: '2026-12-24', available: 'off', start: '', end: '' },
        { date: '2026-12-27', available: 'window', start: '09:00', end: '13:00' },
      ],
      travelMiles: '25',
      minimumRate: '45.50',
      instantBooking: true,
    });
    expect(TempWorkFormSchema.parse(values)).toEqual({
      positions: ['DH', 'DA'],
      weekly: { ...emptyWeek(), mon: [{ start: '07:00', end: '17:00' }] },
      exceptions: [
        { date: '2026-12-24', available: false, start: null, end: null },
        { date: '2026-12-27', available: true, start: '09:00', end: '13:00' },
      ],
      travelMiles: 25,
      minimumRateCents: 4550,
      instantBooking: true,
    });
  });

  it('starts an empty profile with the person’s own position ticked and no rate', () => {
    expect(formValuesOf(empty, 'FO')).toMatchObject({ positions: ['FO'], travelMiles: '25', minimumRate: '', exceptions: [] });
    expect(formValuesOf(empty, null).positions).toEqual([]);
  });

  it.each<[string, Partial<TempWorkFormValues>, string[]]>([
    ['nothing wrong', {}, []],
    ['no positions', { positions: [] }, ['positions']],
    ['an end before the start', { weekly: { ...emptyWeek(), mon: [{ start: '09:00', end: '08:00' }] } }, ['weekly.mon.0.end']],
    ['a blank start', { weekly: { ...emptyWeek(), tue: [{ start: '', end: '08:00' }] } }, ['weekly.tue.0.start']],
    [
      'a window date without its times',
      { exceptions: [{ date: '2026-12-27', available: 'window', start: '', end: '' }] },
      ['exceptions.0.start', 'exceptions.0.end'],
    ],
    ['a day off with times left in its boxes', { exceptions: [{ date: '2026-12-27', available: 'off', start: '09:00', end: '' }] }, []],
    ['a blank date', { exceptions: [{ date: '', available: 'off', start: '', end: '' }] }, ['exceptions.0.date']],
    ['a blank distance', { travelMiles: '' }, ['travelMiles']],
    ['a distance too far', { travelMiles: '250' }, ['travelMiles']],
    ['a rate that is not an amount', { minimumRate: 'forty' }, ['minimumRate']],
    ['a rate too low', { minimumRate: '7' }, ['minimumRate']],
  ])('%s: messages at %j', (_name, change, expected) => {
    expect(paths({ ...formValuesOf(stored, 'DH'), ...change })).toEqual(expected);
  });

  it.each<[string, number | null]>([
    ['45', 4500],
    ['$45.5', 4550],
    [' 1,000 ', 100_000],
    ['', null],
  ])('reads %j dollars as %j cents', (text, cents) => expect(centsOfDollars(text)).toBe(cents));

  it('refuses what is not an amount, and writes cents back', () => {
    expect(centsOfDollars('4.555')).toBeNaN();
    expect([4500, 4550, null].map(dollarsOfCents)).toEqual(['45', '45.50', '']);
  });

  it.each<[string, string | null]>([
    ['weekly.mon.0.end', 'weekly.mon.0.end'],
    ['exceptions.2.date', 'exceptions.2.date'],
    ['minimumRateCents', 'minimumRate'],
    ['positions.1', 'positions'],
    ['travelMiles', 'travelMiles'],
    ['timeZone', null],
  ])('a server message at %j shows at %j', (path, field) => expect(formFieldOf(path.split('.'))).toBe(field));
});
