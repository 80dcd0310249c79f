import { dayOf } from '@chairside/domain/job-posting-rules';
import { lateCancellationFee, shiftInstants, type PracticeShift, type PracticeShifts, type ShiftSettingsInput } from '@chairside/domain/temp-shifts';
import { isLateCancellation } from '@chairside/domain/temp-reliability';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { hourlyPayOf } from '../job-directories/public-api';
import { queueJobIndexing } from '../google-indexing/public-api';
import { sendRequestRound } from './request-round';
import { noticeShiftCancelled, noticeShiftChanged } from './shift-notices';
import {
  closeOpenOffers,
  insertCancellation,
  loadOffers,
  loadPracticeShifts,
  loadShift,
  loadUnbilledFees,
  lockShift,
  namesOf,
  reliabilityOf,
  releaseShift,
  setOfferStatus,
  updateShiftSettings,
  findUser,
  loadLateFeePercent,
  loadOfferStatus,
  type ShiftFacts,
  type ShiftReader,
} from './shifts-repository';
import { practiceShiftAnswer } from './shift-view';
import { ratingsOfPeople } from '../reviews/public-api';
import { bookShift } from './book-shift';
import { requireShiftCredentials } from './booking-checks';
import { verifiedBadgesByUser } from '../credentials/public-api';

const DAY_MS = 86_400_000;

async function answers(
  ctx: AppContext,
  db: ShiftReader,
  employerId: number,
  shifts: ShiftFacts[],
): Promise<{ shifts: PracticeShift[]; unbilledFeeCents: number }> {
  const offers = await loadOffers(
    db,
    shifts.map((shift) => shift.id),
  );
  const people = [...offers.map((offer) => offer.userId), ...shifts.flatMap((shift) => (shift.bookedUserId !== null ? [shift.bookedUserId] : []))];
  const [reliability, names, fees] = await Promise.all([reliabilityOf(db, people), namesOf(db, people), loadUnbilledFees(db, employerId)]);
  const now = ctx.clock.now();
  // Each professional's rating from revealed reviews (ADR 114).
  const ratings = await ratingsOfPeople(ctx.db, people, now);
  // "License verified" on offers, without numbers (ADR 115).
  const badges = await verifiedBadgesByUser(ctx.db, people);
  // One look at the salary data per position and state among the shifts.
  const suggestions = new Map<string, number | null>();
  for (const shift of shifts) {
    const key = `${shift.position}:${shift.state ?? ''}`;
    if (!suggestions.has(key)) suggestions.set(key, shift.state ? await hourlyPayOf(ctx.db, shift.position, shift.state, now) : null);
  }
  return {
    shifts: shifts.map((shift) =>
      practiceShiftAnswer(shift, {
        offers,
        reliability,
        names,
        ratings,
        badges,
        now,
        unbilledFeeCents: fees.filter((fee) => fee.shiftId === shift.id).reduce((sum, fee) => sum + fee.feeCents, 0),
        suggestedRateCents: suggestions.get(`${shift.position}:${shift.state ?? ''}`) ?? null,
      }),
    ),
    unbilledFeeCents: fees.reduce((sum, fee) => sum + fee.feeCents, 0),
  };
}

async function oneAnswer(ctx: AppContext, employerId: number, shiftId: number): Promise<PracticeShift> {
  const shift = await loadShift(ctx.db, shiftId);
  if (!shift) throw notFound('That shift');
  return (await answers(ctx, ctx.db, employerId, [shift])).shifts[0]!;
}

/** GET users/employers/{id}/shifts: the practice's shifts from yesterday on, with their bookings and offers. */
export async function listPracticeShifts(ctx: AppContext, username: string): Promise<PracticeShifts> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const since = dayOf(new Date(ctx.clock.now().getTime() - DAY_MS));
  const shifts = await loadPracticeShifts(ctx.db, employerId, since);
  return { ...(await answers(ctx, ctx.db, employerId, shifts)), lateFeePercent: await loadLateFeePercent(ctx.db, employerId) };
}

/** The practice's shift locked in the transaction; another practice's or a missing one is 404. */
async function ownShift(tx: Parameters<typeof lockShift>[0], employerId: number, shiftId: number): Promise<ShiftFacts> {
  const shift = await lockShift(tx, shiftId);
  if (!shift || shift.employerId !== employerId) throw notFound('That shift');
  return shift;
}

function requireUpcoming(ctx: AppContext, shift: ShiftFacts, message: string) {
  const instants = shiftInstants(shift, shift.timeZone);
  const startsAt = instants?.startsAt ?? new Date(`${shift.date}T23:59:59Z`);
  if (startsAt.getTime() <= ctx.clock.now().getTime()) throw new AppError('CONFLICT', message);
}

/** PUT users/employers/{id}/shifts/{shiftId}: booking mode, rate, break and notes. */
export async function changeShiftSettings(ctx: AppContext, username: string, shiftId: number, input: ShiftSettingsInput): Promise<PracticeShift> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    const shift = await ownShift(tx, employerId, shiftId);
    if (shift.status === 'CANCELED') throw new AppError('CONFLICT', 'This shift was canceled: reopen it from the posting first.');
    if (input.bookingMode !== 'APPLICANTS' && (!shift.startTime || !shift.endTime))
      throw new AppError('VALIDATION', 'Requests and instant booking need the shift’s start and end time: add them to the date on the posting.', {
        field: 'bookingMode',
      });
    const booked = shift.bookedUserId;
    const changesForBooked =
      booked !== null && (input.rateCents !== shift.rateCents || input.breakMinutes !== shift.breakMinutes || input.notes !== shift.notes);
    await updateShiftSettings(tx, shiftId, input, changesForBooked);
    if (changesForBooked && booked !== null) await noticeShiftChanged(ctx, tx, { jobDateId: shiftId, userId: booked });
  });
  return oneAnswer(ctx, employerId, shiftId);
}

/** POST users/employers/{id}/shifts/{shiftId}/requests: the next round of requests. */
export async function requestShift(ctx: AppContext, username: string, shiftId: number, size: number): Promise<PracticeShift> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await ctx.db.transaction(async (tx) => {
    const shift = await ownShift(tx, employerId, shiftId);
    if (shift.jobStatus !== 'ACTIVE') throw new AppError('CONFLICT', 'Publish the posting before sending requests.');
    if (shift.bookingMode !== 'REQUEST') throw new AppError('CONFLICT', 'This shift is not booked by request: choose Request first.', { field: 'bookingMode' });
    if (shift.status !== 'ACTIVE') throw new AppError('CONFLICT', shift.status === 'BOOKED' ? 'This shift is already booked.' : 'This shift was canceled.');
    requireUpcoming(ctx, shift, 'This shift has started: requests are closed.');
    await sendRequestRound(ctx, tx, shift, size);
  });
  return oneAnswer(ctx, employerId, shiftId);
}

/** POST users/employers/{id}/shifts/{shiftId}/booking: books the applicant the practice picks. */
export async function pickApplicant(ctx: AppContext, username: string, shiftId: number, applicantUsername: string): Promise<PracticeShift> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const shift = await loadShift(ctx.db, shiftId);
  if (!shift || shift.employerId !== employerId) throw notFound('That shift');
  const applicant = await findUser(ctx.db, applicantUsername);
  if (!applicant || (await loadOfferStatus(ctx.db, shiftId, applicant.id)) !== 'APPLIED')
    throw new AppError('VALIDATION', 'Choose one of the professionals who asked for this shift.', { field: 'username' });
  requireUpcoming(ctx, shift, 'This shift has started: it can no longer be booked.');
  await requireShiftCredentials(ctx.db, shift, applicant.id, 'applicant');
  await bookShift(ctx, shift, applicant.id);
  return oneAnswer(ctx, employerId, shiftId);
}

/**
 * POST users/employers/{id}/shifts/{shiftId}/cancellation: cancels the shift. A booked
 * professional is told; inside the late window the practice owes them its fee, billed on a shift
 * invoice charged to its card and owed to the professional (ADR 126). An open shift is simply
 * closed and its offers withdrawn.
 */
export async function cancelByPractice(ctx: AppContext, username: string, shiftId: number, reason: string): Promise<PracticeShift> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  let feeInvoiceId: number | null = null;
  await ctx.db.transaction(async (tx) => {
    const shift = await ownShift(tx, employerId, shiftId);
    if (shift.status === 'CANCELED') throw new AppError('CONFLICT', 'This shift is already canceled.');
    requireUpcoming(ctx, shift, 'This shift has started: it can no longer be canceled.');
    const professional = shift.bookedUserId;
    await releaseShift(tx, shiftId, 'CANCELED');
    await queueJobIndexing(ctx, tx, shift.jobId, 'URL_UPDATED', 'shift canceled');
    await closeOpenOffers(tx, shiftId, 'WITHDRAWN', now);
    if (professional === null) return;
    const feeCents = lateCancellationFee({ lateFeePercent: shift.lateFeePercent }, shift, shift.timeZone, now);
    const instants = shiftInstants(shift, shift.timeZone);
    const isLate = instants !== null && isLateCancellation(instants.startsAt, now);
    const cancellationId = await insertCancellation(tx, {
      jobDateId: shiftId,
      userId: professional,
      cancelledBy: 'PRACTICE',
      reason,
      isLate,
      feeCents,
      createdAt: now,
    });
    // The fee is billed on a shift invoice of its own and owed to the professional (ADR 126).
    if (feeCents > 0 && shift.rateCents !== null)
      feeInvoiceId = await ctx.lateFees.issue(tx, { cancellationId, employerId, userId: professional, rateCents: shift.rateCents, feeCents }, now);
    await setOfferStatus(tx, shiftId, professional, 'WITHDRAWN', now);
    await noticeShiftCancelled(ctx, tx, { jobDateId: shiftId, userId: professional, by: 'PRACTICE', reason, feeCents });
  });
  // After the cancellation commits: the fee's first charge attempt now (the charging task otherwise).
  if (feeInvoiceId !== null) await ctx.lateFees.charge(ctx, feeInvoiceId, now);
  return oneAnswer(ctx, employerId, shiftId);
}

/** Said to the professionals whose shifts a closing practice cancels. */
export const PRACTICE_CLOSED_REASON = 'The practice closed its Chairside account.';

/**
 * The practice closes its account (ADR 104): every upcoming shift of it is canceled as the
 * practice's own cancellation (cancelByPractice), so each booked professional is told and open
 * shifts' offers are withdrawn. Shifts that have started are left as they are. Answers how many
 * booked shifts were canceled.
 */
export async function cancelShiftsOfClosingPractice(ctx: AppContext, username: string): Promise<number> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const since = dayOf(new Date(ctx.clock.now().getTime() - DAY_MS));
  let booked = 0;
  for (const shift of await loadPracticeShifts(ctx.db, employerId, since)) {
    if (shift.status === 'CANCELED') continue;
    try {
      requireUpcoming(ctx, shift, 'This shift has started.');
      await cancelByPractice(ctx, username, shift.id, PRACTICE_CLOSED_REASON);
      if (shift.status === 'BOOKED') booked += 1;
    } catch (error) {
      // Started (or canceled meanwhile): nothing to cancel.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return booked;
}
