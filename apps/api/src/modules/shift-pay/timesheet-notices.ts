// The timesheet's notices (ADR 113), queued in the caller's transaction with one key per step, so
// a retried request never tells twice: the practice when hours are submitted, the professional
// when they are corrected, support (the administrators' address) when a correction is disputed.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { TIMESHEET_ANSWER_HOURS, workedMinutes } from '@chairside/domain/shift-pay';
import type { AppContext } from '../../platform/context';
import type { TimesheetRow } from './shift-pay-repository';
import { hoursCorrectedEmail, hoursSubmittedEmail, timesheetDisputedEmail } from './timesheet-emails';

const ANSWER_MS = TIMESHEET_ANSWER_HOURS * 3_600_000;
const base = (ctx: AppContext) => ctx.config.PUBLIC_URL.replace(/\/$/, '');
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** "8 h 30 min (30 min break)": the worked time and the breaks. */
export function hoursText(checkInAt: Date, checkOutAt: Date, breakMinutes: number): string {
  const minutes = workedMinutes(checkInAt, checkOutAt, breakMinutes);
  const worked = `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${worked} (${breakMinutes} min break)`;
}

const answerByText = (since: Date) => `${new Date(since.getTime() + ANSWER_MS).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function emailOf(tx: Database, userId: number): Promise<string | null> {
  const rows = await tx.execute<{ email: string }>(sql`select email from users where id = ${userId}`);
  return rows.rows[0]?.email ?? null;
}

/** To the practice: the professional checked out; confirm or correct within 48 hours. */
export async function tellHoursSubmitted(ctx: AppContext, tx: Database, sheet: TimesheetRow, checkOutAt: Date, breakMinutes: number, submittedAt: Date) {
  const to = await emailOf(tx, sheet.employerId);
  if (!to) return;
  const email = hoursSubmittedEmail.render({
    date: sheet.date,
    professionalName: oneLine(sheet.professionalName),
    hours: hoursText(sheet.checkInAt, checkOutAt, breakMinutes),
    answerBy: answerByText(submittedAt),
    timesheetsUrl: `${base(ctx)}/app/timesheets`,
  });
  await ctx.mailer.send({ to, ...email }, { tx, key: `shift-hours-submitted:${sheet.id}` });
}

export type Correction = { checkInAt: Date; checkOutAt: Date; breakMinutes: number; reason: string };

/** To the professional: the practice corrected the hours (both versions and the reason); accept or dispute within 48 hours. */
export async function tellHoursCorrected(ctx: AppContext, tx: Database, sheet: TimesheetRow, correction: Correction, correctedAt: Date) {
  const to = await emailOf(tx, sheet.userId);
  if (!to || !sheet.checkOutAt) return;
  const email = hoursCorrectedEmail.render({
    date: sheet.date,
    practiceName: oneLine(sheet.practiceName),
    oldHours: hoursText(sheet.checkInAt, sheet.checkOutAt, sheet.breakMinutes),
    newHours: hoursText(correction.checkInAt, correction.checkOutAt, correction.breakMinutes),
    reason: oneLine(correction.reason),
    answerBy: answerByText(correctedAt),
    timesheetsUrl: `${base(ctx)}/app/timesheets`,
  });
  await ctx.mailer.send({ to, ...email }, { tx, key: `shift-hours-corrected:${sheet.id}` });
}

/** To support (CONTACT_EMAIL, as the other administrators' notices): a correction is disputed, with both versions. */
export async function tellTimesheetDisputed(ctx: AppContext, tx: Database, sheet: TimesheetRow, disputeText: string) {
  if (!sheet.checkOutAt || !sheet.correctedCheckInAt || !sheet.correctedCheckOutAt) return;
  const email = timesheetDisputedEmail.render({
    timesheetId: sheet.id,
    date: sheet.date,
    practiceName: oneLine(sheet.practiceName),
    professionalName: oneLine(sheet.professionalName),
    professionalHours: hoursText(sheet.checkInAt, sheet.checkOutAt, sheet.breakMinutes),
    practiceHours: hoursText(sheet.correctedCheckInAt, sheet.correctedCheckOutAt, sheet.correctedBreakMinutes ?? 0),
    reason: oneLine(sheet.correctionReason),
    disputeText: oneLine(disputeText),
    reviewUrl: `${base(ctx)}/app/admin/shift-pay`,
  });
  await ctx.mailer.send({ to: ctx.config.CONTACT_EMAIL, ...email }, { tx, key: `shift-timesheet-disputed:${sheet.id}` });
}
