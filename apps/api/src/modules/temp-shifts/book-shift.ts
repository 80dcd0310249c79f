import type { Database } from '@chairside/db/client';
import { SHIFT_TAKEN_MESSAGE } from '@chairside/domain/temp-shifts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { queueJobIndexing } from '../google-indexing/public-api';
import { noticeShiftBooked, noticeShiftTaken } from './shift-notices';
import { emitWebhookEvent } from '../integrations/public-api';
import { claimShift, closeOpenOffers, recordBookedClassification, setOfferStatus, type ShiftFacts } from './shifts-repository';

/**
 * Books the shift for one professional, whatever else arrives at once: the claim is one
 * conditional update, so exactly one attempt books it and every other gets 409 "taken". The
 * winner's offer becomes BOOKED, every other open offer TAKEN, and everyone is told.
 */
export async function bookShift(ctx: AppContext, shift: ShiftFacts, userId: number): Promise<void> {
  const booked = await ctx.db.transaction(async (tx) => {
    const others = await claimAndCloseOffers(tx, shift.id, userId, ctx.clock.now());
    if (others === null) return false;
    await noticeShiftBooked(ctx, tx, { jobDateId: shift.id, userId });
    await emitWebhookEvent(ctx, tx, shift.employerId, 'shift.booked', { shiftId: shift.id, jobId: shift.jobId });
    // The posting's page shows its open shifts: Google hears that one was taken.
    await queueJobIndexing(ctx, tx, shift.jobId, 'URL_UPDATED', 'shift booked');
    if (others.length > 0) await noticeShiftTaken(ctx, tx, { jobDateId: shift.id }, others);
    return true;
  });
  if (!booked) throw new AppError('CONFLICT', shift.status === 'CANCELED' ? 'This shift was canceled.' : SHIFT_TAKEN_MESSAGE, { reason: 'taken' });
}

/**
 * The rows of a booking, in the caller's transaction: the claim, the winner's offer BOOKED with
 * the practice's worker classification recorded on it, and every other open offer TAKEN. Answers those told "taken", or null when the claim lost.
 */
export async function claimAndCloseOffers(tx: Database, shiftId: number, userId: number, now: Date): Promise<number[] | null> {
  if (!(await claimShift(tx, shiftId, userId, now))) return null;
  await setOfferStatus(tx, shiftId, userId, 'BOOKED', now);
  await recordBookedClassification(tx, shiftId, userId);
  return closeOpenOffers(tx, shiftId, 'TAKEN', now);
}
