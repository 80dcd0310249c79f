import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findOwnJob, type JobRow } from './jobs-repository';

/** One of the employer's postings; another employer's (or none): 404. */
export async function requireOwnJob(ctx: AppContext, employerId: number, jobId: number): Promise<JobRow> {
  const job = await findOwnJob(ctx.db, employerId, jobId);
  if (!job) throw notFound('That job posting');
  return job;
}
