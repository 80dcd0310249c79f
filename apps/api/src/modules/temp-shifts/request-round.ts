import type { Database } from '@chairside/db/client';
import { minutesOf } from '@chairside/domain/temp-profile-rules';
import type { AppContext } from '../../platform/context';
import { findShiftCandidates } from './shift-candidates';
import { noticeShiftOffered } from './shift-notices';
import { REQUEST_SIZE_DEFAULT } from '@chairside/domain/temp-shifts';
import { insertOffers, reofferTaken, startRequestRound, type ShiftFacts } from './shifts-repository';

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
      employerId: shift.employerId,
    },
    {
      limit: round > LAST_REQUEST_ROUND ? OPEN_ROUND_SIZE : size,
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
