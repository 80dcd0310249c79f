import type { Database } from '@chairside/db/client';
import type { RedeemAnswer } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireCallerId } from '../../platform/caller';
import { markPostingNational } from '../jobs/public-api';
import { changeCredits, lockCreditBalance } from './orders-repository';
import { creditAccountOf } from '../organisations/public-api';

/**
 * Spends one NAT credit on one of the employer's live postings inside the caller's transaction:
 * the balance row is locked, so two spends of the last credit give one success and one 402.
 * Another employer's posting is 404; a basic posting, one already national or one that is not
 * live is 409 (nothing spent). Answers the NAT balance left.
 */
export async function spendNationalCredit(tx: Database, employerId: number, jobId: number, now: Date): Promise<number> {
  // A location sharing its organisation's billing spends the organisation's credits (ADR 120).
  const payer = await creditAccountOf(tx, employerId);
  const available = await lockCreditBalance(tx, payer, 'NAT');
  await markPostingNational(tx, employerId, jobId, now);
  if (available < 1)
    throw new AppError('PAYMENT', 'You have no NAT credit left. Buy the National Search add-on to show this posting in national search.', { field: 'product' });
  return changeCredits(tx, payer, 'NAT', -1, 'redeem', { jobId });
}

/** POST jobs/{id}/redeem {product: NAT}: the posting shows in national search from now on. */
export async function redeemCredit(ctx: AppContext, username: string, jobId: number, product: 'NAT'): Promise<RedeemAnswer> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  const balance = await ctx.db.transaction((tx) => spendNationalCredit(tx, employerId, jobId, now));
  return { jobId, product, balance };
}
