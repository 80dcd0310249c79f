import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries, type JobSummary } from '../jobs/public-api';

/** One of the employer's postings (ownership in the query); another practice's, or none: 404. */
export async function requireOwnJob(ctx: AppContext, employerId: number, jobId: number, field?: string): Promise<JobSummary> {
  const job = (await loadJobSummaries(ctx.db, [jobId], ctx.clock.now(), { employerId })).get(jobId);
  if (!job) throw new AppError('NOT_FOUND', 'That job posting was not found.', field ? { field } : {});
  return job;
}
