import type { CreditBalances } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { requireCallerId } from '../../platform/caller';
import { loadCredits } from './orders-repository';
import { creditAccountOf } from '../organisations/public-api';

/** The employer's credit balances (INV, INVSUB, NAT), when its resume access ends, and the ledger, newest first. */
export async function getCredits(ctx: AppContext, username: string): Promise<CreditBalances> {
  // A location sharing its organisation's billing reads the organisation's credits (ADR 120).
  return loadCredits(ctx.db, await creditAccountOf(ctx.db, await requireCallerId(ctx, username, 'employer')), ctx.clock.now());
}
