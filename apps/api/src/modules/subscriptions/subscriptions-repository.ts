// The subscriptions' queries: subscriptions, their payment methods, renewals and charges, and the API's view of them
// (the job slots they carry have their own file).
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobSlots, jobs, paymentMethods, payments, subscriptionCharges, subscriptions, users } from '@chairside/db/schema';
import type { Subscription, SubscriptionCharge } from '@chairside/domain/subscriptions';
import { periodAmount, slotFee, subscriptionBinding } from './subscription-fees';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof subscriptionCharges.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** An instant as a SQL timestamptz (the slots' repository uses it too). */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The practice's subscription made by this order (ownership in the query), or null. */
export async function findSubscription(db: Database, employerId: number, orderId: number, lock = false): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, orderId), eq(subscriptions.employerId, employerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The payment method a subscription charges: its own, else (when the process stopped between
 * the payment and linking the method) the practice's newest vaulted method from before it.
 */
export async function paymentMethodOf(db: Database, subscription: SubscriptionRow): Promise<PaymentMethodRow | null> {
  const where = subscription.paymentMethodId
    ? eq(paymentMethods.id, subscription.paymentMethodId)
    : and(eq(paymentMethods.employerId, subscription.employerId), lte(paymentMethods.createdAt, subscription.createdAt));
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(where, eq(paymentMethods.employerId, subscription.employerId)))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row ?? null;
}

/** The account address the practice's notices go to. */
export async function practiceEmail(db: Database, employerId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, employerId)).limit(1);
  return row?.email ?? null;
}

// ---- renewals ----

/** Active subscriptions set to end at their period's end whose period is over. */
export async function subscriptionsToEnd(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, true), lte(subscriptions.periodEnd, now)));
}

/** Active subscriptions whose period is over and that renew (no renewal intent written yet is checked by the insert). */
export async function subscriptionsDue(db: Database, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), eq(subscriptions.cancelAtPeriodEnd, false), lte(subscriptions.periodEnd, now)))
    .orderBy(asc(subscriptions.id))
    .limit(500);
}

/** Records the intent to renew a period (once: a second insert for the same period does nothing). */
export async function insertRenewalIntent(db: Database, values: typeof subscriptionCharges.$inferInsert): Promise<void> {
  await db.insert(subscriptionCharges).values(values).onConflictDoNothing();
}

/** Renewals whose next attempt is due: new intents (no attempt yet) and declined ones at their retry time. */
export async function renewalsDue(db: Database, now: Date): Promise<ChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.kind, 'renewal'),
        sql`((${subscriptionCharges.status} = 'charging' and ${subscriptionCharges.attempts} = 0)
          or (${subscriptionCharges.status} = 'declined' and ${subscriptionCharges.nextAttemptAt} <= ${at(now)}))`,
      ),
    )
    .orderBy(asc(subscriptionCharges.id))
    .limit(500);
}

/** Charges claimed by a process that did not write the gateway's answer within `staleBefore`. */
export async function unfinishedCharges(db: Database, staleBefore: Date): Promise<ChargeRow[]> {
  return db
    .select()
    .from(subscriptionCharges)
    .where(
      and(eq(subscriptionCharges.status, 'charging'), sql`${subscriptionCharges.attempts} > 0`, sql`${subscriptionCharges.updatedAt} < ${at(staleBefore)}`),
    )
    .orderBy(asc(subscriptionCharges.id))
    .limit(500);
}

/**
 * Claims the next attempt of a due renewal: one statement, so of two schedulers only one gets
 * it. The attempt gets its own idempotency key. Null when someone else claimed it first.
 */
export async function claimRenewalAttempt(db: Database, charge: ChargeRow, now: Date, keyOf: (attempt: number) => string): Promise<ChargeRow | null> {
  const attempt = charge.attempts + 1;
  const [row] = await db
    .update(subscriptionCharges)
    .set({ status: 'charging', attempts: attempt, idempotencyKey: keyOf(attempt), updatedAt: now })
    .where(
      and(
        eq(subscriptionCharges.id, charge.id),
        eq(subscriptionCharges.attempts, charge.attempts),
        sql`((${subscriptionCharges.status} = 'charging' and ${subscriptionCharges.attempts} = 0)
          or (${subscriptionCharges.status} = 'declined' and ${subscriptionCharges.nextAttemptAt} <= ${at(now)}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Takes over an unfinished charge (reconciling it); null when another process took it first. */
export async function claimUnfinishedCharge(db: Database, charge: ChargeRow, now: Date): Promise<ChargeRow | null> {
  const [row] = await db
    .update(subscriptionCharges)
    .set({ updatedAt: now })
    .where(and(eq(subscriptionCharges.id, charge.id), eq(subscriptionCharges.status, 'charging'), eq(subscriptionCharges.updatedAt, charge.updatedAt)))
    .returning();
  return row ?? null;
}

export type ChargeOutcome = {
  status: 'settled' | 'declined' | 'failed';
  nextAttemptAt: Date | null;
  gatewayTransactionId: string | null;
  gatewayMessage: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
};

/** Writes the gateway's answer onto a charge that is still being charged; false when it was written already. */
export async function finishCharge(tx: Database, chargeId: number, outcome: ChargeOutcome, now: Date): Promise<boolean> {
  const rows = await tx
    .update(subscriptionCharges)
    .set({ ...outcome, updatedAt: now })
    .where(and(eq(subscriptionCharges.id, chargeId), eq(subscriptionCharges.status, 'charging')))
    .returning({ id: subscriptionCharges.id });
  return rows.length === 1;
}

export async function insertCharge(db: Database, values: typeof subscriptionCharges.$inferInsert): Promise<ChargeRow> {
  const [row] = await db.insert(subscriptionCharges).values(values).returning();
  return row;
}

/** Moves a renewed subscription into its new period (only from the period just paid for). */
export async function startNextPeriod(tx: Database, subscriptionId: number, paidFrom: Date, periodEnd: Date): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ periodStart: paidFrom, periodEnd, status: 'active' })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.periodEnd, paidFrom), inArray(subscriptions.status, ['active', 'past_due'])))
    .returning();
  return row ?? null;
}

export async function setSubscriptionStatus(
  tx: Database,
  subscriptionId: number,
  values: Partial<Pick<SubscriptionRow, 'status' | 'endedAt' | 'cancelAtPeriodEnd' | 'quantity'>>,
  onlyFrom: SubscriptionRow['status'][],
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set(values)
    .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, onlyFrom)))
    .returning();
  return row ?? null;
}

/** Makes a vaulted payment method the (running) subscription's; null when it has ended meanwhile. */
export async function setPaymentMethod(tx: Database, employerId: number, subscriptionId: number, paymentMethodId: number): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(subscriptions)
    .set({ paymentMethodId })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.employerId, employerId), inArray(subscriptions.status, ['active', 'past_due'])))
    .returning();
  return row ?? null;
}

/** Brings a past-due subscription's declined renewal forward to `now` (its next retry); null when there is none. */
export async function bringRetryForward(db: Database, subscriptionId: number, now: Date): Promise<ChargeRow | null> {
  const [row] = await db
    .update(subscriptionCharges)
    .set({ nextAttemptAt: now })
    .where(and(eq(subscriptionCharges.subscriptionId, subscriptionId), eq(subscriptionCharges.kind, 'renewal'), eq(subscriptionCharges.status, 'declined')))
    .returning();
  return row ?? null;
}

export async function addToQuantity(tx: Database, subscriptionId: number, change: number): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ quantity: sql`${subscriptions.quantity} + ${change}` })
    .where(eq(subscriptions.id, subscriptionId));
}
// ---- views ----

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function chargeView(row: ChargeRow): SubscriptionCharge {
  return {
    id: row.id,
    kind: row.kind,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    quantity: row.quantity,
    amount: row.amount,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'declined' ? iso(row.nextAttemptAt) : null,
    message: row.gatewayMessage,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The practice's subscriptions (all, or the one of an order) as the API shows them, newest first. */
export async function loadSubscriptions(db: Database, employerId: number, orderId?: number): Promise<Subscription[]> {
  const rows = await db
    .select({ subscription: subscriptions, method: paymentMethods })
    .from(subscriptions)
    .leftJoin(paymentMethods, and(eq(paymentMethods.id, subscriptions.paymentMethodId), eq(paymentMethods.employerId, employerId)))
    .where(and(eq(subscriptions.employerId, employerId), orderId === undefined ? undefined : eq(subscriptions.orderId, orderId)))
    .orderBy(desc(subscriptions.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.subscription.id);
  const orderIds = rows.map((row) => row.subscription.orderId);
  const [charges, slots, firstPayments, fees] = await Promise.all([
    db
      .select()
      .from(subscriptionCharges)
      .where(and(inArray(subscriptionCharges.subscriptionId, ids), eq(subscriptionCharges.employerId, employerId)))
      .orderBy(desc(subscriptionCharges.id)),
    db
      .select({ slot: jobSlots, jobId: jobs.id, jobName: jobs.name, jobStatus: jobs.status })
      .from(jobSlots)
      .leftJoin(jobs, and(eq(jobs.id, jobSlots.activeJobId), eq(jobs.employerId, employerId)))
      .where(and(inArray(jobSlots.orderId, orderIds), eq(jobSlots.employerId, employerId), eq(jobSlots.product, 'JOBSUB'), isNull(jobSlots.cancelledAt)))
      .orderBy(asc(jobSlots.id)),
    db
      .select({ orderId: payments.orderId, paymentId: payments.id, amount: payments.amount, createdAt: payments.createdAt })
      .from(payments)
      .where(and(inArray(payments.orderId, orderIds), eq(payments.employerId, employerId), eq(payments.status, 'settled'))),
    Promise.all(
      orderIds.map(async (orderId) => ({
        orderId,
        unitFee: await slotFee(db, await subscriptionBinding(db, orderId)),
        amount: await periodAmount(db, orderId),
      })),
    ),
  ]);
  return rows.map(({ subscription: row, method }) => {
    const fee = fees.find((candidate) => candidate.orderId === row.orderId);
    const unitFee = fee?.unitFee ?? 0;
    const renews = row.status === 'active' && !row.cancelAtPeriodEnd;
    const open = charges.find((charge) => charge.subscriptionId === row.id && charge.kind === 'renewal' && charge.status === 'declined');
    const first = firstPayments.find((payment) => payment.orderId === row.orderId);
    return {
      subscriptionId: row.id,
      orderId: row.orderId,
      productCode: row.productCode,
      status: row.status,
      quantity: row.quantity,
      unitFee,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      nextChargeAt: renews ? row.periodEnd.toISOString() : row.status === 'past_due' && open ? iso(open.nextAttemptAt) : null,
      nextChargeAmount: renews ? (fee?.amount ?? 0) : row.status === 'past_due' && open ? open.amount : null,
      card: method?.cardBrand && method.cardLast4 ? { brand: method.cardBrand, last4: method.cardLast4 } : null,
      endedAt: iso(row.endedAt),
      firstPayment: { paymentId: first?.paymentId ?? null, amount: first?.amount ?? 0, createdAt: (first?.createdAt ?? row.createdAt).toISOString() },
      charges: charges.filter((charge) => charge.subscriptionId === row.id).map(chargeView),
      slots: slots
        .filter(({ slot }) => slot.orderId === row.orderId)
        .map(({ slot, jobId, jobName, jobStatus }) => ({
          slotId: slot.id,
          expiresAt: iso(slot.expiresAt),
          activeJobId: slot.activeJobId ?? 0,
          job: jobId !== null && jobStatus !== null ? { id: jobId, name: jobName, status: jobStatus } : null,
        })),
    };
  });
}

/** A subscription by id, for the renewal task (which acts for every practice). */
export async function findSubscriptionById(db: Database, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}
