// Paying professionals (ADR 113): a payout port with two adapters chosen by PAYOUT_ADAPTER. The
// ledger adapter (the default) only records that what was owed is paid (the money leaves by hand);
// the bank-export adapter also writes the batch as a bank-transfer CSV file in PAYOUT_EXPORT_DIR.
// A run takes the payouts owed whose invoice the practice paid, marks them paid and posts each
// (professional payable against cash) in one transaction.
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { formatCents } from '@chairside/domain/money';
import type { PayoutStatement } from '@chairside/domain/shift-pay';
import { WORKER_CLASSIFICATION_LABELS } from '@chairside/domain/shift-pay';
import { shiftPayouts } from '@chairside/db/schema';
import { requireCallerId } from '../../platform/caller';
import { spreadsheetCsv } from '../../platform/spreadsheet-csv';
import type { AppContext } from '../../platform/context';
import { post, payableOf } from './ledger';
import { listPayouts, lockPayablePayouts } from './shift-pay-repository';

export type PayoutItem = { id: number; userId: number; invoiceId: number; amountCents: number };
export type PayoutPort = {
  name: 'ledger' | 'bank-export';
  /** Hands the batch over; answers the reference the payouts are marked paid with. Called inside the run's transaction: a throw pays nothing. */
  pay: (batch: PayoutItem[], runId: string) => Promise<string>;
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
  return ctx.config.PAYOUT_ADAPTER === 'bank-export' ? bankExportPayouts(ctx.config.PAYOUT_EXPORT_DIR) : ledgerPayouts;
}

export type PayoutRun = { paid: number; amountCents: number; adapter: string; reference: string | null };

/** POST admin/shift-pay/payouts/run (and the weekly task): pays everything owed whose invoice was paid. */
export async function runPayouts(ctx: AppContext, port: PayoutPort = payoutPortOf(ctx)): Promise<PayoutRun> {
  const now = ctx.clock.now();
  const runId = `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  return ctx.db.transaction(async (tx) => {
    const batch = await lockPayablePayouts(tx);
    if (batch.length === 0) return { paid: 0, amountCents: 0, adapter: port.name, reference: null };
    for (const item of batch)
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
    const reference = await port.pay(batch, runId);
    await tx
      .update(shiftPayouts)
      .set({ status: 'paid', adapter: port.name, reference, paidAt: now })
      .where(
        inArray(
          shiftPayouts.id,
          batch.map((item) => item.id),
        ),
      );
    return { paid: batch.length, amountCents: batch.reduce((sum, item) => sum + item.amountCents, 0), adapter: port.name, reference };
  });
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
    lines: rows.map((row) => ({
      id: row.id,
      invoiceId: row.invoiceId,
      date: row.date,
      practiceName: row.practiceName,
      workerClassification: row.workerClassification,
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
    WORKER_CLASSIFICATION_LABELS[row.workerClassification],
    row.amountCents,
    formatCents(row.amountCents),
  ]);
  const total = rows.reduce((sum, row) => sum + row.amountCents, 0);
  lines.push(['total', '', '', '', total, formatCents(total)]);
  const columns = ['paid_on', 'shift_date', 'practice', 'classification', 'amount_cents', 'amount'];
  return { fileName: `earnings-${year}.csv`, csv: spreadsheetCsv(columns, lines) };
}
