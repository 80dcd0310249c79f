import type { PublicJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadOfficeView } from '../offices/public-api';
import { findPublishedJob, loadJobDates } from './jobs-repository';
import { publicJobOf } from './job-view';
import { responseTimeOfPractice } from './response-time';

/**
 * The public job page's data: any published posting (a draft: 404), live or not; displayStatus
 * and isLive tell the page whether it is open, and structuredData is given only while live;
 * responseTime: how soon the practice usually answers (ADR 112).
 */
export async function getPublicJob(ctx: AppContext, jobId: number): Promise<PublicJob> {
  const job = await findPublishedJob(ctx.db, jobId);
  if (!job) throw notFound('That job posting');
  const now = ctx.clock.now();
  const [dates, office, responseTime] = await Promise.all([
    loadJobDates(ctx.db, [job.id]),
    job.officeId !== null && !job.isConfidential ? loadOfficeView(ctx.db, job.officeId) : Promise.resolve(null),
    // A confidential posting does not show it: the figure would help tell the practice.
    job.isConfidential ? Promise.resolve(null) : responseTimeOfPractice(ctx.db, job.employerId, now),
  ]);
  return { ...publicJobOf(job, dates, office, now), responseTime };
}
