import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobSlots, orders } from '@chairside/db/schema';
import { boundFee, type SlotBinding } from '@chairside/domain/commerce';
import { listPrices } from '../commerce/public-api';

/**
 * What a subscription costs, from what it records (ADR 66): each slot is priced by the catalog for
 * the position and region it was bought for (a slot from before slots were bound, "any", at the
 * highest fee it could be), and slots added later are bought for what its order was priced for.
 */

/** What the subscription's order was priced for: the binding of the slots it adds. */
export async function subscriptionBinding(db: Database, orderId: number): Promise<SlotBinding> {
  const [row] = await db.select({ position: orders.position, region: orders.region }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return { position: row?.position ?? null, region: row?.region ?? null };
}

/** One slot's fee a period for a binding. */
export async function slotFee(db: Database, binding: SlotBinding): Promise<number> {
  return boundFee(await listPrices(db), 'JOBSUB', binding) ?? 0;
}

/** What the subscription's slots (not cancelled) cost a period: the sum of each slot's fee. */
export async function periodAmount(db: Database, orderId: number): Promise<number> {
  const [prices, slots] = await Promise.all([
    listPrices(db),
    db
      .select({ position: jobSlots.position, region: jobSlots.region })
      .from(jobSlots)
      .where(and(eq(jobSlots.orderId, orderId), eq(jobSlots.product, 'JOBSUB'), isNull(jobSlots.cancelledAt))),
  ]);
  return slots.reduce((sum, slot) => sum + (boundFee(prices, 'JOBSUB', slot) ?? 0), 0);
}
