import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findUserId, hasFlagged, saveFlag } from './job-activity-repository';
import { findPublishedJob } from './jobs-repository';
import type { Visitor } from './visitor-key';

/** Reports per visitor per hour, over all postings. */
export const FLAGS_PER_HOUR = 20;

/** A visitor reports a published posting (once; again: the reason is replaced). It joins the admins' review list. */
export async function flagJob(ctx: AppContext, visitor: Visitor, jobId: number, reason: string): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  if ((await ctx.rateLimiter.hit(`job-flags:${visitor.key}`, 3600)) > FLAGS_PER_HOUR)
    throw new AppError('RATE_LIMITED', 'You have reported many postings in a short time. Please try again later.', { headers: { 'retry-after': '3600' } });
  const userId = visitor.username ? await findUserId(ctx.db, visitor.username) : null;
  await saveFlag(ctx.db, jobId, visitor.key, userId, reason);
  return { flagged: true };
}

/** Whether this visitor has reported the posting. */
export async function getJobFlag(ctx: AppContext, visitor: Visitor, jobId: number): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  return { flagged: await hasFlagged(ctx.db, jobId, visitor.key) };
}
