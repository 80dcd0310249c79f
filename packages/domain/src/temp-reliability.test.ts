import { describe, expect, it } from 'vitest';
import {
  bookingNeedsReview,
  cancellationEvent,
  practiceCancellationFeeCents,
  reliabilityPercent,
  reliabilityScore,
  RELIABILITY_RULES,
  shiftPayCents,
  type ReliabilityEvent,
} from './temp-reliability';

const at = (iso: string) => new Date(iso);
const shift = { startsAt: at('2026-12-10T14:00:00Z'), endsAt: at('2026-12-10T23:00:00Z'), unpaidBreakMinutes: 60, hourlyRateCents: 4_500 };

describe('temp reliability', () => {
  it('keeps its points in one table', () => {
    expect(Object.fromEntries(Object.entries(RELIABILITY_RULES).map(([event, rule]) => [event, rule.points]))).toEqual({
      WORKED: 10,
      CANCELLED_EARLY: -10,
      CANCELLED_LATE: -50,
      NO_SHOW: -100,
    });
  });

  it.each<[string, ReliabilityEvent[], number, number]>([
    ['a newcomer', [], 800, 80],
    ['one shift worked', ['WORKED'], 810, 81],
    ['an early cancellation', ['CANCELLED_EARLY'], 790, 79],
    ['a late cancellation', ['CANCELLED_LATE'], 750, 75],
    ['a no-show', ['NO_SHOW'], 700, 70],
    ['a no-show then three shifts', ['NO_SHOW', 'WORKED', 'WORKED', 'WORKED'], 730, 73],
    ['never above the maximum', Array<ReliabilityEvent>(30).fill('WORKED'), 1000, 100],
    ['the maximum, then a late cancellation', [...Array<ReliabilityEvent>(25).fill('WORKED'), 'CANCELLED_LATE'], 950, 95],
    ['never below zero, and climbing back from it', [...Array<ReliabilityEvent>(9).fill('NO_SHOW'), 'WORKED'], 10, 1],
  ])('%s scores %i (%i%%)', (_name, events, score, percent) => {
    expect(reliabilityScore(events)).toBe(score);
    expect(reliabilityPercent(score)).toBe(percent);
  });

  it.each<[string, string, ReliabilityEvent]>([
    ['two days before', '2026-12-08T14:00:00Z', 'CANCELLED_EARLY'],
    ['exactly 24 hours before', '2026-12-09T14:00:00Z', 'CANCELLED_EARLY'],
    ['a minute inside 24 hours', '2026-12-09T14:01:00Z', 'CANCELLED_LATE'],
    ['after the start', '2026-12-10T15:00:00Z', 'CANCELLED_LATE'],
  ])('a professional cancelling %s counts as %s', (_name, cancelledAt, event) => {
    expect(cancellationEvent(shift.startsAt, at(cancelledAt))).toBe(event);
  });

  it('pays the hours less the unpaid break', () => {
    expect(shiftPayCents(shift)).toBe(8 * 4_500);
    expect(shiftPayCents({ ...shift, unpaidBreakMinutes: 30, hourlyRateCents: 3_333 })).toBe(Math.round(8.5 * 3_333));
  });

  it.each<[string, string, number, number]>([
    ['two days before', '2026-12-08T14:00:00Z', 50, 0],
    ['within 24 hours, half the pay', '2026-12-10T06:00:00Z', 50, 18_000],
    ['within 24 hours, a practice charging the whole shift', '2026-12-10T06:00:00Z', 100, 36_000],
    ['within 24 hours, a practice with no fee', '2026-12-10T06:00:00Z', 0, 0],
  ])('a practice cancelling %s owes %i cents', (_name, cancelledAt, lateFeePercent, fee) => {
    expect(practiceCancellationFeeCents({ lateFeePercent }, shift, at(cancelledAt))).toBe(fee);
  });

  it.each<[string, Array<[ReliabilityEvent, string]>, boolean]>([
    ['no no-shows', [['WORKED', '2026-11-01T00:00:00Z']], false],
    ['one no-show', [['NO_SHOW', '2026-11-01T00:00:00Z']], false],
    [
      'two no-shows within 90 days',
      [
        ['NO_SHOW', '2026-09-15T00:00:00Z'],
        ['NO_SHOW', '2026-11-20T00:00:00Z'],
      ],
      true,
    ],
    [
      'two no-shows, one of them older than 90 days',
      [
        ['NO_SHOW', '2026-08-01T00:00:00Z'],
        ['NO_SHOW', '2026-11-20T00:00:00Z'],
      ],
      false,
    ],
  ])('%s: booking needs review = %s', (_name, history, needsReview) => {
    const events = history.map(([event, when]) => ({ event, at: at(when) }));
    expect(bookingNeedsReview(events, at('2026-11-29T12:00:00Z'))).toBe(needsReview);
  });
});
