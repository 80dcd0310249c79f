import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import {
  creditBalances,
  creditLedger,
  discountRedemptions,
  employers,
  jobSlots,
  orderItems,
  orders,
  paymentMethods,
  payments,
  subscriptions,
  users,
} from '@chairside/db/schema';
import {
  RESUME_PRODUCTS,
  type Credits,
  type Order,
  type OrderItem,
  type PaymentStatus,
  type PostingProduct,
  type StoredReceipt,
  type ReceiptSummary,
  type SlotBinding,
} from '@chairside/domain/commerce';
import { resumeAccessEnd } from '@chairside/domain/resume-search-rules';

export type NewOrder = typeof orders.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;
type CreditCode = keyof Credits;

export async function insertOrder(tx: Database, values: NewOrder, items: OrderItem[]): Promise<number> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row.id;
}

export async function setOrderJob(tx: Database, orderId: number, jobId: number): Promise<void> {
  await tx.update(orders).set({ jobId }).where(eq(orders.id, orderId));
}

/**
 * The order's job slots, bound to the position and region they were priced for; a subscription
 * slot ends with the subscription's period (`expiresAt`).
 */
export async function insertSlots(
  tx: Database,
  employerId: number,
  orderId: number,
  product: PostingProduct,
  quantity: number,
  expiresAt: Date | null,
  binding: SlotBinding,
): Promise<{ slotId: number; product: string }[]> {
  const rows = await tx
    .insert(jobSlots)
    .values(Array.from({ length: quantity }, () => ({ employerId, orderId, product, expiresAt, position: binding.position, region: binding.region })))
    .returning({ slotId: jobSlots.id, product: jobSlots.product });
  return rows.sort((a, b) => a.slotId - b.slotId);
}

export async function insertRedemption(tx: Database, values: typeof discountRedemptions.$inferInsert): Promise<void> {
  await tx.insert(discountRedemptions).values(values);
}

export async function insertSubscription(tx: Database, values: typeof subscriptions.$inferInsert): Promise<void> {
  await tx.insert(subscriptions).values(values);
}

/** A card kept at the gateway (only its token and what identifies it to a person). */
export async function insertPaymentMethod(tx: Database, values: typeof paymentMethods.$inferInsert): Promise<number> {
  const [row] = await tx.insert(paymentMethods).values(values).returning({ id: paymentMethods.id });
  return row.id;
}

/** Adds or spends credits (the balance never goes below 0: the check refuses) and writes the ledger. */
export async function changeCredits(
  tx: Database,
  employerId: number,
  productCode: CreditCode,
  change: number,
  reason: 'purchase' | 'redeem',
  refs: { orderId?: number; jobId?: number },
): Promise<number> {
  const [row] =
    change > 0
      ? await tx
          .insert(creditBalances)
          .values({ employerId, productCode, balance: change })
          .onConflictDoUpdate({ target: [creditBalances.employerId, creditBalances.productCode], set: { balance: sql`${creditBalances.balance} + ${change}` } })
          .returning({ balance: creditBalances.balance })
      : await tx
          .update(creditBalances)
          .set({ balance: sql`${creditBalances.balance} + ${change}` })
          .where(and(eq(creditBalances.employerId, employerId), eq(creditBalances.productCode, productCode)))
          .returning({ balance: creditBalances.balance });
  if (!row) throw new Error('No credit balance to spend from.');
  await tx.insert(creditLedger).values({ employerId, productCode, change, reason, orderId: refs.orderId ?? null, jobId: refs.jobId ?? null });
  return row.balance;
}

/** The balance, locked for a spend; 0 when none was ever bought. */
export async function lockCreditBalance(tx: Database, employerId: number, productCode: CreditCode): Promise<number> {
  const [row] = await tx
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.employerId, employerId), eq(creditBalances.productCode, productCode)))
    .for('update');
  return row?.balance ?? 0;
}

export async function insertPayment(db: Database, values: NewPayment): Promise<number> {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  return row.id;
}

const emptyCredits = (): Credits => ({ INV: 0, INVSUB: 0, NAT: 0 });

/** One of the employer's orders as the API answers it (ownership in the query), or null. */
export async function loadOrder(db: Database, employerId: number, orderId: number): Promise<Order | null> {
  const [order] = await db
    .select({ order: orders, paymentId: payments.id })
    .from(orders)
    .innerJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'settled')))
    .where(and(eq(orders.id, orderId), eq(orders.employerId, employerId)))
    .limit(1);
  if (!order) return null;
  const [items, slots, ledger] = await Promise.all([
    loadItems(db, orderId),
    db.select({ slotId: jobSlots.id, product: jobSlots.product }).from(jobSlots).where(eq(jobSlots.orderId, orderId)).orderBy(asc(jobSlots.id)),
    db
      .select({ productCode: creditLedger.productCode, change: creditLedger.change })
      .from(creditLedger)
      .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.reason, 'purchase'))),
  ]);
  const credits = emptyCredits();
  for (const entry of ledger) credits[entry.productCode] += entry.change;
  const row = order.order;
  return {
    orderId: row.id,
    paymentId: order.paymentId,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    items,
    discountCode: row.discountCode,
    slots,
    credits,
    ...(row.jobId ? { jobId: row.jobId } : {}),
  };
}

async function loadItems(db: Database, orderId: number): Promise<OrderItem[]> {
  return db
    .select({
      productCode: orderItems.productCode,
      description: orderItems.description,
      quantity: orderItems.quantity,
      unitFee: orderItems.unitFee,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The employer's settled payments, newest first. */
export async function listReceipts(db: Database, employerId: number): Promise<ReceiptSummary[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      orderId: orders.id,
      createdAt: payments.createdAt,
      total: orders.total,
      productCode: orders.productCode,
      quantity: orders.quantity,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.employerId, employerId), eq(orders.employerId, employerId)))
    .orderBy(desc(payments.id));
  return rows.map((row) => ({
    paymentId: row.paymentId,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    total: row.total,
    description: `${row.productCode} x ${row.quantity}`,
    status: row.status as PaymentStatus,
  }));
}

/** One of the employer's receipts (ownership in the query), or null. */
export async function loadReceipt(db: Database, employerId: number, paymentId: number): Promise<StoredReceipt | null> {
  const [row] = await db
    .select({
      payment: payments,
      order: orders,
      practiceName: employers.practiceName,
      email: users.email,
      city: users.city,
      state: users.state,
      zip: users.zip,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(employers, eq(employers.userId, orders.employerId))
    .innerJoin(users, eq(users.id, orders.employerId))
    .where(and(eq(payments.id, paymentId), eq(payments.employerId, employerId), eq(orders.employerId, employerId)))
    .limit(1);
  if (!row) return null;
  const place = [row.city && row.state ? `${row.city} ${row.state}` : (row.city ?? row.state), row.zip].filter(Boolean).join(', ');
  const { payment, order } = row;
  return {
    paymentId: payment.id,
    orderId: order.id,
    createdAt: payment.createdAt.toISOString(),
    status: payment.status,
    billedTo: { practiceName: row.practiceName, email: row.email, ...(place ? { address: place } : {}) },
    items: await loadItems(db, order.id),
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    discountCode: order.discountCode,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    gatewayTransactionId: payment.gatewayTransactionId,
  };
}

/** When the practice's resume access (RESUME30 orders, one after the other) ends; null when never bought. */
export async function loadResumeAccessEnd(db: Database, employerId: number): Promise<Date | null> {
  const purchases = await db
    .select({ at: orders.createdAt, quantity: orderItems.quantity })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.employerId, employerId), inArray(orderItems.productCode, [...RESUME_PRODUCTS])));
  return resumeAccessEnd(purchases);
}

/** The credit balances, when resume access ends (null: none running at `now`) and the ledger, newest first. */
export async function loadCredits(db: Database, employerId: number, now: Date) {
  const [balances, ledger, accessEnd] = await Promise.all([
    db.select().from(creditBalances).where(eq(creditBalances.employerId, employerId)),
    db.select().from(creditLedger).where(eq(creditLedger.employerId, employerId)).orderBy(desc(creditLedger.id)).limit(500),
    loadResumeAccessEnd(db, employerId),
  ]);
  const totals = emptyCredits();
  for (const row of balances) totals[row.productCode] = row.balance;
  return {
    balances: totals,
    resumeAccessUntil: accessEnd && accessEnd.getTime() > now.getTime() ? accessEnd.toISOString() : null,
    ledger: ledger.map((row) => ({
      id: row.id,
      productCode: row.productCode,
      change: row.change,
      reason: row.reason,
      orderId: row.orderId,
      jobId: row.jobId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
