import { dayOf } from '@chairside/domain/job-posting-rules';
import { cancellationEvent } from '@chairside/domain/temp-reliability';
import { NO_SHOW_DISPUTE_DAYS } from '@chairside/domain/temp-no-shows';
import { shiftInstants, SHIFT_TAKEN_MESSAGE, type ProfessionalShift, type ProfessionalShifts } from '@chairside/domain/temp-shifts';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { bookShift } from './book-shift';
import { requireFreeToBook, requireQualified, requireShiftCredentials } from './booking-checks';
import { requestAgain } from './request-round';
import { noticeShiftCancelled } from './shift-notices';
import {
  insertCancellation,
  insertReliabilityEvent,
  loadOfferStatus,
  loadProfessionalShifts,
  loadShift,
  lockShift,
  reliabilityOf,
  releaseShift,
  reopenApplications,
  setOfferStatus,
  upsertApplication,
  type ShiftFacts,
} from './shifts-repository';
import { professionalShiftAnswer } from './shift-view';

const DAY_MS = 86_400_000;

/**
 * GET users/staff/{id}/shifts: open offers and requests from yesterday on, and booked shifts of the
 * last NO_SHOW_DISPUTE_DAYS on (a no-show of one may be disputed that long).
 */
export async function listProfessionalShifts(ctx: AppContext, username: string): Promise<ProfessionalShifts> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const yesterday = dayOf(new Date(ctx.clock.now().getTime() - DAY_MS));
  const since = dayOf(new Date(ctx.clock.now().getTime() - NO_SHOW_DISPUTE_DAYS * DAY_MS));
  const [rows, reliability] = await Promise.all([loadProfessionalShifts(ctx.db, userId, since), reliabilityOf(ctx.db, [userId])]);
  const shifts = rows.map((row) => professionalShiftAnswer(row, row.offerStatus, userId));
  return {
    offers: shifts.filter((shift) => !shift.isBookedByMe && shift.offerStatus !== 'BOOKED' && shift.date >= yesterday),
    booked: shifts.filter((shift) => shift.isBookedByMe),
    reliability: reliability.get(userId) ?? 0,
  };
}

/**
 * A shift the professional may see: one offered to them or that they asked for or booked, or an
 * open shift of a published temp posting (instant book and applicants are open to anyone).
 */
async function visibleShift(
  ctx: AppContext,
  shiftId: number,
  userId: number,
): Promise<{ shift: ShiftFacts; offer: Awaited<ReturnType<typeof loadOfferStatus>> }> {
  const [shift, offer] = await Promise.all([loadShift(ctx.db, shiftId), loadOfferStatus(ctx.db, shiftId, userId)]);
  if (!shift) throw notFound('That shift');
  const open = shift.jobStatus === 'ACTIVE' && shift.bookingMode !== 'REQUEST';
  if (offer === null && shift.bookedUserId !== userId && !open) throw notFound('That shift');
  return { shift, offer };
}

function startsAt(shift: ShiftFacts): Date {
  return shiftInstants(shift, shift.timeZone)?.startsAt ?? new Date(`${shift.date}T12:00:00Z`);
}

function requireUpcoming(ctx: AppContext, shift: ShiftFacts) {
  if (startsAt(shift).getTime() <= ctx.clock.now().getTime()) throw new AppError('CONFLICT', 'This shift has started.');
}

async function answer(ctx: AppContext, shiftId: number, userId: number): Promise<ProfessionalShift> {
  const { shift, offer } = await visibleShift(ctx, shiftId, userId);
  return professionalShiftAnswer(shift, offer, userId);
}

/**
 * POST users/staff/{id}/shifts/{shiftId}/acceptance: accepts a request, or books an instant-book
 * shift. The first to accept is booked; anyone after gets 409 with "taken".
 */
export async function acceptShift(ctx: AppContext, username: string, shiftId: number): Promise<ProfessionalShift> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const { shift, offer } = await visibleShift(ctx, shiftId, userId);
  if (shift.bookedUserId === userId) return answer(ctx, shiftId, userId);
  if (shift.bookingMode === 'APPLICANTS')
    throw new AppError('CONFLICT', 'The practice chooses who works this shift: ask for it instead.', { reason: 'applicants' });
  if (shift.bookingMode === 'REQUEST' && offer !== 'OFFERED') {
    if (offer === 'TAKEN') throw new AppError('CONFLICT', SHIFT_TAKEN_MESSAGE, { reason: 'taken' });
    throw new AppError('CONFLICT', offer === 'WITHDRAWN' ? 'The practice withdrew this request.' : 'This request is no longer open.', { reason: 'closed' });
  }
  if (shift.status !== 'ACTIVE')
    throw new AppError('CONFLICT', shift.status === 'BOOKED' ? SHIFT_TAKEN_MESSAGE : 'This shift was canceled.', { reason: 'taken' });
  requireUpcoming(ctx, shift);
  if (shift.bookingMode === 'INSTANT') await requireQualified(ctx.db, shift, userId);
  else await requireShiftCredentials(ctx.db, shift, userId);
  await requireFreeToBook(ctx.db, shift, userId, ctx.clock.now());
  await bookShift(ctx, shift, userId);
  return answer(ctx, shiftId, userId);
}

/** POST users/staff/{id}/shifts/{shiftId}/application: asks for an applicants-mode shift. */
export async function applyForShift(ctx: AppContext, username: string, shiftId: number): Promise<ProfessionalShift> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const { shift } = await visibleShift(ctx, shiftId, userId);
  if (shift.bookingMode !== 'APPLICANTS') throw new AppError('CONFLICT', 'This shift is booked directly: accept or book it instead.', { reason: 'mode' });
  if (shift.status !== 'ACTIVE')
    throw new AppError('CONFLICT', shift.status === 'BOOKED' ? SHIFT_TAKEN_MESSAGE : 'This shift was canceled.', { reason: 'taken' });
  requireUpcoming(ctx, shift);
  await requireShiftCredentials(ctx.db, shift, userId);
  await requireFreeToBook(ctx.db, shift, userId, ctx.clock.now());
  await ctx.db.transaction((tx) => upsertApplication(tx, shiftId, userId, ctx.clock.now()));
  return answer(ctx, shiftId, userId);
}

/** POST users/staff/{id}/shifts/{shiftId}/decline: says no to a request. */
export async function declineShift(ctx: AppContext, username: string, shiftId: number): Promise<ProfessionalShift> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const { offer } = await visibleShift(ctx, shiftId, userId);
  if (offer !== 'OFFERED' && offer !== 'APPLIED') throw new AppError('CONFLICT', 'There is no open request to decline.', { reason: 'closed' });
  await ctx.db.transaction((tx) => setOfferStatus(tx, shiftId, userId, 'DECLINED', ctx.clock.now()));
  return answer(ctx, shiftId, userId);
}

/**
 * POST users/staff/{id}/shifts/{shiftId}/cancellation: the booked professional cancels. It costs
 * reliability points (more inside the late window), the practice is told, and the shift opens
 * again: a request shift is re-requested at once.
 */
export async function cancelByProfessional(ctx: AppContext, username: string, shiftId: number, reason: string): Promise<ProfessionalShift> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    if (!shift || shift.bookedUserId !== userId) throw notFound('Your booking of that shift');
    requireUpcoming(ctx, shift);
    const event = cancellationEvent(startsAt(shift), now);
    await insertReliabilityEvent(tx, { userId, jobDateId: shiftId, event, createdAt: now });
    await insertCancellation(tx, {
      jobDateId: shiftId,
      userId,
      cancelledBy: 'PROFESSIONAL',
      reason,
      isLate: event === 'CANCELLED_LATE',
      feeCents: 0,
      createdAt: now,
    });
    await releaseShift(tx, shiftId, 'ACTIVE');
    await setOfferStatus(tx, shiftId, userId, 'WITHDRAWN', now);
    await noticeShiftCancelled(ctx, tx, { jobDateId: shiftId, userId, by: 'PROFESSIONAL', reason, feeCents: 0 });
    if (shift.bookingMode === 'APPLICANTS') await reopenApplications(tx, shiftId, now);
    if (shift.bookingMode === 'REQUEST' && shift.jobStatus === 'ACTIVE') await requestAgain(ctx, tx, { ...shift, status: 'ACTIVE', bookedUserId: null });
  });
  return answer(ctx, shiftId, userId);
}
