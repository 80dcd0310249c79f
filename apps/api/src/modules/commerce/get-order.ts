import type { Database } from '@chairside/db/client';
import type { Order } from '@chairside/domain/commerce';
import type { Subscription } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireCallerId } from '../../platform/caller';
import { loadOrder } from './orders-repository';

/**
 * The subscription an order made, as the API shows it, or null. Subscriptions reads it (it sells
 * through commerce, so commerce never imports it): the composition root hands the reader in (ADR 93).
 */
export type SubscriptionOfOrder = (db: Database, employerId: number, orderId: number) => Promise<Subscription | null>;

/**
 * One of the employer's orders, with the subscription it made when it made one; another
 * employer's or a missing one is 404.
 */
export async function getOrder(ctx: AppContext, username: string, orderId: number, subscriptionOf: SubscriptionOfOrder): Promise<Order> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const order = await loadOrder(ctx.db, employerId, orderId);
  if (!order) throw notFound('That order');
  const subscription = await subscriptionOf(ctx.db, employerId, orderId);
  return subscription ? { ...order, subscription } : order;
}
