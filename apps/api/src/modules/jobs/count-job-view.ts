import { dayOf } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { recordView } from './job-activity-repository';
import { findPublishedJob } from './jobs-repository';
import type { Visitor } from './visitor-key';

/**
 * Counts a view of a published posting: once per visitor and day; the employer's own views do
 * not count. Drafts: 404.
 */
export async function countJobView(ctx: AppContext, visitor: Visitor, jobId: number): Promise<{ counted: boolean }> {
  const job = await findPublishedJob(ctx.db, jobId);
  if (!job) throw notFound('That job posting');
  if (visitor.username === job.employerUsername) return { counted: false };
  return { counted: await recordView(ctx.db, jobId, visitor.key, dayOf(ctx.clock.now())) };
}
