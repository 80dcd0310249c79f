import type { Order } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireEmployerId } from '../employers/require-employer';
import { loadOrder } from './orders-repository';

/** One of the employer's orders; another employer's or a missing one is 404. */
export async function getOrder(ctx: AppContext, username: string, orderId: number): Promise<Order> {
  const employerId = await requireEmployerId(ctx, username);
  const order = await loadOrder(ctx.db, employerId, orderId);
  if (!order) throw notFound('That order');
  return order;
}
