import type { Order } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireEmployerId } from '../employers/require-employer';
import { loadSubscriptions } from '../subscriptions/subscriptions-repository';
import { loadOrder } from './orders-repository';

/**
 * One of the employer's orders, with the subscription it made when it made one; another
 * employer's or a missing one is 404.
 */
export async function getOrder(ctx: AppContext, username: string, orderId: number): Promise<Order> {
  const employerId = await requireEmployerId(ctx, username);
  const order = await loadOrder(ctx.db, employerId, orderId);
  if (!order) throw notFound('That order');
  const [subscription] = await loadSubscriptions(ctx.db, employerId, orderId);
  return subscription ? { ...order, subscription } : order;
}
