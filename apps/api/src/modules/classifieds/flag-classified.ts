import { CLASSIFIED_FLAGS_PER_HOUR } from '@chairside/domain/classifieds';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { readableClassified } from './classified-access';
import { insertFlag } from './classifieds-repository';

/**
 * PUT classifieds/{id}/flag: a signed-in reader reports a live listing to the administrators.
 * Once per reader until it is resolved (again: 200, nothing added); 20 reports an hour per reader.
 */
export async function flagClassified(ctx: AppContext, auth: RequestAuth, id: number, reason: string): Promise<{ flagged: boolean }> {
  const { viewer } = await readableClassified(ctx, auth, id);
  if (viewer.userId === null) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const { count, secondsLeft } = await ctx.rateLimiter.hitWindow(`classified-flag:${viewer.userId}`, 3600);
  if (count > CLASSIFIED_FLAGS_PER_HOUR)
    throw new AppError('RATE_LIMITED', 'You have sent many reports. Please try again in an hour.', { headers: { 'retry-after': String(secondsLeft) } });
  await insertFlag(ctx.db, id, viewer.userId, reason, ctx.clock.now());
  return { flagged: true };
}
