import type { EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { applicantCounts } from '../hiring/public-api';
import { loadJobDates } from './jobs-repository';
import { employerJobOf } from './job-view';
import { requireEmployerId } from '../employers/require-employer';
import { requireOwnJob } from './require-own-job';

/** One posting as its employer sees it (the summary screen: views, applicants). */
export async function getOwnJob(ctx: AppContext, username: string, jobId: number): Promise<EmployerJob> {
  const employerId = await requireEmployerId(ctx, username);
  const job = await requireOwnJob(ctx, employerId, jobId);
  const [dates, applicants] = await Promise.all([loadJobDates(ctx.db, [job.id]), applicantCounts(ctx.db, [job.id])]);
  return employerJobOf(job, dates, ctx.clock.now(), applicants(job.id));
}
