// A booked shift's timesheet (ADR 113): the professional checks in and out on the day, the practice
// confirms or corrects within 48 hours, the professional accepts a correction or disputes it (an
// administrator decides); unanswered for 48 hours, the hours stand. Confirming issues the invoice.
import { eq } from 'drizzle-orm';
import {
  CHECK_IN_EARLY_MS,
  CHECK_OUT_LATE_MS,
  OFFLINE_AT_MAX_MS,
  type CheckInInput,
  TIMESHEET_ANSWER_HOURS,
  workedMinutes,
  type CheckOutInput,
  type Timesheet,
  type TimesheetCorrectionInput,
} from '@chairside/domain/shift-pay';
import { shiftInstants } from '@chairside/domain/temp-shifts';
import type { Database } from '@chairside/db/client';
import { shiftTimesheets } from '@chairside/db/schema';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { silentLog, type TaskLog } from '../../platform/notice-queue';
import { lockShift } from '../temp-shifts/public-api';
import { chargeOne, issueInvoice } from './invoices';
import { tellHoursCorrected, tellHoursSubmitted, tellTimesheetDisputed } from './timesheet-notices';
import {
  listTimesheets,
  loadTimesheet,
  loadTimesheetById,
  lockTimesheet,
  unansweredTimesheets,
  workerClassificationOf,
  bookedClassificationOf,
  type TimesheetOwner,
  type TimesheetRow,
} from './shift-pay-repository';

const HOUR_MS = 3_600_000;
const ANSWER_MS = TIMESHEET_ANSWER_HOURS * HOUR_MS;
export const TIMESHEET_TIMEOUT_TASK = 'shift-timesheet-timeouts';
export const TIMESHEET_TIMEOUT_EVERY_MS = 15 * 60_000;

const hours = (checkInAt: Date, checkOutAt: Date | null, breakMinutes: number) => ({
  checkInAt: checkInAt.toISOString(),
  checkOutAt: checkOutAt?.toISOString() ?? null,
  breakMinutes,
  minutes: checkOutAt ? workedMinutes(checkInAt, checkOutAt, breakMinutes) : 0,
});

export function timesheetAnswer(row: TimesheetRow): Timesheet {
  const waitingSince = row.status === 'SUBMITTED' ? row.submittedAt : row.status === 'CORRECTED' ? row.correctedAt : null;
  return {
    id: row.id,
    shiftId: row.jobDateId,
    date: row.date,
    title: row.title,
    practiceName: row.practiceName,
    professionalName: row.professionalName,
    workerClassification: row.workerClassification,
    rateCents: row.rateCents,
    status: row.status,
    professional: hours(row.checkInAt, row.checkOutAt, row.breakMinutes),
    correction:
      row.correctedCheckInAt && row.correctedCheckOutAt
        ? { ...hours(row.correctedCheckInAt, row.correctedCheckOutAt, row.correctedBreakMinutes ?? 0), reason: row.correctionReason }
        : null,
    disputeText: row.disputeText,
    answerBy: waitingSince ? new Date(waitingSince.getTime() + ANSWER_MS).toISOString() : null,
    confirmedVersion: row.confirmedVersion,
    confirmedBy: row.confirmedBy,
    invoiceId: row.invoiceId,
  };
}

/** The caller's timesheet of a shift, locked; another person's (or none) is 404. */
async function ownTimesheet(tx: Database, owner: TimesheetOwner, shiftId: number): Promise<TimesheetRow> {
  const found = await loadTimesheet(tx, owner, shiftId);
  if (!found) throw notFound('That timesheet');
  return (await lockTimesheet(tx, found.id))!;
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** When a check-in or out happened: now, or the time it was queued offline (up to 12 hours back, never ahead). */
function actionTime(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const when = new Date(at);
  if (when.getTime() > now.getTime() + 60_000) throw new AppError('VALIDATION', 'at is not in the future.', { field: 'at' });
  if (when.getTime() < now.getTime() - OFFLINE_AT_MAX_MS) throw new AppError('VALIDATION', 'at is within the last 12 hours.', { field: 'at' });
  return when.getTime() > now.getTime() ? now : when;
}

/** POST users/staff/{id}/shifts/{shiftId}/timesheet/check-in: the booked professional arrives (from 2 hours before the start). */
export async function checkIn(ctx: AppContext, username: string, shiftId: number, input: CheckInInput = {}): Promise<Timesheet> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = actionTime(input.at, ctx.clock.now());
  const id = await ctx.db.transaction(async (tx) => {
    const shift = await lockShift(tx, shiftId);
    if (!shift || shift.bookedUserId !== userId || shift.status !== 'BOOKED') throw notFound('That shift');
    if (shift.rateCents === null) throw conflict('This shift has no hourly rate: ask the practice to set one.');
    const instants = shiftInstants(shift, shift.timeZone) ?? {
      startsAt: new Date(`${shift.date}T00:00:00Z`),
      endsAt: new Date(Date.parse(`${shift.date}T00:00:00Z`) + 24 * HOUR_MS),
    };
    if (now.getTime() < instants.startsAt.getTime() - CHECK_IN_EARLY_MS) throw conflict('Check-in opens 2 hours before the shift starts.');
    if (now.getTime() > instants.endsAt.getTime() + CHECK_OUT_LATE_MS) throw conflict('This shift is over: check-in has closed.');
    const [row] = await tx
      .insert(shiftTimesheets)
      .values({
        jobDateId: shiftId,
        userId,
        employerId: shift.employerId,
        // The terms of the booking (ADR 126); a booking from before they were recorded: the practice's setting.
        workerClassification: (await bookedClassificationOf(tx, shiftId, userId)) ?? (await workerClassificationOf(tx, shift.employerId)),
        rateCents: shift.rateCents,
        status: 'OPEN',
        checkInAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: shiftTimesheets.id });
    if (!row) throw conflict('You have already checked in for this shift.');
    return row.id;
  });
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** POST .../timesheet/check-out: the professional leaves, with the breaks taken; the practice has 48 hours to answer. */
export async function checkOut(ctx: AppContext, username: string, shiftId: number, input: CheckOutInput): Promise<Timesheet> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = actionTime(input.at, ctx.clock.now());
  const id = await ctx.db.transaction(async (tx) => {
    const sheet = await ownTimesheet(tx, { userId }, shiftId);
    if (sheet.status !== 'OPEN') throw conflict('You have already checked out of this shift.');
    if (now.getTime() <= sheet.checkInAt.getTime()) throw conflict('Check out after checking in.');
    if (input.breakMinutes * 60_000 >= now.getTime() - sheet.checkInAt.getTime())
      throw new AppError('VALIDATION', 'breakMinutes is longer than the time checked in.', { field: 'breakMinutes' });
    await tx
      .update(shiftTimesheets)
      .set({ status: 'SUBMITTED', checkOutAt: now, breakMinutes: input.breakMinutes, submittedAt: now })
      .where(eq(shiftTimesheets.id, sheet.id));
    await tellHoursSubmitted(ctx, tx, sheet, now, input.breakMinutes, now);
    return sheet.id;
  });
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** Confirms a locked timesheet in the caller's transaction and issues its invoice; answers the invoice's id. */
async function confirm(
  tx: Database,
  sheet: TimesheetRow,
  version: 'PROFESSIONAL' | 'PRACTICE',
  by: 'PRACTICE' | 'PROFESSIONAL' | 'TIMEOUT' | 'ADMIN',
  now: Date,
): Promise<number> {
  await tx
    .update(shiftTimesheets)
    .set({ status: 'CONFIRMED', confirmedVersion: version, confirmedBy: by, confirmedAt: now })
    .where(eq(shiftTimesheets.id, sheet.id));
  return issueInvoice(tx, sheet, version, now);
}

/** After the confirmation commits: the first charge attempt now (the task charges it otherwise). */
async function chargeSoon(ctx: AppContext, invoiceId: number, now: Date, log: TaskLog = silentLog) {
  if (ctx.payments) await chargeOne(ctx, ctx.payments, log, invoiceId, now);
}

const withinWindow = (since: Date | null, now: Date) => since !== null && now.getTime() <= since.getTime() + ANSWER_MS;

/** POST users/employers/{id}/shifts/{shiftId}/timesheet/confirmation: the practice agrees with the hours (within 48 hours). */
export async function confirmByPractice(ctx: AppContext, username: string, shiftId: number): Promise<Timesheet> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  const { id, invoiceId } = await ctx.db.transaction(async (tx) => {
    const sheet = await ownTimesheet(tx, { employerId }, shiftId);
    if (sheet.status !== 'SUBMITTED') throw conflict('These hours are not waiting for the practice.');
    if (!withinWindow(sheet.submittedAt, now)) throw conflict('The 48 hours to answer are over: the hours stand as submitted.');
    return { id: sheet.id, invoiceId: await confirm(tx, sheet, 'PROFESSIONAL', 'PRACTICE', now) };
  });
  await chargeSoon(ctx, invoiceId, now);
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** POST .../timesheet/correction: the practice's hours, with the reason; the professional has 48 hours to accept or dispute. */
export async function correctByPractice(ctx: AppContext, username: string, shiftId: number, input: TimesheetCorrectionInput): Promise<Timesheet> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  const checkInAt = new Date(input.checkInAt);
  const checkOutAt = new Date(input.checkOutAt);
  if (checkOutAt.getTime() <= checkInAt.getTime()) throw new AppError('VALIDATION', 'checkOutAt is after checkInAt.', { field: 'checkOutAt' });
  if (checkOutAt.getTime() - checkInAt.getTime() > 24 * HOUR_MS) throw new AppError('VALIDATION', 'A shift is at most 24 hours.', { field: 'checkOutAt' });
  if (input.breakMinutes * 60_000 >= checkOutAt.getTime() - checkInAt.getTime())
    throw new AppError('VALIDATION', 'breakMinutes is longer than the hours.', { field: 'breakMinutes' });
  const id = await ctx.db.transaction(async (tx) => {
    const sheet = await ownTimesheet(tx, { employerId }, shiftId);
    if (sheet.status !== 'SUBMITTED') throw conflict('These hours are not waiting for the practice.');
    if (!withinWindow(sheet.submittedAt, now)) throw conflict('The 48 hours to answer are over: the hours stand as submitted.');
    await tx
      .update(shiftTimesheets)
      .set({
        status: 'CORRECTED',
        correctedCheckInAt: checkInAt,
        correctedCheckOutAt: checkOutAt,
        correctedBreakMinutes: input.breakMinutes,
        correctionReason: input.reason,
        correctedAt: now,
      })
      .where(eq(shiftTimesheets.id, sheet.id));
    await tellHoursCorrected(ctx, tx, sheet, { checkInAt, checkOutAt, breakMinutes: input.breakMinutes, reason: input.reason }, now);
    return sheet.id;
  });
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** POST users/staff/{id}/shifts/{shiftId}/timesheet/acceptance: the professional accepts the practice's correction. */
export async function acceptCorrection(ctx: AppContext, username: string, shiftId: number): Promise<Timesheet> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = ctx.clock.now();
  const { id, invoiceId } = await ctx.db.transaction(async (tx) => {
    const sheet = await ownTimesheet(tx, { userId }, shiftId);
    if (sheet.status !== 'CORRECTED') throw conflict('There is no correction to accept.');
    return { id: sheet.id, invoiceId: await confirm(tx, sheet, 'PRACTICE', 'PROFESSIONAL', now) };
  });
  await chargeSoon(ctx, invoiceId, now);
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** POST .../timesheet/dispute: the professional disputes the correction; an administrator decides between both versions. */
export async function disputeCorrection(ctx: AppContext, username: string, shiftId: number, text: string): Promise<Timesheet> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const sheet = await ownTimesheet(tx, { userId }, shiftId);
    if (sheet.status !== 'CORRECTED') throw conflict('There is no correction to dispute.');
    if (!withinWindow(sheet.correctedAt, now)) throw conflict('The 48 hours to answer are over: the correction stands.');
    await tx.update(shiftTimesheets).set({ status: 'DISPUTED', disputeText: text, disputedAt: now }).where(eq(shiftTimesheets.id, sheet.id));
    await tellTimesheetDisputed(ctx, tx, sheet, text);
    return sheet.id;
  });
  return timesheetAnswer((await loadTimesheetById(ctx.db, id))!);
}

/** POST admin/shift-pay/timesheets/{id}/decision: an administrator decides a dispute (the admin scope audits it). */
export async function decideDispute(ctx: AppContext, timesheetId: number, version: 'PROFESSIONAL' | 'PRACTICE'): Promise<Timesheet> {
  const now = ctx.clock.now();
  const invoiceId = await ctx.db.transaction(async (tx) => {
    const sheet = await lockTimesheet(tx, timesheetId);
    if (!sheet) throw notFound('That timesheet');
    if (sheet.status !== 'DISPUTED') throw conflict('This timesheet is not disputed.');
    return confirm(tx, sheet, version, 'ADMIN', now);
  });
  await chargeSoon(ctx, invoiceId, now);
  return timesheetAnswer((await loadTimesheetById(ctx.db, timesheetId))!);
}

/** The task: hours unanswered for 48 hours stand (the professional's when submitted, the correction when corrected). */
export async function confirmUnanswered(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  let confirmed = 0;
  for (const waiting of await unansweredTimesheets(ctx.db, new Date(now.getTime() - ANSWER_MS))) {
    const invoiceId = await ctx.db.transaction(async (tx) => {
      const sheet = await lockTimesheet(tx, waiting.id);
      if (!sheet) return null;
      if (sheet.status === 'SUBMITTED' && !withinWindow(sheet.submittedAt, now)) return confirm(tx, sheet, 'PROFESSIONAL', 'TIMEOUT', now);
      if (sheet.status === 'CORRECTED' && !withinWindow(sheet.correctedAt, now)) return confirm(tx, sheet, 'PRACTICE', 'TIMEOUT', now);
      return null;
    });
    if (invoiceId !== null) {
      confirmed += 1;
      await chargeSoon(ctx, invoiceId, now, log);
    }
  }
  if (confirmed > 0) log.info({ confirmed }, 'unanswered timesheets confirmed');
  return confirmed;
}

export async function getOwnTimesheet(ctx: AppContext, kind: 'staff' | 'employer', username: string, shiftId: number): Promise<Timesheet> {
  const id = await requireCallerId(ctx, username, kind);
  const row = await loadTimesheet(ctx.db, kind === 'staff' ? { userId: id } : { employerId: id }, shiftId);
  if (!row) throw notFound('That timesheet');
  return timesheetAnswer(row);
}

export async function listOwnTimesheets(ctx: AppContext, kind: 'staff' | 'employer', username: string): Promise<Timesheet[]> {
  const id = await requireCallerId(ctx, username, kind);
  return (await listTimesheets(ctx.db, kind === 'staff' ? { userId: id } : { employerId: id })).map(timesheetAnswer);
}
