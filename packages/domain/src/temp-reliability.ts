// How dependable a temp professional is, and what a late cancellation costs a practice. The rules
// are one table each, shown as they are on the help page and on offers; the score is the table
// applied to a professional's history, oldest first.

/** What happened to one booked shift, as far as the professional's reliability goes. */
export type ReliabilityEvent = 'WORKED' | 'CANCELLED_EARLY' | 'CANCELLED_LATE' | 'NO_SHOW';

/** Within this many hours of a shift's start a cancellation is late: it costs more, and a practice owes the fee. */
export const LATE_CANCELLATION_HOURS = 24;

/** The score a professional starts with, and the most it can reach. */
export const RELIABILITY_START = 800;
export const RELIABILITY_MAX = 1000;

/** The points each event adds or takes (a no-show overturned on dispute is no event at all). */
export const RELIABILITY_RULES: Readonly<Record<ReliabilityEvent, { points: number; says: string }>> = {
  WORKED: { points: 10, says: 'Worked a booked shift' },
  CANCELLED_EARLY: { points: -10, says: `Canceled ${LATE_CANCELLATION_HOURS} hours or more before the start` },
  CANCELLED_LATE: { points: -50, says: `Canceled within ${LATE_CANCELLATION_HOURS} hours of the start` },
  NO_SHOW: { points: -100, says: 'Did not come to a booked shift' },
};

/** Booking pauses, until an administrator reviews it, after this many no-shows within the window. */
export const NO_SHOWS_BEFORE_REVIEW = 2;
export const NO_SHOW_WINDOW_DAYS = 90;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether a cancellation made at `cancelledAt` comes late for a shift starting at `startsAt`. */
export function isLateCancellation(startsAt: Date, cancelledAt: Date): boolean {
  return startsAt.getTime() - cancelledAt.getTime() < LATE_CANCELLATION_HOURS * HOUR_MS;
}

/** The event a professional's cancellation counts as. */
export const cancellationEvent = (startsAt: Date, cancelledAt: Date): ReliabilityEvent =>
  isLateCancellation(startsAt, cancelledAt) ? 'CANCELLED_LATE' : 'CANCELLED_EARLY';

/** The score after a history of events, oldest first: each step stays within 0 and the maximum. */
export function reliabilityScore(events: readonly ReliabilityEvent[]): number {
  return events.reduce((score, event) => Math.min(RELIABILITY_MAX, Math.max(0, score + RELIABILITY_RULES[event].points)), RELIABILITY_START);
}

/** The score as offers and resume cards show it: a percentage of the maximum. */
export const reliabilityPercent = (score: number) => Math.round((score / RELIABILITY_MAX) * 100);

/** Whether booking waits for an administrator's review: too many no-shows lately. */
export function bookingNeedsReview(history: ReadonlyArray<{ event: ReliabilityEvent; at: Date }>, now: Date): boolean {
  const since = now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS;
  return history.filter(({ event, at }) => event === 'NO_SHOW' && at.getTime() >= since).length >= NO_SHOWS_BEFORE_REVIEW;
}

/** A practice's terms for cancelling late: a share of the shift's pay, shown before anyone books. */
export type CancellationTerms = { lateFeePercent: number };

export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = { lateFeePercent: 50 };

/** What a shift pays in cents: the hours between start and end less the unpaid break, at the hourly rate. */
export function shiftPayCents(shift: { startsAt: Date; endsAt: Date; unpaidBreakMinutes: number; hourlyRateCents: number }): number {
  const paidMinutes = Math.max(0, (shift.endsAt.getTime() - shift.startsAt.getTime()) / 60_000 - shift.unpaidBreakMinutes);
  return Math.round((paidMinutes / 60) * shift.hourlyRateCents);
}

/** The fee a practice owes the booked professional for cancelling at `cancelledAt`: nothing unless late. */
export function practiceCancellationFeeCents(
  terms: CancellationTerms,
  shift: { startsAt: Date; endsAt: Date; unpaidBreakMinutes: number; hourlyRateCents: number },
  cancelledAt: Date,
): number {
  if (!isLateCancellation(shift.startsAt, cancelledAt)) return 0;
  return Math.round((shiftPayCents(shift) * terms.lateFeePercent) / 100);
}
