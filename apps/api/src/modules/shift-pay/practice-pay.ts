// The practice's side of shift pay: its invoices (the receipts list) and its terms (ADR 113).
import { eq } from 'drizzle-orm';
import type { ShiftInvoice, WorkerClassification } from '@chairside/domain/shift-pay';
import { employers } from '@chairside/db/schema';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { listPracticeInvoices, workerClassificationOf, type InvoiceRow } from './shift-pay-repository';

export const invoiceAnswer = (row: InvoiceRow): ShiftInvoice => ({
  id: row.id,
  timesheetId: row.timesheetId,
  kind: row.cancellationId === null ? 'HOURS' : 'CANCELLATION_FEE',
  shiftId: row.shiftId,
  date: row.date,
  professionalName: row.professionalName,
  workedMinutes: row.workedMinutes,
  rateCents: row.rateCents,
  payCents: row.payCents,
  cancellationFeeCents: row.cancellationFeeCents,
  platformFeeCents: row.platformFeeCents,
  totalCents: row.totalCents,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  message: row.gatewayMessage,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refundedCents: row.refundedCents,
});

export async function listInvoicesOfPractice(ctx: AppContext, username: string): Promise<ShiftInvoice[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  return (await listPracticeInvoices(ctx.db, employerId)).map(invoiceAnswer);
}

export async function shiftTermsOf(ctx: AppContext, username: string): Promise<{ workerClassification: WorkerClassification }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  return { workerClassification: await workerClassificationOf(ctx.db, employerId) };
}

export async function setWorkerClassification(
  ctx: AppContext,
  username: string,
  value: WorkerClassification,
): Promise<{ workerClassification: WorkerClassification }> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  // updated_at: the practice's posting pages (which show the terms before booking) are made again.
  await ctx.db.update(employers).set({ workerClassification: value, updatedAt: ctx.clock.now().toISOString() }).where(eq(employers.userId, employerId));
  return { workerClassification: value };
}
