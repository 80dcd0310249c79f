import { describe, expect, it } from 'vitest';
import { InterviewAvailabilityInputSchema, openSlots } from './interview-scheduling';

const base = { durationMinutes: 60, minNoticeHours: 0, busy: [], horizonDays: 0 };

describe('openSlots', () => {
  it.each([
    // [zone, now, window, expected instants]
    ['America/Chicago', '2026-09-08T05:00:00Z', { day: 2, from: '09:00', to: '11:00' }, ['2026-09-08T14:00:00.000Z', '2026-09-08T15:00:00.000Z']],
    ['America/Los_Angeles', '2026-09-08T07:00:00Z', { day: 2, from: '09:00', to: '10:00' }, ['2026-09-08T16:00:00.000Z']],
    ['Asia/Kolkata', '2026-09-07T20:00:00Z', { day: 2, from: '09:30', to: '10:30' }, ['2026-09-08T04:00:00.000Z']],
    // Spring forward in Chicago (Sunday Mar 8 2026): 2:00 does not exist, 1:00 is CST, 3:00 CDT.
    ['America/Chicago', '2026-03-08T06:00:00Z', { day: 0, from: '01:00', to: '04:00' }, ['2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z']],
    // Fall back (Sunday Nov 1 2026): 1:00 happens twice, offered once (the first, CDT).
    [
      'America/Chicago',
      '2026-11-01T05:00:00Z',
      { day: 0, from: '00:00', to: '03:00' },
      ['2026-11-01T05:00:00.000Z', '2026-11-01T06:00:00.000Z', '2026-11-01T08:00:00.000Z'],
    ],
  ])('%s at %s', (timeZone, now, window, expected) => {
    expect(openSlots({ ...base, timeZone, now: new Date(now), windows: [window] })).toEqual(expected);
  });

  it('keeps the minimum notice and leaves out booked times', () => {
    const slots = openSlots({
      windows: [{ day: 2, from: '09:00', to: '12:00' }],
      durationMinutes: 30,
      minNoticeHours: 1,
      timeZone: 'America/Chicago',
      now: new Date('2026-09-08T14:10:00Z'), // 9:10 CDT
      busy: [{ start: new Date('2026-09-08T15:30:00Z'), end: new Date('2026-09-08T16:00:00Z') }],
      horizonDays: 0,
    });
    // 9:00-10:00 are sooner than an hour's notice, 10:30 is booked.
    expect(slots).toEqual(['2026-09-08T16:00:00.000Z', '2026-09-08T16:30:00.000Z']);
  });

  it('runs to the horizon, a week later the same wall clock', () => {
    const slots = openSlots({
      ...base,
      timeZone: 'America/Chicago',
      now: new Date('2026-10-27T06:00:00Z'),
      windows: [{ day: 2, from: '09:00', to: '10:00' }],
      horizonDays: 7,
    });
    // Oct 27 CDT (UTC-5), Nov 3 CST (UTC-6): 9:00 both times.
    expect(slots).toEqual(['2026-10-27T14:00:00.000Z', '2026-11-03T15:00:00.000Z']);
  });
});

describe('InterviewAvailabilityInputSchema', () => {
  it('accepts weekly windows and refuses short or overlapping ones, naming the field', () => {
    expect(
      InterviewAvailabilityInputSchema.safeParse({ windows: [{ day: 1, from: '09:00', to: '12:00' }], durationMinutes: 30, minNoticeHours: 24 }).success,
    ).toBe(true);
    const short = InterviewAvailabilityInputSchema.safeParse({ windows: [{ day: 1, from: '09:00', to: '09:20' }], durationMinutes: 30, minNoticeHours: 24 });
    expect(short.error?.issues[0]?.path).toEqual(['windows', 0, 'to']);
  });
});
