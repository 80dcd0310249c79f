import type { JobDate } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { setJobDateStatus, updateJob } from './jobs-repository';
import { jobDateOf } from './job-view';
import { requireCallerId } from '../../platform/caller';
import { requireOwnJob } from './require-own-job';

/** Sets one temp date's status (open ACTIVE, filled BOOKED, CANCELED) on a published posting. */
export async function changeJobDateStatus(ctx: AppContext, username: string, jobId: number, jobDateId: number, status: JobDate['status']): Promise<JobDate> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const job = await requireOwnJob(ctx, employerId, jobId);
  if (job.status === 'DRAFT') throw new AppError('CONFLICT', 'This posting is a draft: publish it first.', { field: 'status' });
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await setJobDateStatus(tx, jobId, jobDateId, status);
    if (!updated) throw notFound('That date of the posting');
    await updateJob(tx, jobId, {});
    return updated;
  });
  return jobDateOf(row, job.timeZone);
}
