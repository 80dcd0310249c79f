import type { Application } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { loadJobSummaries } from '../jobs/public-api';
import { listApplicationsOf } from './applications-repository';
import { applicationOf, summaryIn } from './application-views';
import { requireStaffAccount } from './require-accounts';

const STAFF_APPLICATIONS_LIMIT = 1000;

/** The job seeker's applications, newest first, each with its posting's current display status. */
export async function listStaffApplications(ctx: AppContext, username: string): Promise<Application[]> {
  const seeker = await requireStaffAccount(ctx, username);
  const rows = await listApplicationsOf(ctx.db, seeker.id, STAFF_APPLICATIONS_LIMIT);
  const jobs = await loadJobSummaries(
    ctx.db,
    rows.map((row) => row.jobId),
    ctx.clock.now(),
  );
  return rows.map((row) => applicationOf(row, summaryIn(jobs, row.jobId)));
}
