import type { AppContext } from '../../platform/context';
import type { RequestAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { findUserId } from './events-repository';

/** The signed-in person's account id (a token for an account since removed: 401). */
export async function requireAccountId(ctx: AppContext, auth: RequestAuth): Promise<number> {
  const id = await findUserId(ctx.db, auth.username);
  if (id === null) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return id;
}

/** Counts one submission against the account's daily allowance: over it, 429 with the envelope. */
export async function spendSubmission(ctx: AppContext, key: string, perDay: number, what: string): Promise<void> {
  const { count, secondsLeft } = await ctx.rateLimiter.hitWindow(key, 86_400);
  if (count > perDay)
    throw new AppError('RATE_LIMITED', `You can submit up to ${perDay} ${what} a day. Please try again tomorrow.`, {
      headers: { 'retry-after': String(secondsLeft) },
    });
}
