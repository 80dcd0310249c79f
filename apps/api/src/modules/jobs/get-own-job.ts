import type { EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { applicantCounts } from './applicant-counts';
import { loadJobDates } from './jobs-repository';
import { employerJobOf } from './job-view';
import { requireCallerId } from '../../platform/caller';
import { requireOwnJob } from './require-own-job';

/** One posting as its employer sees it (the summary screen: views, applicants). */
export async function getOwnJob(ctx: AppContext, username: string, jobId: number): Promise<EmployerJob> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const job = await requireOwnJob(ctx, employerId, jobId);
  const [dates, applicants] = await Promise.all([loadJobDates(ctx.db, [job.id]), applicantCounts(ctx.db, [job.id])]);
  return employerJobOf(job, dates, ctx.clock.now(), applicants(job.id));
}
