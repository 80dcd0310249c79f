import type { Database } from '@chairside/db/client';
import { minutesOf } from '@chairside/domain/temp-profile-rules';
import type { AppContext } from '../../platform/context';
import { findShiftCandidates } from './shift-candidates';
import { noticeShiftOffered, noticeShiftOpened } from './shift-notices';
import { REQUEST_SIZE_DEFAULT, shiftInstants } from '@chairside/domain/temp-shifts';
import { insertOffers, loadShiftsToWiden, lockShift, reofferTaken, startRequestRound, type ShiftFacts } from './shifts-repository';
import type { TaskLog } from '../../platform/notice-queue';

/**
 * How far each round of requests reaches: nearby first, then wider; from the last round on, as
 * far as each professional travels. A round asks up to `size` people; the last opens the shift to
 * everyone near who is available (OPEN_ROUND_SIZE).
 */
export const ROUND_RADIUS_MILES = [15, 30] as const;
export const LAST_REQUEST_ROUND = ROUND_RADIUS_MILES.length + 1;
export const OPEN_ROUND_SIZE = 50;

/**
 * Sends the shift's next round of requests in the caller's transaction: the best available
 * professionals not asked yet, each told at once. Answers who was asked (none when nobody fits).
 */
export async function sendRequestRound(ctx: AppContext, tx: Database, shift: ShiftFacts, size: number): Promise<number[]> {
  const round = Math.min(shift.requestRound + 1, LAST_REQUEST_ROUND + 1);
  const startMinute = shift.startTime ? minutesOf(shift.startTime) : null;
  const endMinute = shift.endTime ? minutesOf(shift.endTime) : null;
  if (startMinute === null || endMinute === null || shift.rateCents === null || shift.lat === null || shift.lng === null) return [];
  const candidates = await findShiftCandidates(
    tx,
    {
      jobDateId: shift.id,
      position: shift.position,
      date: shift.date,
      startMinute,
      endMinute,
      lat: shift.lat,
      lng: shift.lng,
      rateCents: shift.rateCents,
      requirements: shift.requirements,
      state: shift.state,
      employerId: shift.employerId,
    },
    {
      limit: round > LAST_REQUEST_ROUND ? OPEN_ROUND_SIZE : size,
      now: ctx.clock.now(),
      ...(round <= ROUND_RADIUS_MILES.length ? { radiusMiles: ROUND_RADIUS_MILES[round - 1] } : {}),
    },
  );
  const asked = await insertOffers(
    tx,
    shift.id,
    candidates.map((candidate) => candidate.userId),
    round,
  );
  await startRequestRound(tx, shift.id, round, ctx.clock.now());
  if (asked.length > 0) await noticeShiftOffered(ctx, tx, { jobDateId: shift.id }, asked);
  return asked;
}

/**
 * After the booked professional cancels: those who were told "taken" are offered it again at
 * once; when there were none, the next round goes out.
 */
export async function requestAgain(ctx: AppContext, tx: Database, shift: ShiftFacts): Promise<number[]> {
  const again = await reofferTaken(tx, shift.id, ctx.clock.now());
  if (again.length === 0) return sendRequestRound(ctx, tx, shift, REQUEST_SIZE_DEFAULT);
  await noticeShiftOffered(ctx, tx, { jobDateId: shift.id }, again);
  return again;
}

// ---- widening: requests no one accepted go further by themselves ----

export const WIDEN_REQUESTS_TASK = 'temp-shift-widening';
export const WIDEN_REQUESTS_EVERY_MS = 5 * 60_000;
const MINUTE_MS = 60_000;
/** How long a round waits for an answer before the next goes out: less when the shift is close. */
export const ROUND_WAIT_SOON_MS = 30 * MINUTE_MS;
export const ROUND_WAIT_MS = 120 * MINUTE_MS;
const SOON_MS = 24 * 60 * MINUTE_MS;

/** The wait after a round for a shift starting at `startsAt`: 30 minutes within 24 hours of the start, else 2 hours. */
export const roundWaitMs = (startsAt: Date, now: Date) => (startsAt.getTime() - now.getTime() <= SOON_MS ? ROUND_WAIT_SOON_MS : ROUND_WAIT_MS);

/**
 * The recurring task: each open, upcoming request shift of a published posting whose last round
 * has waited its time gets the next round, up to the round open to everyone near (the practice is
 * told when it gets there); then it stops. Each shift in its own transaction, re-read under lock.
 * Answers how many shifts moved on.
 */
export async function widenRequests(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const due = await loadShiftsToWiden(ctx.db, { fromDate: yesterday, sentBefore: new Date(now.getTime() - ROUND_WAIT_SOON_MS), lastRound: LAST_REQUEST_ROUND });
  let widened = 0;
  for (const candidate of due) {
    const moved = await ctx.db.transaction(async (tx) => {
      const shift = await lockShift(tx, candidate.id);
      if (!shift || shift.status !== 'ACTIVE' || shift.bookedUserId !== null || shift.bookingMode !== 'REQUEST' || shift.jobStatus !== 'ACTIVE') return false;
      // Another instance, or the practice, moved it on meanwhile.
      if (shift.requestRound !== candidate.requestRound || shift.requestRound > LAST_REQUEST_ROUND) return false;
      const startsAt = shiftInstants(shift, shift.timeZone)?.startsAt;
      if (!startsAt || startsAt.getTime() <= now.getTime()) return false;
      if (candidate.requestedAt.getTime() + roundWaitMs(startsAt, now) > now.getTime()) return false;
      await sendRequestRound(ctx, tx, shift, REQUEST_SIZE_DEFAULT);
      if (shift.requestRound + 1 > LAST_REQUEST_ROUND) await noticeShiftOpened(ctx, tx, { jobDateId: shift.id });
      return true;
    });
    if (moved) widened += 1;
  }
  if (widened > 0) log.info({ widened }, 'temp shift requests widened');
  return widened;
}
