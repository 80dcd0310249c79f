import { describe, expect, it } from 'vitest';
import {
  cePresetFor,
  ceProgress,
  CeCourseInputSchema,
  isUpcomingCourse,
  presetCycleDates,
  shouldRemindCe,
  yearsAfter,
  yearsBefore,
  type CeCycle,
} from './ce-tracker';

const cycle: CeCycle = { state: 'TX', cycleStart: '2025-01-01', cycleEnd: '2026-12-31', hoursRequired: 24 };
const course = (completedDate: string | null, hours: number | null, category: string | null = 'CLINICAL') => ({ completedDate, hours, category });

describe('ceProgress', () => {
  it.each([
    ['nothing yet, at the start: on track', [], '2025-01-01', { hoursEarned: 0, hoursLeft: 24, percent: 0, status: 'on_track', daysLeft: 729 }],
    ['nothing at the halfway mark: short', [], '2026-01-01', { hoursEarned: 0, status: 'short', daysLeft: 364 }],
    ['half the hours just before halfway: on track', [course('2025-06-01', 12)], '2025-12-31', { hoursEarned: 12, percent: 50, status: 'on_track' }],
    [
      'enough hours: met, at most 100%',
      [course('2025-06-01', 20), course('2026-02-01', 10)],
      '2026-03-01',
      { hoursEarned: 30, hoursLeft: 0, percent: 100, status: 'met' },
    ],
    [
      'courses outside the cycle and without day or hours do not count',
      [course('2024-12-31', 10), course('2027-01-01', 10), course(null, 10), course('2025-05-05', null)],
      '2025-06-01',
      { hoursEarned: 0 },
    ],
    ['the boundaries count', [course('2025-01-01', 2), course('2026-12-31', 3)], '2026-12-31', { hoursEarned: 5, daysLeft: 0, status: 'short' }],
    ['after the end and short: ended', [course('2025-03-03', 1.5)], '2027-01-05', { hoursEarned: 1.5, hoursLeft: 22.5, status: 'ended', daysLeft: 0 }],
    ['a course dated after today (an event ahead) counts from its day', [course('2025-03-01', 2), course('2025-05-01', 6)], '2025-04-01', { hoursEarned: 2 }],
    [
      'quarter hours add without float dust',
      [course('2025-03-03', 0.25), course('2025-03-04', 0.1), course('2025-03-05', 0.2)],
      '2025-04-01',
      { hoursEarned: 0.55 },
    ],
  ] as const)('%s', (_, courses, today, expected) => {
    expect(ceProgress(courses, cycle, today)).toMatchObject(expected);
  });

  it('groups hours by category, most first', () => {
    const progress = ceProgress([course('2025-02-01', 2, 'ETHICS_LAW'), course('2025-03-01', 6), course('2025-04-01', 3, null)], cycle, '2025-05-01');
    expect(progress.byCategory).toEqual([
      { category: 'CLINICAL', hours: 6 },
      { category: 'OTHER', hours: 3 },
      { category: 'ETHICS_LAW', hours: 2 },
    ]);
  });
});

describe('shouldRemindCe (90 days before the end, hours short, once per cycle end)', () => {
  const short = ceProgress([course('2025-02-01', 4)], cycle, '2026-10-02');
  const met = ceProgress([course('2025-02-01', 24)], cycle, '2026-10-02');
  it.each([
    ['91 days before: not yet', short, null, '2026-10-01', false],
    ['90 days before, short: remind', short, null, '2026-10-02', true],
    ['already reminded for this end', short, '2026-12-31', '2026-11-01', false],
    ['reminded for an earlier cycle: remind again', short, '2024-12-31', '2026-11-01', true],
    ['hours met: never', met, null, '2026-11-01', false],
    ['after the end: never', short, null, '2027-01-01', false],
  ] as const)('%s', (_, progress, remindedFor, today, expected) => {
    expect(shouldRemindCe(progress, { ...cycle, remindedFor }, today)).toBe(expected);
  });
});

describe('presets', () => {
  it.each([
    ['TX', 'DH', { state: 'TX', position: 'DH', hoursRequired: 24, cycleYears: 2 }],
    ['ca', 'DD', { state: 'CA', position: 'DD', hoursRequired: 50, cycleYears: 2 }],
    ['TX', 'DA', { state: 'TX', position: 'DA', hoursRequired: 12, cycleYears: 2 }],
    ['WA', 'DD', { state: 'WA', position: 'DD', hoursRequired: 63, cycleYears: 3 }],
    ['FL', 'DA', null],
    ['TX', 'FO', null],
    ['TX', 'constructor', null],
    ['ZZ', 'DH', null],
    [null, 'DH', null],
  ] as const)('%s %s', (state, position, expected) => {
    expect(cePresetFor(state, position)).toEqual(expected);
  });

  it('yearsBefore keeps the day, Feb 29 falling to Feb 28', () => {
    expect(yearsBefore('2027-08-31', 2)).toBe('2025-08-31');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(yearsAfter('2025-08-31', 2)).toBe('2027-08-31');
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-02-28');
  });

  it.each([
    ['both empty: a cycle from today', { cycleStart: '', cycleEnd: '' }, { cycleStart: '2026-11-30', cycleEnd: '2028-11-30' }],
    ['an end: the start before it', { cycleStart: '', cycleEnd: '2027-08-31' }, { cycleStart: '2025-08-31', cycleEnd: '2027-08-31' }],
    ['both: the end kept, the start follows', { cycleStart: '2020-01-01', cycleEnd: '2027-08-31' }, { cycleStart: '2025-08-31', cycleEnd: '2027-08-31' }],
    ['a start: the end after it', { cycleStart: '2026-03-01', cycleEnd: '' }, { cycleStart: '2026-03-01', cycleEnd: '2028-03-01' }],
    ['a half-typed end counts as none', { cycleStart: '', cycleEnd: '2027-02' }, { cycleStart: '2026-11-30', cycleEnd: '2028-11-30' }],
  ])('presetCycleDates, %s', (_, current, dates) => expect(presetCycleDates(current, 2, '2026-11-30')).toEqual(dates));

  it.each([
    ['2026-12-05', true],
    ['2026-11-30', false],
    ['2026-01-10', false],
    [null, false],
  ])('a course on %s is upcoming on 2026-11-30: %s', (completedDate, upcoming) => expect(isUpcomingCourse({ completedDate }, '2026-11-30')).toBe(upcoming));
});

describe('CeCourseInputSchema hours', () => {
  it.each([
    [0.25, true],
    [1000, true],
    [0.2, false],
    [0, false],
    [-1, false],
    [1000.25, false],
    [Number.NaN, false],
  ])('%s', (hours, ok) => {
    expect(CeCourseInputSchema.safeParse({ title: 'x', provider: null, completedDate: '2026-01-01', hours, category: 'OTHER' }).success).toBe(ok);
  });
});
