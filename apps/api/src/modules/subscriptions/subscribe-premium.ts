import type { FastifyBaseLogger } from 'fastify';
import { periodEndAfter } from '@chairside/domain/subscriptions';
import type { PremiumStatus } from '@chairside/domain/premium';
import { formatCents } from '@chairside/domain/money';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payment-gateway';
import { cardDeclined, claimNonce } from '../commerce/public-api';
import { premiumStatusOf } from './premium-status';
import { premiumWelcomeEmail } from './subscription-emails';
import { findSeeker, insertPremium, latestPremium, premiumFee } from './premium-subscriptions-repository';

const nonceProblem = (message: string) => new AppError('VALIDATION', message, { field: 'nonce' });

/** The catalog's PREMIUM fee; a catalog without it cannot sell it. */
export async function requirePremiumFee(ctx: AppContext): Promise<number> {
  const fee = await premiumFee(ctx.db);
  if (fee === null) throw new AppError('UNAVAILABLE', 'Premium is not on sale right now.');
  return fee;
}

/**
 * Buys premium for a job seeker through the payment port, as the practices' subscriptions do:
 * the card behind the nonce is kept (vaulted) at the gateway and charged now for the first month
 * at the catalog's PREMIUM fee, then monthly by the renewal task. A used or unknown nonce 400
 * nonce; a decline 402 (reason paymentError), nothing stored; a member already 409.
 */
export async function subscribePremium(
  ctx: AppContext,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  username: string,
  nonce: string,
): Promise<PremiumStatus> {
  const now = ctx.clock.now();
  const seeker = await findSeeker(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  const current = await latestPremium(ctx.db, seeker.id);
  if (current?.status === 'active') throw new AppError('CONFLICT', 'You are a premium member already.', { field: 'product' });
  const fee = await requirePremiumFee(ctx);

  if (!gateway.isReusableNonce(nonce) && !(await claimNonce(ctx.db, nonce, now)))
    throw nonceProblem('This payment was already used. Enter your card details again.');
  const vaulted = await gateway.vault(nonce);
  if (vaulted.outcome === 'invalid') throw nonceProblem(vaulted.message);
  if (vaulted.outcome === 'declined') throw cardDeclined(vaulted.reason);

  const key = `premium-${seeker.id}-${now.getTime()}`;
  const charge =
    fee > 0
      ? await gateway.chargeVaulted({ amount: fee, token: vaulted.token, idempotencyKey: key })
      : ({ outcome: 'approved', transactionId: '', card: vaulted.card } as const);
  if (charge.outcome === 'invalid') throw nonceProblem(charge.message);
  if (charge.outcome === 'declined') throw cardDeclined(charge.reason);

  const card = charge.card ?? vaulted.card;
  let row;
  try {
    row = await ctx.db.transaction((tx) =>
      insertPremium(
        tx,
        {
          userId: seeker.id,
          amount: fee,
          periodStart: now,
          periodEnd: periodEndAfter(now),
          gateway: gateway.name,
          paymentToken: vaulted.token,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
        },
        { idempotencyKey: key, gatewayTransactionId: charge.transactionId || null },
      ),
    );
  } catch (error) {
    row = undefined;
    log.error({ err: error }, 'a premium payment could not be recorded');
  }
  if (!row) {
    if (charge.transactionId)
      await gateway.voidCharge(charge.transactionId).catch((error: unknown) => log.error({ err: error }, 'a premium charge was not voided'));
    throw new AppError('CONFLICT', 'You are a premium member already.', { field: 'product' });
  }
  await ctx.mailer
    .send({
      to: seeker.email,
      ...premiumWelcomeEmail.render({
        amount: formatCents(fee),
        card: `${card?.brand ?? 'card'} ending ${card?.last4 ?? '----'}`,
        premiumUrl: `${ctx.config.PUBLIC_URL}/app/premium`,
      }),
    })
    .catch((error: unknown) => log.error({ err: error }, 'the premium welcome email was not sent'));
  return premiumStatusOf(row, fee, now);
}
