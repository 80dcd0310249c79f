import type { Subscription } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireEmployerId } from '../employers/require-employer';
import { loadSubscriptions } from './subscriptions-repository';

/** The practice's subscriptions, newest first. */
export async function getSubscriptions(ctx: AppContext, username: string): Promise<Subscription[]> {
  return loadSubscriptions(ctx.db, await requireEmployerId(ctx, username));
}

/** The practice's subscription made by an order; another practice's or none is 404. */
export async function getSubscription(ctx: AppContext, username: string, orderId: number): Promise<Subscription> {
  const [subscription] = await loadSubscriptions(ctx.db, await requireEmployerId(ctx, username), orderId);
  if (!subscription) throw notFound('That subscription');
  return subscription;
}
