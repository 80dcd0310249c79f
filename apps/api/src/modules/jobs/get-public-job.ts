import type { PublicJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadOfficeView } from '../offices/public-api';
import { findPublishedJob, loadJobDates } from './jobs-repository';
import { publicJobOf } from './job-view';

/**
 * The public job page's data: any published posting (a draft: 404), live or not; displayStatus
 * and isLive tell the page whether it is open, and structuredData is given only while live.
 */
export async function getPublicJob(ctx: AppContext, jobId: number): Promise<PublicJob> {
  const job = await findPublishedJob(ctx.db, jobId);
  if (!job) throw notFound('That job posting');
  const [dates, office] = await Promise.all([
    loadJobDates(ctx.db, [job.id]),
    job.officeId !== null && !job.isConfidential ? loadOfficeView(ctx.db, job.officeId) : Promise.resolve(null),
  ]);
  return publicJobOf(job, dates, office, ctx.clock.now());
}
