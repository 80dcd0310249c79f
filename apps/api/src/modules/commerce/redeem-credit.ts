import type { RedeemAnswer } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { requireEmployerId } from '../employers/require-employer';
import { markPostingNational } from '../jobs/public-api';
import { changeCredits, lockCreditBalance } from './orders-repository';

/**
 * Spends one NAT credit on one of the employer's postings, in one transaction: the balance row
 * is locked, so two spends of the last credit give one success and one 402. Another employer's
 * posting is 404; a basic posting or one already national is 409 (nothing spent).
 */
export async function redeemCredit(ctx: AppContext, username: string, jobId: number, product: 'NAT'): Promise<RedeemAnswer> {
  const employerId = await requireEmployerId(ctx, username);
  const balance = await ctx.db.transaction(async (tx) => {
    const available = await lockCreditBalance(tx, employerId, product);
    await markPostingNational(tx, employerId, jobId);
    if (available < 1) throw new AppError('PAYMENT', 'You have no NAT credit left. Buy the national add-on to show this posting in national search.', { field: 'product' });
    return changeCredits(tx, employerId, product, -1, 'redeem', { jobId });
  });
  return { jobId, product, balance };
}
