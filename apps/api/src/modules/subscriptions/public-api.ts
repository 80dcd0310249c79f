// What other modules use of subscriptions: the subscription an order made (commerce's order view,
// handed in by app.ts) and its emails' templates.
import type { Database } from '@chairside/db/client';
import type { Subscription } from '@chairside/domain/subscriptions';
import { loadSubscriptions } from './subscriptions-repository';

/** The subscription an order made, as the API shows it, or null (GET …/orders/{orderId}). */
export async function subscriptionOfOrder(db: Database, employerId: number, orderId: number): Promise<Subscription | null> {
  const [subscription] = await loadSubscriptions(db, employerId, orderId);
  return subscription ?? null;
}

/** The subscription emails, for the template registry's previews. */
export { SUBSCRIPTION_EMAILS } from './subscription-emails';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { PREMIUM_RENEWAL_EVERY_MS, PREMIUM_RENEWAL_TASK, renewPremium } from './renew-premium';
/** Its scheduled task, run by scheduled-tasks.ts. */
export { RENEWAL_EVERY_MS, RENEWAL_TASK, renewSubscriptions } from './renew-subscriptions';
