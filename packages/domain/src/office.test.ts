import { describe, expect, it } from 'vitest';
import { OfficeHoursInputSchema, OfficeInputSchema, PhotoOrderSchema, formatOpeningHours, officeHoursOf } from './office';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('office bodies', () => {
  it('needs a name, a street and a ZIP; the rest defaults to null', () => {
    expect(OfficeInputSchema.parse({ name: ' Main ', address: '1 Main St', zip: '60614' })).toEqual({
      name: 'Main',
      address: '1 Main St',
      address2: null,
      city: null,
      state: null,
      zip: '60614',
      phone: null,
    });
    expect(paths(OfficeInputSchema.safeParse({ name: '', address: '', zip: '1' }))).toEqual(['name', 'address', 'zip']);
  });

  it.each([
    [{ hours: [] }, []],
    [{ hours: [{ dow: 0, opens: '00:00', closes: '23:59' }] }, []],
    [{ hours: [{ dow: 1, opens: '09:00', closes: '09:00' }] }, ['hours.0.closes']],
    [{ hours: [{ dow: -1, opens: '09:00', closes: '10:00' }] }, ['hours.0.dow']],
    [{ hours: [{ dow: 1.5, opens: '09:00', closes: '10:00' }] }, ['hours.0.dow']],
    [{ hours: [{ dow: 1, opens: '9:00', closes: '10:00' }] }, ['hours.0.opens']],
    [
      {
        hours: [
          { dow: 2, opens: '09:00', closes: '10:00' },
          { dow: 2, opens: '11:00', closes: '12:00' },
        ],
      },
      ['hours.1.dow'],
    ],
  ])('hours %j: issues at %j', (body, expected) => {
    expect(paths(OfficeHoursInputSchema.safeParse(body))).toEqual(expected);
  });

  it('photo order lists each id once', () => {
    expect(paths(PhotoOrderSchema.safeParse({ ids: [3, 1, 2] }))).toEqual([]);
    expect(paths(PhotoOrderSchema.safeParse({ ids: [3, 3] }))).toEqual(['ids']);
    expect(paths(PhotoOrderSchema.safeParse({ ids: [0] }))).toEqual(['ids.0']);
  });
});

describe('hours for people', () => {
  it('names the days, Sunday first, and reads 12-hour times', () => {
    expect(
      officeHoursOf([
        { dow: 6, opens: '08:00', closes: '12:00' },
        { dow: 0, opens: '10:00', closes: '14:00' },
      ]),
    ).toEqual([
      { dow: 0, day: 'Sunday', opens: '10:00', closes: '14:00' },
      { dow: 6, day: 'Saturday', opens: '08:00', closes: '12:00' },
    ]);
    expect(formatOpeningHours('08:00', '17:30')).toBe('8:00 AM - 5:30 PM');
    expect(formatOpeningHours('00:15', '12:00')).toBe('12:15 AM - 12:00 PM');
  });
});
