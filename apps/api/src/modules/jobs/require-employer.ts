import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployerId, findOwnJob, type JobRow } from './jobs-repository';

/** The signed-in employer's user id (the guards checked the role), or 404. */
export async function requireEmployerId(ctx: AppContext, username: string): Promise<number> {
  const id = await findEmployerId(ctx.db, username);
  if (id === null) throw notFound('That employer');
  return id;
}

/** One of the employer's postings; another employer's (or none): 404. */
export async function requireOwnJob(ctx: AppContext, employerId: number, jobId: number): Promise<JobRow> {
  const job = await findOwnJob(ctx.db, employerId, jobId);
  if (!job) throw notFound('That job posting');
  return job;
}
