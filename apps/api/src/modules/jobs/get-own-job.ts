import type { EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { loadJobDates } from './jobs-repository';
import { employerJobOf } from './job-view';
import { requireEmployerId, requireOwnJob } from './require-employer';

/** One posting as its employer sees it (the summary screen: views, applicants). */
export async function getOwnJob(ctx: AppContext, username: string, jobId: number): Promise<EmployerJob> {
  const employerId = await requireEmployerId(ctx, username);
  const job = await requireOwnJob(ctx, employerId, jobId);
  return employerJobOf(job, await loadJobDates(ctx.db, [job.id]), ctx.clock.now());
}
