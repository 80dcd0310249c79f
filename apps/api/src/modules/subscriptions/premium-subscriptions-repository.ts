import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { catalogPrices, seekerPayments, seekerSubscriptions, users } from '@chairside/db/schema';
import { PREMIUM_PRODUCT } from '@chairside/domain/premium';

export type PremiumRow = typeof seekerSubscriptions.$inferSelect;
type Tx = Pick<Database, 'insert' | 'update' | 'select' | 'execute'>;

/** The job seeker's account id and email by username, or null (not a job seeker, or unknown). */
export async function findSeeker(db: Database, username: string): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'staff')))
    .limit(1);
  return row ?? null;
}

/** The catalog's monthly fee of PREMIUM (its one price row), or null when it is not sold. */
export async function premiumFee(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ fee: catalogPrices.fee })
    .from(catalogPrices)
    .where(and(eq(catalogPrices.productCode, PREMIUM_PRODUCT), sql`${catalogPrices.position} is null and ${catalogPrices.region} is null`))
    .limit(1);
  return row?.fee ?? null;
}

/** The person's newest premium subscription (active or ended), or null. */
export async function latestPremium(db: Database, userId: number): Promise<PremiumRow | null> {
  const [row] = await db
    .select()
    .from(seekerSubscriptions)
    .where(and(eq(seekerSubscriptions.userId, userId), eq(seekerSubscriptions.productCode, PREMIUM_PRODUCT)))
    .orderBy(desc(seekerSubscriptions.id))
    .limit(1);
  return row ?? null;
}

export type NewPremium = Omit<typeof seekerSubscriptions.$inferInsert, 'id' | 'status' | 'cancelAtPeriodEnd' | 'endedAt' | 'createdAt'>;

/** Writes the subscription and its first, settled payment; null when an active one exists already. */
export async function insertPremium(
  tx: Tx,
  values: NewPremium,
  payment: { idempotencyKey: string; gatewayTransactionId: string | null },
): Promise<PremiumRow | null> {
  const [row] = await tx.insert(seekerSubscriptions).values(values).onConflictDoNothing().returning();
  if (!row) return null;
  await tx.insert(seekerPayments).values({
    subscriptionId: row.id,
    userId: row.userId,
    periodStart: row.periodStart,
    amount: row.amount,
    status: 'settled',
    idempotencyKey: payment.idempotencyKey,
    gatewayTransactionId: payment.gatewayTransactionId,
  });
  return row;
}

/** Sets or clears cancel-at-period-end on the person's active subscription; null when none is active. */
export async function setPremiumCancel(db: Database, userId: number, cancel: boolean): Promise<PremiumRow | null> {
  const [row] = await db
    .update(seekerSubscriptions)
    .set({ cancelAtPeriodEnd: cancel })
    .where(and(eq(seekerSubscriptions.userId, userId), eq(seekerSubscriptions.status, 'active'), eq(seekerSubscriptions.productCode, PREMIUM_PRODUCT)))
    .returning();
  return row ?? null;
}

/** Active subscriptions whose period is over (to renew or end). */
export async function premiumDue(db: Database, now: Date): Promise<PremiumRow[]> {
  return db
    .select()
    .from(seekerSubscriptions)
    .where(and(eq(seekerSubscriptions.status, 'active'), lte(seekerSubscriptions.periodEnd, now)))
    .orderBy(seekerSubscriptions.periodEnd)
    .limit(500);
}

/** Ends an active subscription at its period's end (guarded: only if still at that period). */
export async function endPremium(db: Database, id: number, periodEnd: Date): Promise<boolean> {
  const rows = await db
    .update(seekerSubscriptions)
    .set({ status: 'ended', endedAt: periodEnd })
    .where(and(eq(seekerSubscriptions.id, id), eq(seekerSubscriptions.status, 'active'), eq(seekerSubscriptions.periodEnd, periodEnd)))
    .returning({ id: seekerSubscriptions.id });
  return rows.length > 0;
}

/**
 * Claims the renewal of one period: the intent row is written once per subscription and period
 * (the unique index), so of two instances only the one that wrote it charges. False: already claimed.
 */
export async function claimPremiumRenewal(db: Database, row: PremiumRow, key: string): Promise<boolean> {
  const written = await db
    .insert(seekerPayments)
    .values({ subscriptionId: row.id, userId: row.userId, periodStart: row.periodEnd, amount: row.amount, status: 'charging', idempotencyKey: key })
    .onConflictDoNothing()
    .returning({ id: seekerPayments.id });
  return written.length > 0;
}

/** Writes the renewal's outcome: settled moves the period on; declined ends the subscription. */
export async function finishPremiumRenewal(
  db: Database,
  row: PremiumRow,
  key: string,
  outcome: { settled: boolean; transactionId: string | null; message: string | null; nextEnd: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(seekerPayments)
      .set({ status: outcome.settled ? 'settled' : 'declined', gatewayTransactionId: outcome.transactionId, gatewayMessage: outcome.message })
      .where(eq(seekerPayments.idempotencyKey, key));
    await tx
      .update(seekerSubscriptions)
      .set(outcome.settled ? { periodStart: row.periodEnd, periodEnd: outcome.nextEnd } : { status: 'ended', endedAt: row.periodEnd })
      .where(and(eq(seekerSubscriptions.id, row.id), eq(seekerSubscriptions.status, 'active'), eq(seekerSubscriptions.periodEnd, row.periodEnd)));
  });
}

export async function seekerEmail(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
