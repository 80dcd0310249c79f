// The invoice a confirmed timesheet (or a practice's late cancellation, ADR 126) makes, and its
// charge to the practice's vaulted card (ADR 113).
// The intent (the invoice, status due) is written with the confirmation; each attempt is claimed
// in one conditional update that records its idempotency key before the gateway is called; the
// answer is written after. An attempt whose answer was never written (the process died) is
// reconciled by asking the gateway for its key, so an invoice is charged at most once and none is
// lost. Declines retry on the subscriptions' renewal schedule (RENEWAL_RETRY_DAYS).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@chairside/domain/money';
import { invoiceAmounts, workedMinutes } from '@chairside/domain/shift-pay';
import { nextRenewalAttempt } from '@chairside/domain/subscriptions';
import type { Database } from '@chairside/db/client';
import { shiftInvoices, shiftPayouts } from '@chairside/db/schema';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { silentLog, type TaskLog } from '../../platform/notice-queue';
import type { ChargeResult, PaymentGateway } from '../../platform/payment-gateway';
import { declineMessage } from '../commerce/public-api';
import { post } from './ledger';
import { invoiceDeclinedEmail } from './invoice-declined-email';
import { finishPendingRefunds } from './refunds';
import { invoicesDue, practiceEmailOf, unfinishedInvoices, vaultedTokenOf, type TimesheetRow } from './shift-pay-repository';

/** A claimed attempt older than this without its answer is reconciled by its key. */
export const UNFINISHED_AFTER_MS = 10 * 60_000;
export const SHIFT_CHARGES_TASK = 'shift-invoice-charges';
export const SHIFT_CHARGES_EVERY_MS = 15 * 60_000;

/**
 * A random part in every invoice's key: the gateway keeps keys longer than one database lives (a
 * database restored or made anew numbers its timesheets from the same ids), and an old charge found
 * by a new invoice's key would mark it paid without charging it.
 */
const keyNonce = () => randomBytes(4).toString('hex');

/** The invoice's key and its attempt: `shift-invoice-<timesheet>-<nonce>-<attempt>`; each attempt is charged at most once. */
export const attemptKey = (timesheetId: number, attempt: number) => `shift-invoice-${timesheetId}-${keyNonce()}-${attempt}`;

/** The hours of the confirmed version of a timesheet. */
export function confirmedHours(sheet: TimesheetRow, version: 'PROFESSIONAL' | 'PRACTICE') {
  if (version === 'PRACTICE' && sheet.correctedCheckInAt && sheet.correctedCheckOutAt)
    return { checkInAt: sheet.correctedCheckInAt, checkOutAt: sheet.correctedCheckOutAt, breakMinutes: sheet.correctedBreakMinutes ?? 0 };
  if (!sheet.checkOutAt) throw new AppError('CONFLICT', 'The professional has not checked out yet.');
  return { checkInAt: sheet.checkInAt, checkOutAt: sheet.checkOutAt, breakMinutes: sheet.breakMinutes };
}

/**
 * In the confirmation's transaction: the invoice (due now), what the professional is owed (a
 * payout, owed), and the posting that records both: the practice's receivable against the
 * professional's payable and the platform's fee. Once per timesheet.
 */
export async function issueInvoice(tx: Database, sheet: TimesheetRow, version: 'PROFESSIONAL' | 'PRACTICE', now: Date): Promise<number> {
  const hours = confirmedHours(sheet, version);
  const minutes = workedMinutes(hours.checkInAt, hours.checkOutAt, hours.breakMinutes);
  const amounts = invoiceAmounts(minutes, sheet.rateCents);
  const parties = { employerId: sheet.employerId, userId: sheet.userId };
  const source = { timesheetId: sheet.id, idempotencyKey: attemptKey(sheet.id, 0) };
  return recordInvoice(tx, source, parties, { workedMinutes: minutes, rateCents: sheet.rateCents, amounts }, now);
}

/** A late cancellation's invoice key and its attempt: `shift-cancellation-<cancellation>-<nonce>-<attempt>` (ADR 126). */
export const cancellationAttemptKey = (cancellationId: number, attempt: number) => `shift-cancellation-${cancellationId}-${keyNonce()}-${attempt}`;

export type LateCancellation = { cancellationId: number; employerId: number; userId: number; rateCents: number; feeCents: number };

/**
 * In the cancellation's transaction (ADR 126): a practice's late cancellation with a fee makes an
 * invoice of its own (no hours, the fee, the platform's fee on it), charged as every shift invoice
 * is, and the professional is owed the whole fee. Once per cancellation.
 */
export async function issueCancellationInvoice(tx: Database, late: LateCancellation, now: Date): Promise<number> {
  const amounts = invoiceAmounts(0, late.rateCents, late.feeCents);
  const source = { cancellationId: late.cancellationId, idempotencyKey: cancellationAttemptKey(late.cancellationId, 0) };
  return recordInvoice(tx, source, late, { workedMinutes: 0, rateCents: late.rateCents, amounts }, now);
}

type InvoiceSource = { timesheetId: number; idempotencyKey: string } | { cancellationId: number; idempotencyKey: string };
type InvoiceLines = { workedMinutes: number; rateCents: number; amounts: ReturnType<typeof invoiceAmounts> };

/** The invoice (due now), the professional's payout (owed: the pay and any cancellation fee) and their posting to the ledger. */
async function recordInvoice(
  tx: Database,
  source: InvoiceSource,
  parties: { employerId: number; userId: number },
  lines: InvoiceLines,
  now: Date,
): Promise<number> {
  const { amounts } = lines;
  const [invoice] = await tx
    .insert(shiftInvoices)
    .values({
      ...source,
      employerId: parties.employerId,
      userId: parties.userId,
      workedMinutes: lines.workedMinutes,
      rateCents: lines.rateCents,
      ...amounts,
      status: 'due',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: shiftInvoices.id });
  const invoiceId = invoice!.id;
  const owed = amounts.payCents + amounts.cancellationFeeCents;
  await tx.insert(shiftPayouts).values({ invoiceId, userId: parties.userId, amountCents: owed, status: 'owed', createdAt: now });
  await postInvoice(tx, invoiceId, amounts, { employerId: parties.employerId, userId: parties.userId }, now);
  return invoiceId;
}

/** The invoice's posting: the practice's receivable against the professional's payable (pay and fees) and the platform's fee. */
async function postInvoice(
  tx: Database,
  invoiceId: number,
  amounts: ReturnType<typeof invoiceAmounts>,
  refs: { employerId: number; userId: number },
  now: Date,
) {
  await post(
    tx,
    `invoice-${invoiceId}`,
    [
      { account: 'practice_receivable', amountCents: amounts.totalCents },
      { account: 'professional_payable', amountCents: -(amounts.payCents + amounts.cancellationFeeCents) },
      { account: 'platform_fee', amountCents: -amounts.platformFeeCents },
    ],
    { invoiceId, ...refs },
    now,
  );
}

export type ChargeRun = { paid: number; declined: number; failed: number };

/** One pass of the charging task: unfinished attempts reconciled, then every due attempt claimed and charged. */
export async function chargeInvoices(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, now: Date): Promise<ChargeRun> {
  const run: ChargeRun = { paid: 0, declined: 0, failed: 0 };
  for (const stale of await unfinishedInvoices(ctx.db, new Date(now.getTime() - UNFINISHED_AFTER_MS))) {
    await oneAtATime(log, stale.id, async () => {
      const invoice = await reclaim(ctx.db, stale.id, now);
      if (invoice) await settle(ctx, gateway, invoice, now, await gateway.findCharge(invoice.idempotencyKey), run);
    });
  }
  for (const due of await invoicesDue(ctx.db, now)) await chargeOne(ctx, gateway, log, due.id, now, run);
  await oneAtATime(log, 0, async () => void (await finishPendingRefunds(ctx, gateway, now)));
  return run;
}

/** Charges one invoice now if its attempt is due (after a confirmation); two calls at once charge once. */
export async function chargeOne(ctx: AppContext, gateway: PaymentGateway, log: TaskLog, invoiceId: number, now: Date, run?: ChargeRun) {
  await oneAtATime(log, invoiceId, async () => {
    const claimed = await claim(ctx.db, invoiceId, now);
    if (claimed) await settle(ctx, gateway, claimed, now, null, run ?? { paid: 0, declined: 0, failed: 0 });
  });
}

async function oneAtATime(log: TaskLog, invoiceId: number, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    log.error({ err: error, invoiceId }, 'a shift invoice charge was not finished');
  }
}

type Claimed = { id: number; timesheetId: number | null; employerId: number; totalCents: number; attempts: number; idempotencyKey: string; createdAt: Date };
const claimedColumns = {
  id: shiftInvoices.id,
  timesheetId: shiftInvoices.timesheetId,
  employerId: shiftInvoices.employerId,
  totalCents: shiftInvoices.totalCents,
  attempts: shiftInvoices.attempts,
  idempotencyKey: shiftInvoices.idempotencyKey,
  createdAt: shiftInvoices.createdAt,
};

/** The next attempt, claimed in one statement with its key recorded (before the gateway is called). */
async function claim(db: Database, invoiceId: number, now: Date): Promise<Claimed | null> {
  const [row] = await db
    .update(shiftInvoices)
    .set({
      status: 'charging',
      attempts: sql`${shiftInvoices.attempts} + 1`,
      // The key's stem (`shift-invoice-<timesheet>` or `shift-cancellation-<cancellation>`) with the next attempt.
      idempotencyKey: sql`regexp_replace(${shiftInvoices.idempotencyKey}, '-[0-9]+$', '') || '-' || (${shiftInvoices.attempts} + 1)`,
      claimedAt: now,
    })
    .where(and(eq(shiftInvoices.id, invoiceId), inArray(shiftInvoices.status, ['due', 'declined']), sql`${shiftInvoices.nextAttemptAt} <= ${now}`))
    .returning(claimedColumns);
  return row ?? null;
}

/** An unfinished attempt taken over by this process (its claim renewed so no other pass takes it meanwhile). */
async function reclaim(db: Database, invoiceId: number, now: Date): Promise<Claimed | null> {
  const [row] = await db
    .update(shiftInvoices)
    .set({ claimedAt: now })
    .where(
      and(
        eq(shiftInvoices.id, invoiceId),
        eq(shiftInvoices.status, 'charging'),
        sql`${shiftInvoices.claimedAt} <= ${new Date(now.getTime() - UNFINISHED_AFTER_MS)}`,
      ),
    )
    .returning(claimedColumns);
  return row ?? null;
}

/** Charges the claimed attempt (unless the gateway already answered its key) and writes the answer. */
async function settle(ctx: AppContext, gateway: PaymentGateway, invoice: Claimed, now: Date, known: ChargeResult | null, run: ChargeRun) {
  let result = known;
  if (!result) {
    const token = await vaultedTokenOf(ctx.db, invoice.employerId, gateway.name);
    result = token
      ? await gateway.chargeVaulted({ amount: invoice.totalCents, token, idempotencyKey: invoice.idempotencyKey })
      : { outcome: 'invalid', message: 'No saved card: add a card to pay for temp shifts.' };
  }
  if (result.outcome === 'approved') {
    const transactionId = result.transactionId;
    await ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .update(shiftInvoices)
        .set({ status: 'paid', paidAt: now, nextAttemptAt: null, gatewayTransactionId: transactionId || null, gatewayMessage: null })
        .where(and(eq(shiftInvoices.id, invoice.id), eq(shiftInvoices.status, 'charging'), eq(shiftInvoices.idempotencyKey, invoice.idempotencyKey)))
        .returning({ id: shiftInvoices.id });
      if (!done) return;
      await post(
        tx,
        `charge-${invoice.id}`,
        [
          { account: 'cash', amountCents: invoice.totalCents },
          { account: 'practice_receivable', amountCents: -invoice.totalCents },
        ],
        { invoiceId: invoice.id, employerId: invoice.employerId, userId: null },
        now,
      );
      run.paid += 1;
    });
    return;
  }
  const message = result.outcome === 'declined' ? declineMessage(result.reason) : result.message;
  const nextAttemptAt = nextRenewalAttempt(invoice.createdAt, invoice.attempts);
  const failed = nextAttemptAt === null;
  await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(shiftInvoices)
      .set({ status: failed ? 'failed' : 'declined', nextAttemptAt, gatewayMessage: message })
      .where(and(eq(shiftInvoices.id, invoice.id), eq(shiftInvoices.status, 'charging'), eq(shiftInvoices.idempotencyKey, invoice.idempotencyKey)))
      .returning({ id: shiftInvoices.id });
    if (!done) return;
    if (failed) run.failed += 1;
    else run.declined += 1;
    await tellPractice(ctx, tx, invoice, message, nextAttemptAt);
  });
}

/** The practice is told of each decline (and of the last) through the mail notice queue, once per attempt. */
async function tellPractice(ctx: AppContext, tx: Database, invoice: Claimed, message: string, nextAttemptAt: Date | null) {
  const to = await practiceEmailOf(tx, invoice.employerId);
  if (!to) return;
  const email = invoiceDeclinedEmail.render({
    invoiceId: invoice.id,
    amount: formatCents(invoice.totalCents),
    message,
    nextAttemptOn: nextAttemptAt?.toISOString().slice(0, 10) ?? null,
    receiptsUrl: `${ctx.config.PUBLIC_URL}/app/receipts`,
  });
  await ctx.mailer.send({ to, ...email }, { tx, key: `shift-invoice-declined:${invoice.id}:${invoice.attempts}` });
}

/** The port temp shifts bill a late cancellation through (the app context's `lateFees`). */
export type LateFeeBilling = {
  issue(tx: Database, late: LateCancellation, now: Date): Promise<number>;
  charge(ctx: AppContext, invoiceId: number, now: Date): Promise<void>;
};

export const lateFeeBilling: LateFeeBilling = {
  issue: issueCancellationInvoice,
  // The first charge attempt right after the cancellation commits; the charging task retries.
  charge: async (ctx, invoiceId, now) => {
    if (ctx.payments) await chargeOne(ctx, ctx.payments, silentLog, invoiceId, now);
  },
};
