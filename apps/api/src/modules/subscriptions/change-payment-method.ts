import type { FastifyBaseLogger } from 'fastify';
import type { Subscription } from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { cardDeclined, claimNonce, insertPaymentMethod } from '../commerce/public-api';
import { requireCallerId } from '../../platform/caller';
import { retryRenewalNow } from './renew-subscriptions';
import { findSubscription, loadSubscriptions, setPaymentMethod } from './subscriptions-repository';

const nonceProblem = (message: string) => new AppError('VALIDATION', message, { field: 'nonce' });

/**
 * PUT users/employers/{id}/order/{orderId}/payment-method {nonce}: keeps a new card at the
 * gateway (vaulted; a refused card 402, nothing changed) and makes it the subscription's: the
 * next renewal charges it. A past-due subscription's next retry happens at once on the new card
 * (it is the scheduled retry brought forward, ADR 29); the answer shows its outcome. An ended
 * subscription 409.
 */
export async function changePaymentMethod(
  ctx: AppContext,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  username: string,
  orderId: number,
  nonce: string,
): Promise<Subscription> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  const current = await findSubscription(ctx.db, employerId, orderId);
  if (!current) throw notFound('That subscription');
  if (current.status !== 'active' && current.status !== 'past_due')
    throw new AppError('CONFLICT', 'The subscription has ended. Subscribe again to post with slots.', { field: 'status' });

  if (!gateway.isReusableNonce(nonce) && !(await claimNonce(ctx.db, nonce, now)))
    throw nonceProblem('This card form was already used. Enter your card details again.');
  const vaulted = await gateway.vault(nonce);
  if (vaulted.outcome === 'invalid') throw nonceProblem(vaulted.message);
  if (vaulted.outcome === 'declined') throw cardDeclined(vaulted.reason);

  const changed = await ctx.db.transaction(async (tx) => {
    const paymentMethodId = await insertPaymentMethod(tx, {
      employerId,
      gateway: gateway.name,
      token: vaulted.token,
      cardBrand: vaulted.card?.brand ?? null,
      cardLast4: vaulted.card?.last4 ?? null,
      createdAt: now,
    });
    return setPaymentMethod(tx, employerId, current.id, paymentMethodId);
  });
  if (!changed) throw new AppError('CONFLICT', 'The subscription has ended meanwhile. Subscribe again to post with slots.', { field: 'status' });
  if (changed.status === 'past_due') await retryRenewalNow(ctx, gateway, log, changed.id, now);

  const [subscription] = await loadSubscriptions(ctx.db, employerId, orderId);
  if (!subscription) throw notFound('That subscription');
  return subscription;
}
