import type { PremiumStatus } from '@chairside/domain/premium';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { premiumStatusOf } from './premium-status';
import { findSeeker, latestPremium, setPremiumCancel } from './premium-subscriptions-repository';
import { requirePremiumFee } from './subscribe-premium';

/** GET .../premium: the person's premium state and the benefits. */
export async function getPremium(ctx: AppContext, username: string): Promise<PremiumStatus> {
  const seeker = await findSeeker(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  const [row, fee] = await Promise.all([latestPremium(ctx.db, seeker.id), requirePremiumFee(ctx)]);
  return premiumStatusOf(row, fee, ctx.clock.now());
}

/**
 * PUT .../premium {cancelAtPeriodEnd}: true cancels (no renewal; the benefits end with the
 * period paid for), false keeps renewing. Not a member: 409.
 */
export async function changePremium(ctx: AppContext, username: string, cancelAtPeriodEnd: boolean): Promise<PremiumStatus> {
  const seeker = await findSeeker(ctx.db, username);
  if (!seeker) throw notFound('That job seeker');
  const now = ctx.clock.now();
  const current = await latestPremium(ctx.db, seeker.id);
  if (!current || current.status !== 'active' || current.periodEnd <= now)
    throw new AppError('CONFLICT', 'You have no premium membership to change.', { field: 'cancelAtPeriodEnd' });
  const row = await setPremiumCancel(ctx.db, seeker.id, cancelAtPeriodEnd);
  return premiumStatusOf(row, await requirePremiumFee(ctx), now);
}
