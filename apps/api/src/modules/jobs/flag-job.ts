import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { enforceLimit, type RequestLimit } from '../../platform/request-limits';
import { findUserId, hasFlagged, saveFlag } from './job-activity-repository';
import { findPublishedJob } from './jobs-repository';
import type { Visitor } from './visitor-key';

/** Reports per visitor per hour, over all postings. */
export const FLAGS_PER_HOUR = 20;

/** Reports by one visitor (the person signed in, else the client address), over all postings (ADR 22). */
const REPORTS_PER_VISITOR: RequestLimit = {
  name: 'job-flags:visitor',
  limit: FLAGS_PER_HOUR,
  windowSeconds: 3600,
  message: (wait) => `You have reported many postings in a short time. Please try again in ${wait}.`,
};

/** A visitor reports a published posting (once; again: the reason is replaced). It joins the admins' review list. */
export async function flagJob(ctx: AppContext, visitor: Visitor, jobId: number, reason: string): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  await enforceLimit(ctx, REPORTS_PER_VISITOR, visitor.key);
  const userId = visitor.username ? await findUserId(ctx.db, visitor.username) : null;
  await saveFlag(ctx.db, jobId, visitor.key, userId, reason);
  return { flagged: true };
}

/** Whether this visitor has reported the posting. */
export async function getJobFlag(ctx: AppContext, visitor: Visitor, jobId: number): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  return { flagged: await hasFlagged(ctx.db, jobId, visitor.key) };
}
