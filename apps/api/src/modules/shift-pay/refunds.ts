// An administrator's refund of a paid shift invoice, whole or in part (ADR 113 addendum). The
// refund row is the intent, written (with its gateway key) before the gateway is called; the
// answer, the invoice's refunded amount, the professional's payout and the ledger posting are
// written together after, conditioned on the row still pending. A refund whose answer was lost is
// sent again with the same key (the gateway refunds a key once), by the charging task.
import { and, eq, lte, sql } from 'drizzle-orm';
import { formatCents } from '@chairside/domain/money';
import type { Database } from '@chairside/db/client';
import { shiftInvoiceRefunds, shiftInvoices, shiftPayouts } from '@chairside/db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { PaymentGateway, RefundResult } from '../../platform/payment-gateway';
import { post } from './ledger';
import { loadInvoice } from './shift-pay-repository';

type Refund = typeof shiftInvoiceRefunds.$inferSelect;

/** A pending refund older than this without its answer is sent again with its key. */
export const REFUND_UNFINISHED_AFTER_MS = 10 * 60_000;

/**
 * Splits `amount` of what is left between the platform's fee and the professional's pay, in the
 * invoice's proportion; the last refund takes exactly what is left of each.
 */
export function refundSplit(amount: number, left: { feeCents: number; payCents: number }, invoice: { platformFeeCents: number; totalCents: number }) {
  if (amount >= left.feeCents + left.payCents) return { feeCents: left.feeCents, payCents: left.payCents };
  const proportional = Math.round((amount * invoice.platformFeeCents) / invoice.totalCents);
  const feeCents = Math.min(left.feeCents, Math.max(proportional, amount - left.payCents));
  return { feeCents, payCents: amount - feeCents };
}

/** The refund intent: the request's own row if it was made before (same Idempotency-Key), else a new pending one. */
async function recordIntent(ctx: AppContext, invoiceId: number, amountCents: number | undefined, requestKey: string): Promise<Refund> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${shiftInvoices} where ${shiftInvoices.id} = ${invoiceId} for update`);
    const [known] = await tx.select().from(shiftInvoiceRefunds).where(eq(shiftInvoiceRefunds.requestKey, requestKey)).limit(1);
    if (known) {
      if (known.invoiceId !== invoiceId) throw new AppError('CONFLICT', 'That Idempotency-Key was used for another refund.');
      return known;
    }
    const invoice = await loadInvoice(tx, invoiceId);
    if (!invoice) throw notFound('That invoice');
    if (invoice.status !== 'paid') throw new AppError('CONFLICT', 'Only a paid invoice can be refunded.');
    const earlier = await tx.select().from(shiftInvoiceRefunds).where(eq(shiftInvoiceRefunds.invoiceId, invoiceId));
    const taken = earlier.filter((refund) => refund.status !== 'refused');
    const feeLeft = invoice.platformFeeCents - taken.reduce((sum, refund) => sum + refund.feeCents, 0);
    const payLeft = invoice.payCents + invoice.cancellationFeeCents - taken.reduce((sum, refund) => sum + refund.payCents, 0);
    const left = feeLeft + payLeft;
    const amount = amountCents ?? left;
    if (left <= 0) throw new AppError('CONFLICT', 'This invoice is refunded already (or a refund of it is on its way).');
    if (amount > left) throw new AppError('VALIDATION', `At most ${formatCents(left)} is left to refund.`, { field: 'amountCents' });
    const split = refundSplit(amount, { feeCents: feeLeft, payCents: payLeft }, invoice);
    const [row] = await tx
      .insert(shiftInvoiceRefunds)
      .values({
        invoiceId,
        amountCents: amount,
        ...split,
        idempotencyKey: `shift-refund-${invoiceId}-${earlier.length + 1}`,
        requestKey,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/**
 * POST admin/shift-pay/invoices/{id}/refund: refunds `amountCents` (or all that is left) of a paid
 * invoice through the gateway. A request sent again with its Idempotency-Key refunds nothing more.
 */
export async function refundInvoice(ctx: AppContext, invoiceId: number, amountCents: number | undefined, requestKey: string): Promise<void> {
  const refund = await recordIntent(ctx, invoiceId, amountCents, requestKey);
  if (refund.status === 'pending') await completeRefund(ctx, ctx.payments, refund);
  const [now] = await ctx.db.select().from(shiftInvoiceRefunds).where(eq(shiftInvoiceRefunds.id, refund.id));
  if (now?.status === 'refused') throw new AppError('CONFLICT', now.gatewayMessage ?? 'The payment gateway did not refund the charge.');
}

/** Asks the gateway (with the refund's key) and writes its answer once. */
async function completeRefund(ctx: AppContext, gateway: PaymentGateway | null, refund: Refund): Promise<void> {
  const invoice = await loadInvoice(ctx.db, refund.invoiceId);
  if (!invoice) return;
  // Without a gateway (or a charge it knows) the money goes back by hand; the records are the same.
  const result: RefundResult =
    gateway && invoice.gatewayTransactionId
      ? await gateway.refund({ transactionId: invoice.gatewayTransactionId, amount: refund.amountCents, idempotencyKey: refund.idempotencyKey })
      : { outcome: 'refunded', refundId: '' };
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(shiftInvoiceRefunds)
      .set(
        result.outcome === 'refunded'
          ? { status: 'done', gatewayRefundId: result.refundId || null, doneAt: now }
          : { status: 'refused', gatewayMessage: result.message, doneAt: now },
      )
      .where(and(eq(shiftInvoiceRefunds.id, refund.id), eq(shiftInvoiceRefunds.status, 'pending')))
      .returning({ id: shiftInvoiceRefunds.id });
    if (!done || result.outcome !== 'refunded') return;
    await applyRefund(tx, refund, invoice.userId, invoice.employerId, now);
  });
}

/** The invoice's refunded amount, the payout still owed reduced (or cancelled), and the posting reversing the refunded part. */
async function applyRefund(tx: Database, refund: Refund, userId: number, employerId: number, now: Date) {
  const [invoice] = await tx
    .update(shiftInvoices)
    .set({
      refundedCents: sql`${shiftInvoices.refundedCents} + ${refund.amountCents}`,
      status: sql`case when ${shiftInvoices.refundedCents} + ${refund.amountCents} = ${shiftInvoices.totalCents} then 'refunded' else ${shiftInvoices.status} end`,
    })
    .where(eq(shiftInvoices.id, refund.invoiceId))
    .returning({ status: shiftInvoices.status });
  if (refund.payCents > 0) {
    const [owed] = await tx
      .select({ id: shiftPayouts.id, amountCents: shiftPayouts.amountCents })
      .from(shiftPayouts)
      .where(and(eq(shiftPayouts.invoiceId, refund.invoiceId), eq(shiftPayouts.status, 'owed')));
    // Still owed: the professional is paid less (nothing, when it is all refunded); already paid: the payable goes debit, recovered by hand.
    if (owed) {
      const rest = owed.amountCents - refund.payCents;
      await tx
        .update(shiftPayouts)
        .set(rest <= 0 || invoice?.status === 'refunded' ? { status: 'cancelled' } : { amountCents: rest })
        .where(eq(shiftPayouts.id, owed.id));
    }
  }
  await post(
    tx,
    `refund-${refund.idempotencyKey.slice('shift-refund-'.length)}`,
    [
      { account: 'cash', amountCents: -refund.amountCents },
      { account: 'platform_fee', amountCents: refund.feeCents },
      { account: 'professional_payable', amountCents: refund.payCents },
    ],
    { invoiceId: refund.invoiceId, employerId, userId },
    now,
  );
}

/** In the charging task: refunds whose answer was never written (the process died) sent again with their key. */
export async function finishPendingRefunds(ctx: AppContext, gateway: PaymentGateway, now: Date): Promise<number> {
  const stale = await ctx.db
    .select()
    .from(shiftInvoiceRefunds)
    .where(and(eq(shiftInvoiceRefunds.status, 'pending'), lte(shiftInvoiceRefunds.createdAt, new Date(now.getTime() - REFUND_UNFINISHED_AFTER_MS))))
    .limit(100);
  for (const refund of stale) await completeRefund(ctx, gateway, refund);
  return stale.length;
}
