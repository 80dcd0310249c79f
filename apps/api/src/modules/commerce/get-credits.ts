import type { CreditBalances } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { requireCallerId } from '../../platform/caller';
import { loadCredits } from './orders-repository';

/** The employer's credit balances (INV, INVSUB, NAT), when its resume access ends, and the ledger, newest first. */
export async function getCredits(ctx: AppContext, username: string): Promise<CreditBalances> {
  return loadCredits(ctx.db, await requireCallerId(ctx, username, 'employer'), ctx.clock.now());
}
