import { describe, expect, it } from 'vitest';
import type { JobDate } from '@chairside/domain/job-posting';
import type { ProfessionalShift, ProfessionalShifts } from '@chairside/domain/temp-shifts';
import { NO_OWN_SHIFTS, ownShiftsOf, shiftHours, shiftPay, standingOf, upcomingShifts } from './job-shifts';

const shift = (overrides: Partial<JobDate> = {}): JobDate => ({
  id: 1,
  date: '2026-12-03',
  startTime: '08:00',
  endTime: '17:00',
  status: 'ACTIVE',
  bookingMode: 'INSTANT',
  rateCents: 5000,
  breakMinutes: 30,
  totalCents: 42_500,
  timeZone: 'America/Chicago',
  ...overrides,
});

describe('upcomingShifts', () => {
  it('keeps today and later by the day where the shift is, drops cancelled ones, in date order', () => {
    // 03:00 UTC on December 3 is still December 2 in Chicago.
    const now = new Date('2026-12-03T03:00:00Z');
    const dates = [
      shift({ id: 4, date: '2026-12-05' }),
      shift({ id: 1, date: '2026-12-01' }),
      shift({ id: 2, date: '2026-12-02' }),
      shift({ id: 3, date: '2026-12-04', status: 'CANCELED' }),
      shift({ id: 5, date: '2026-12-03', status: 'BOOKED' }),
    ];
    expect(upcomingShifts(dates, now).map((d) => d.id)).toEqual([2, 5, 4]);
    // By then it is December 3 in Chicago: December 2 has passed.
    expect(upcomingShifts(dates, new Date('2026-12-03T07:00:00Z')).map((d) => d.id)).toEqual([5, 4]);
  });
});

describe('standingOf', () => {
  const own = { booked: new Set([10]), asked: new Set([11]), offered: new Set([12]) };
  it.each([
    ['an instant-book shift', shift({ id: 1, bookingMode: 'INSTANT' }), NO_OWN_SHIFTS, 'book'],
    ['an applicants shift', shift({ id: 1, bookingMode: 'APPLICANTS' }), NO_OWN_SHIFTS, 'ask'],
    ['a request shift', shift({ id: 1, bookingMode: 'REQUEST' }), NO_OWN_SHIFTS, 'by-invitation'],
    ['a shift someone else is booked on', shift({ id: 1, status: 'BOOKED' }), NO_OWN_SHIFTS, 'filled'],
    ['the reader’s booked shift', shift({ id: 10, status: 'BOOKED' }), own, 'booked-by-you'],
    ['a shift the reader asked for', shift({ id: 11, bookingMode: 'APPLICANTS' }), own, 'asked'],
    ['a request offered to the reader', shift({ id: 12, bookingMode: 'REQUEST' }), own, 'offered-to-you'],
    ['a shift the reader asked for that was filled by another', shift({ id: 11, status: 'BOOKED' }), own, 'filled'],
  ] as const)('%s', (_name, date, mine, standing) => expect(standingOf(date, mine)).toBe(standing));
});

describe('ownShiftsOf', () => {
  const professionalShift = (id: number, overrides: Partial<ProfessionalShift>) =>
    ({ id, status: 'ACTIVE', offerStatus: null, ...overrides }) as ProfessionalShift;
  it('reads bookings, open applications and open offers; closed offers count for nothing', () => {
    const answer = {
      reliability: 800,
      booked: [professionalShift(1, { status: 'BOOKED', isBookedByMe: true })],
      offers: [
        professionalShift(2, { offerStatus: 'APPLIED' }),
        professionalShift(3, { offerStatus: 'OFFERED' }),
        professionalShift(4, { offerStatus: 'APPLIED', status: 'BOOKED' }),
      ],
    } as unknown as ProfessionalShifts;
    const own = ownShiftsOf(answer);
    expect([...own.booked]).toEqual([1]);
    expect([...own.asked]).toEqual([2]);
    expect([...own.offered]).toEqual([3]);
    expect(ownShiftsOf(undefined)).toBe(NO_OWN_SHIFTS);
  });
});

describe('what a shift card says', () => {
  it('gives the hours with the zone of the shift’s day, or that they are to agree', () => {
    expect(shiftHours(shift())).toBe('8:00 am–5:00 pm CST');
    expect(shiftHours(shift({ date: '2026-07-01' }))).toBe('8:00 am–5:00 pm CDT');
    expect(shiftHours(shift({ startTime: null, endTime: null }))).toBe('Hours to agree');
  });
  it('gives the rate, the total and the unpaid break, leaving out what is not set', () => {
    expect(shiftPay(shift())).toBe('$50.00/hour · $425.00 in all · 30 min unpaid break');
    expect(shiftPay(shift({ rateCents: null, totalCents: null, breakMinutes: 0 }))).toBe('Pay set by the practice');
  });
});
