// Paying professionals (ADR 113, ADR 129): a payout port with three adapters chosen by PAYOUT_ADAPTER.
// The ledger adapter (the default) only records that what was owed is paid (the money leaves by hand);
// the bank-export adapter also writes the batch as a bank-transfer CSV file in PAYOUT_EXPORT_DIR; the
// Stripe Connect adapter transfers each payout to the professional's connected account.
// A batch run takes the payouts owed whose invoice the practice paid, marks them paid and posts each
// (professional payable against cash) in one transaction; a run of the Stripe adapter does the same
// one payout at a time, each in its own transaction around its transfer.
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { formatCents } from '@chairside/domain/money';
import type { PayoutRun, PayoutStatement } from '@chairside/domain/shift-pay';
import { INVOICE_KIND_LABELS, WORKER_CLASSIFICATION_LABELS } from '@chairside/domain/shift-pay';
import { shiftPayouts } from '@chairside/db/schema';
import { requireCallerId } from '../../platform/caller';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import type { AppContext } from '../../platform/context';
import { post, payableOf } from './ledger';
import { connectedAccountOf, listPayouts, lockPayablePayouts } from './shift-pay-repository';
import { stripeApi } from './stripe-api';
import { stripeConnectPayouts } from './stripe-payouts';

export type PayoutItem = {
  id: number;
  userId: number;
  invoiceId: number;
  amountCents: number;
  /** The professional's Stripe connected account (ADR 129), or null. */
  connectedAccountId: string | null;
  /** When the provider last refused this payout (held_at), or null. */
  lastRefusedAt: Date | null;
};
/**
 * One payout's answer from an adapter that pays each on its own: paid (with the provider's reference),
 * or still owed and why; refused when the provider answered (held_at is set), not when no answer came.
 */
export type PayoutOutcome = { paid: true; reference: string } | { paid: false; reason: string; refused: boolean };
export type PayoutPort =
  | {
      name: 'ledger' | 'bank-export';
      /** Hands the batch over; answers the reference the payouts are marked paid with. Called inside the run's transaction: a throw pays nothing. */
      pay: (batch: PayoutItem[], runId: string) => Promise<string>;
    }
  | {
      name: 'stripe-connect';
      /** Pays one payout. Called inside that payout's transaction: a throw (the process dying) pays nothing here, and sending it again pays it once. */
      payEach: (item: PayoutItem) => Promise<PayoutOutcome>;
    };

export const ledgerPayouts: PayoutPort = { name: 'ledger', pay: async (_batch, runId) => `ledger-${runId}` };

/** The bank-transfer export: one CSV file per run (payout id, professional's account id, amount in cents and dollars). */
export function bankExportPayouts(directory: string): PayoutPort {
  return {
    name: 'bank-export',
    pay: async (batch, runId) => {
      await mkdir(directory, { recursive: true });
      const fileName = `payouts-${runId}.csv`;
      const rows = batch.map((item) => [item.id, item.userId, item.amountCents, formatCents(item.amountCents)]);
      const csv = spreadsheetCsv(['payout_id', 'payee_account', 'amount_cents', 'amount'], rows, { bom: false });
      await writeFile(join(directory, fileName), csv, { flag: 'wx' });
      return `bank-export:${fileName}`;
    },
  };
}

/** The adapter the settings choose. */
export function payoutPortOf(ctx: AppContext): PayoutPort {
  if (ctx.config.PAYOUT_ADAPTER === 'stripe-connect') return stripeConnectPayouts(stripeApi(ctx.config));
  return ctx.config.PAYOUT_ADAPTER === 'bank-export' ? bankExportPayouts(ctx.config.PAYOUT_EXPORT_DIR) : ledgerPayouts;
}

/** Posts each payout (professional payable against cash) and marks it paid with the adapter's reference. */
async function settle(tx: Database, items: PayoutItem[], adapter: string, reference: string, now: Date) {
  for (const item of items)
    await post(
      tx,
      `payout-${item.id}`,
      [
        { account: 'professional_payable', amountCents: item.amountCents },
        { account: 'cash', amountCents: -item.amountCents },
      ],
      { invoiceId: item.invoiceId, employerId: null, userId: item.userId },
      now,
    );
  await tx
    .update(shiftPayouts)
    .set({ status: 'paid', adapter, reference, paidAt: now, holdReason: null, heldAt: null })
    .where(
      inArray(
        shiftPayouts.id,
        items.map((item) => item.id),
      ),
    );
}

/** POST admin/shift-pay/payouts/run: pays everything owed whose invoice was paid. */
export async function runPayouts(ctx: AppContext, port: PayoutPort = payoutPortOf(ctx)): Promise<PayoutRun> {
  const now = ctx.clock.now();
  if ('payEach' in port) return runEach(ctx, port, now);
  const runId = `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  return ctx.db.transaction(async (tx) => {
    const batch = await lockPayablePayouts(tx);
    if (batch.length === 0) return { paid: 0, amountCents: 0, held: 0, adapter: port.name, reference: null };
    const reference = await port.pay(batch, runId);
    await settle(tx, batch, port.name, reference, now);
    return { paid: batch.length, amountCents: batch.reduce((sum, item) => sum + item.amountCents, 0), held: 0, adapter: port.name, reference };
  });
}

/**
 * One payout at a time, in id order, each in its own transaction holding its row: the adapter pays
 * it, then it is posted and marked paid, or left owed with the adapter's reason. A payout held in this
 * run is not tried again until the next.
 */
async function runEach(ctx: AppContext, port: Extract<PayoutPort, { name: 'stripe-connect' }>, now: Date): Promise<PayoutRun> {
  const run: PayoutRun = { paid: 0, amountCents: 0, held: 0, adapter: port.name, reference: null };
  let afterId = 0;
  for (let step = 0; step < 500; step += 1) {
    const done = await ctx.db.transaction(async (tx) => {
      const [item] = await lockPayablePayouts(tx, { afterId, limit: 1 });
      if (!item) return null;
      const outcome = await port.payEach(item);
      if (outcome.paid) await settle(tx, [item], port.name, outcome.reference, now);
      else
        await tx
          .update(shiftPayouts)
          .set(outcome.refused ? { holdReason: outcome.reason, heldAt: now } : { holdReason: outcome.reason })
          .where(and(eq(shiftPayouts.id, item.id), eq(shiftPayouts.status, 'owed')));
      return { item, outcome };
    });
    if (!done) break;
    afterId = done.item.id;
    if (done.outcome.paid) {
      run.paid += 1;
      run.amountCents += done.item.amountCents;
      run.reference = done.outcome.reference;
    } else run.held += 1;
  }
  return run;
}

/** GET users/staff/{id}/payouts: the professional's statement (what is owed, what was paid, each shift's line). */
export async function payoutStatement(ctx: AppContext, username: string): Promise<PayoutStatement> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const rows = await listPayouts(ctx.db, userId);
  const sum = (status: string) => rows.filter((row) => row.status === status).reduce((total, row) => total + row.amountCents, 0);
  return {
    owedCents: sum('owed'),
    paidCents: sum('paid'),
    ledgerOwedCents: await payableOf(ctx.db, userId),
    payoutSetup:
      ctx.config.PAYOUT_ADAPTER === 'stripe-connect'
        ? { provider: 'stripe-connect', accountLinked: (await connectedAccountOf(ctx.db, userId)) !== null }
        : null,
    lines: rows.map((row) => ({
      id: row.id,
      invoiceId: row.invoiceId,
      date: row.date,
      practiceName: row.practiceName,
      workerClassification: row.workerClassification,
      kind: row.kind,
      amountCents: row.amountCents,
      status: row.status,
      invoiceStatus: row.invoiceStatus,
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
  };
}

/** GET users/staff/{id}/payouts/earnings.csv?year=: the year's payouts paid, for taxes (paid date in the year). */
export async function earningsCsv(ctx: AppContext, username: string, year: number): Promise<{ fileName: string; csv: string }> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const rows = (await listPayouts(ctx.db, userId)).filter((row) => row.status === 'paid' && row.paidAt?.getUTCFullYear() === year).reverse();
  const lines: (string | number)[][] = rows.map((row) => [
    row.paidAt!.toISOString().slice(0, 10),
    row.date,
    row.practiceName,
    INVOICE_KIND_LABELS[row.kind],
    WORKER_CLASSIFICATION_LABELS[row.workerClassification],
    row.amountCents,
    formatCents(row.amountCents),
  ]);
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  lines.push(['total', '', '', '', '', total, formatCents(total)]);
  const columns = ['paid_on', 'shift_date', 'practice', 'item', 'classification', 'amount_cents', 'amount'];
  return { fileName: `earnings-${year}.csv`, csv: spreadsheetCsv(columns, lines) };
}
