// "Set up payouts" (ADR 129): with the Stripe Connect payout adapter, the professional's connected
// account (an Express account that may receive transfers) is created at their first request and kept;
// each request answers a fresh onboarding link (Stripe's account_links, single use, a few minutes),
// which brings them back to their Payouts page.
import { eq } from 'drizzle-orm';
import type { PayoutSetupLink } from '@chairside/domain/shift-pay';
import { stripeConnectAccounts, users } from '@chairside/db/schema';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { connectedAccountOf } from './shift-pay-repository';
import { stripeApi, type StripeAccount, type StripeAccountLink, type StripeApi } from './stripe-api';

/** POST users/staff/{id}/payouts/setup-link. */
export async function payoutSetupLink(ctx: AppContext, username: string, stripe: StripeApi = stripeApi(ctx.config)): Promise<PayoutSetupLink> {
  const userId = await requireCallerId(ctx, username, 'staff');
  if (ctx.config.PAYOUT_ADAPTER !== 'stripe-connect')
    throw new AppError('CONFLICT', 'Payouts on Chairside are not paid through Stripe; there is nothing to set up.');
  const page = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/app/payouts`;
  try {
    const accountId = (await connectedAccountOf(ctx.db, userId)) ?? (await createAccount(ctx, stripe, userId));
    const link = await stripe.post<StripeAccountLink>('/v1/account_links', {
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${page}?setup=expired`,
      return_url: `${page}?setup=done`,
    });
    return { url: link.url };
  } catch (caught) {
    if (caught instanceof AppError) throw caught;
    throw new AppError('UNAVAILABLE', 'Stripe could not start your payout setup just now. Please try again in a few minutes.');
  }
}

/** Creates the Express account (its key from the professional's id: two requests create one) and keeps its id. */
async function createAccount(ctx: AppContext, stripe: StripeApi, userId: number): Promise<string> {
  const [person] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const account = await stripe.post<StripeAccount>(
    '/v1/accounts',
    {
      type: 'express',
      country: ctx.config.STRIPE_CONNECT_COUNTRY,
      ...(person ? { email: person.email } : {}),
      'capabilities[transfers][requested]': 'true',
      'metadata[chairside_user_id]': String(userId),
    },
    `chairside-account-${userId}`,
  );
  await ctx.db
    .insert(stripeConnectAccounts)
    .values({ userId, accountId: account.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: stripeConnectAccounts.userId });
  const kept = await connectedAccountOf(ctx.db, userId);
  if (!kept) throw new AppError('CONFLICT', 'Your payout account could not be kept. Please try again.');
  return kept;
}
