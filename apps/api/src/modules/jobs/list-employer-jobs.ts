import { EMPLOYER_JOB_LIMIT, type EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { applicantCounts } from './applicant-counts';
import { listOwnJobs, loadJobDates } from './jobs-repository';
import { employerJobOf } from './job-view';
import { requireCallerId } from '../../platform/caller';
import type { JobScope } from '../../platform/team-access';

/**
 * Every posting of the employer (credit posts included, group 'credit'), latest expiry first,
 * drafts last; each with displayStatus, group, adjustedExpireDate, slug and applicant counts. The web filters and
 * sorts them with the domain's filterJobPosts / sortJobPosts.
 */
export async function listEmployerJobs(ctx: AppContext, username: string, limit = EMPLOYER_JOB_LIMIT, scope?: JobScope): Promise<EmployerJob[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const rows = await listOwnJobs(ctx.db, employerId, limit, scope);
  const [dates, applicants] = await Promise.all([
    loadJobDates(
      ctx.db,
      rows.filter((row) => row.type === 'TEMP').map((row) => row.id),
    ),
    applicantCounts(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  const now = ctx.clock.now();
  return rows.map((row) => employerJobOf(row, dates, now, applicants(row.id)));
}
