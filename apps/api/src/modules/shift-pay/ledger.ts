// The shift-pay ledger (ADR 113): append-only entries in integer cents, debits positive. Every
// posting is balanced (its entries sum to zero) and written once (posting + account is unique), so
// a posting repeated after a crash or a race writes nothing the second time.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { ledgerEntries } from '@chairside/db/schema';
import { LEDGER_ACCOUNTS, type LedgerAccount } from '@chairside/domain/shift-pay';

export type LedgerLine = { account: LedgerAccount; amountCents: number };
export type PostingRefs = { invoiceId: number | null; employerId: number | null; userId: number | null };

/** Writes a balanced posting once; answers false when it was written before (nothing changes). */
export async function post(tx: Database, posting: string, lines: LedgerLine[], refs: PostingRefs, now: Date): Promise<boolean> {
  const kept = lines.filter((line) => line.amountCents !== 0);
  if (kept.some((line) => !Number.isSafeInteger(line.amountCents))) throw new RangeError('Ledger amounts are whole cents.');
  if (kept.reduce((sum, line) => sum + line.amountCents, 0) !== 0) throw new RangeError(`Posting ${posting} does not balance.`);
  if (kept.length === 0) return false;
  const rows = await tx
    .insert(ledgerEntries)
    .values(kept.map((line) => ({ posting, account: line.account, amountCents: line.amountCents, ...refs, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (rows.length !== 0 && rows.length !== kept.length) throw new Error(`Posting ${posting} was partly written before.`);
  return rows.length > 0;
}

/** Each account's balance: the sum of its entries (0 for an account without any). */
export async function balances(db: Pick<Database, 'execute'>): Promise<Record<LedgerAccount, number>> {
  const rows = await db.execute<{ account: LedgerAccount; total: string }>(
    sql`select account, coalesce(sum(amount_cents), 0)::text as total from ledger_entries group by account`,
  );
  const answer = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  for (const row of rows.rows) answer[row.account] = Number(row.total);
  return answer;
}

/** What the platform owes one professional in the ledger: the credit balance of their payable entries, shown positive. */
export async function payableOf(db: Pick<Database, 'execute'>, userId: number): Promise<number> {
  const rows = await db.execute<{ total: string }>(
    sql`select coalesce(-sum(amount_cents), 0)::text as total from ledger_entries where account = 'professional_payable' and user_id = ${userId}`,
  );
  return Number(rows.rows[0]?.total ?? 0);
}
