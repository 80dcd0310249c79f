import type { Subscription } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { requireCallerId } from '../../platform/caller';
import { loadSubscriptions } from './subscriptions-repository';

/** The practice's subscriptions, newest first. */
export async function getSubscriptions(ctx: AppContext, username: string): Promise<Subscription[]> {
  return loadSubscriptions(ctx.db, await requireCallerId(ctx, username, 'employer'));
}

/** The practice's subscription made by an order; another practice's or none is 404. */
export async function getSubscription(ctx: AppContext, username: string, orderId: number): Promise<Subscription> {
  const [subscription] = await loadSubscriptions(ctx.db, await requireCallerId(ctx, username, 'employer'), orderId);
  if (!subscription) throw notFound('That subscription');
  return subscription;
}
