import type { FastifyBaseLogger } from 'fastify';
import type { Subscription, SubscribeInput } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { payForOrder } from '../commerce/public-api';
import { requireCallerId } from '../../platform/caller';
import { loadSubscriptions } from './subscriptions-repository';

export type SubscribeExtras = { couponCode?: string; campaignId?: string; templateId?: string };

/**
 * Subscribes the practice through the order flow of commerce, which keeps the card behind the
 * nonce at the gateway (vaulted), pays the first period with it and links it to the subscription
 * its renewals charge (prices, discount, slots, receipt; 402 paymentError on a decline).
 */
export async function subscribe(
  ctx: AppContext,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  username: string,
  input: SubscribeInput,
  extras: SubscribeExtras,
): Promise<Subscription> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const paid = await payForOrder(
    ctx,
    gateway,
    log,
    { kind: 'employer', username },
    {
      nonce: input.nonce,
      product: 'JOBSUB',
      quantity: input.quantity,
      addOns: { INV: 0, INVSUB: 0, NAT: 0 },
      position: input.position ?? null,
      zip: input.zip ?? null,
      couponCode: extras.couponCode || undefined,
      redeemWithPoints: input.redeemWithPoints ?? null,
      upgradedId: input.upgradedId ?? null,
      campaignId: extras.campaignId ?? null,
      templateId: extras.templateId ?? null,
    },
  );
  const [subscription] = await loadSubscriptions(ctx.db, employerId, paid.order.orderId);
  if (!subscription) throw notFound('That subscription');
  return subscription;
}
