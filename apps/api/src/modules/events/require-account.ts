import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

/** Counts one submission against the account's daily allowance: over it, 429 with the envelope. */
export async function spendSubmission(ctx: AppContext, key: string, perDay: number, what: string): Promise<void> {
  const { count, secondsLeft } = await ctx.rateLimiter.hitWindow(key, 86_400);
  if (count > perDay)
    throw new AppError('RATE_LIMITED', `You can submit up to ${perDay} ${what} a day. Please try again tomorrow.`, {
      headers: { 'retry-after': String(secondsLeft) },
    });
}
