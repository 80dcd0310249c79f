import { canDisputeNoShow, NO_SHOW_DISPUTE_DAYS, type ProfessionalNoShow, type ShiftAttendance } from '@chairside/domain/temp-no-shows';
import { shiftInstants } from '@chairside/domain/temp-shifts';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import {
  insertAttendance,
  loadAttendance,
  loadProfessionalNoShows,
  lockNoShow,
  saveDispute,
  type AttendanceRow,
  type ProfessionalNoShowRow,
} from './no-shows-repository';
import { noticeShiftNoShow } from './shift-notices';
import { loadPracticeShifts, lockShift, type ShiftFacts } from './shifts-repository';
import type { Database } from '@chairside/db/client';

const DAY_MS = 86_400_000;
/** The practice's attendance screen reaches back this far (a no-show is marked within days). */
const ATTENDANCE_DAYS = 14;

const attendanceAnswer = (row: AttendanceRow): ShiftAttendance => ({
  shiftId: row.shiftId,
  event: row.event,
  at: row.at.toISOString(),
  disputedAt: row.disputedAt?.toISOString() ?? null,
  reviewOutcome: row.reviewOutcome,
});

const noShowAnswer = (row: ProfessionalNoShowRow): ProfessionalNoShow => ({
  shiftId: row.shiftId,
  title: row.title,
  practiceName: row.practiceName,
  date: row.date,
  markedAt: row.at.toISOString(),
  disputeUntil: new Date(row.at.getTime() + NO_SHOW_DISPUTE_DAYS * DAY_MS).toISOString(),
  disputedAt: row.disputedAt?.toISOString() ?? null,
  disputeText: row.disputeText,
  reviewOutcome: row.reviewOutcome,
});

/** Start and end of a shift; a date without hours runs the whole local day. */
function instantsOf(shift: ShiftFacts): { startsAt: Date; endsAt: Date } {
  return (
    shiftInstants(shift, shift.timeZone) ?? {
      startsAt: new Date(`${shift.date}T00:00:00Z`),
      endsAt: new Date(Date.parse(`${shift.date}T00:00:00Z`) + DAY_MS),
    }
  );
}

/** The practice's booked shift, locked; another practice's or a missing one is 404, one not booked 409. */
async function bookedShiftOf(tx: Database, employerId: number, shiftId: number): Promise<ShiftFacts & { bookedUserId: number }> {
  const shift = await lockShift(tx, shiftId);
  if (!shift || shift.employerId !== employerId) throw notFound('That shift');
  if (shift.status !== 'BOOKED' || shift.bookedUserId === null) throw new AppError('CONFLICT', 'No one is booked for this shift.');
  return { ...shift, bookedUserId: shift.bookedUserId };
}

/**
 * POST users/employers/{id}/shifts/{shiftId}/no-show: the booked professional did not come. Once
 * per shift, after its start; the professional is told, with a week to dispute it.
 */
export async function markNoShow(ctx: AppContext, username: string, shiftId: number): Promise<ShiftAttendance> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const shift = await bookedShiftOf(tx, employerId, shiftId);
    if (instantsOf(shift).startsAt.getTime() > now.getTime()) throw new AppError('CONFLICT', 'A no-show can be marked once the shift has started.');
    const row = await insertAttendance(tx, { userId: shift.bookedUserId, shiftId, event: 'NO_SHOW', at: now });
    if (!row) throw new AppError('CONFLICT', 'This shift’s attendance is already recorded.');
    await noticeShiftNoShow(ctx, tx, { jobDateId: shiftId, userId: shift.bookedUserId });
    return attendanceAnswer(row);
  });
}

/** POST users/employers/{id}/shifts/{shiftId}/worked: the booked professional worked it (+10 reliability). Once, after the end. */
export async function markWorked(ctx: AppContext, username: string, shiftId: number): Promise<ShiftAttendance> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const shift = await bookedShiftOf(tx, employerId, shiftId);
    if (instantsOf(shift).endsAt.getTime() > now.getTime()) throw new AppError('CONFLICT', 'A shift can be marked worked once it has ended.');
    const row = await insertAttendance(tx, { userId: shift.bookedUserId, shiftId, event: 'WORKED', at: now });
    if (!row) throw new AppError('CONFLICT', 'This shift’s attendance is already recorded.');
    return attendanceAnswer(row);
  });
}

/** GET users/employers/{id}/shifts/attendance: what the practice recorded of its recent shifts. */
export async function listPracticeAttendance(ctx: AppContext, username: string): Promise<ShiftAttendance[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const since = new Date(ctx.clock.now().getTime() - ATTENDANCE_DAYS * DAY_MS).toISOString().slice(0, 10);
  const shifts = await loadPracticeShifts(ctx.db, employerId, since);
  const rows = await loadAttendance(
    ctx.db,
    shifts.map((shift) => shift.id),
  );
  return rows.map(attendanceAnswer);
}

/** GET users/staff/{id}/no-shows: the professional's no-shows of the last 90 days, the latest first. */
export async function listProfessionalNoShows(ctx: AppContext, username: string): Promise<ProfessionalNoShow[]> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const rows = await loadProfessionalNoShows(ctx.db, userId, new Date(ctx.clock.now().getTime() - 90 * DAY_MS));
  return rows.map(noShowAnswer);
}

/** POST users/staff/{id}/shifts/{shiftId}/no-show-dispute: the professional says they came (or why not), within a week, once. */
export async function disputeNoShow(ctx: AppContext, username: string, shiftId: number, text: string): Promise<ProfessionalNoShow> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const noShow = await lockNoShow(tx, shiftId, userId);
    if (!noShow) throw notFound('A no-show of yours for that shift');
    if (noShow.disputedAt) throw new AppError('CONFLICT', 'You have already disputed this no-show.');
    if (noShow.reviewOutcome) throw new AppError('CONFLICT', 'This no-show has already been reviewed.');
    if (!canDisputeNoShow(noShow.at, now)) throw new AppError('CONFLICT', `A no-show can be disputed within ${NO_SHOW_DISPUTE_DAYS} days.`);
    await saveDispute(tx, noShow.id, text, now);
  });
  const rows = await loadProfessionalNoShows(ctx.db, userId, new Date(0));
  const row = rows.find((candidate) => candidate.shiftId === shiftId);
  if (!row) throw notFound('A no-show of yours for that shift');
  return noShowAnswer(row);
}
