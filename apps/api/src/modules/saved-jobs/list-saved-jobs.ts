import { SAVED_JOBS_MAX, type SavedJob } from '@chairside/domain/saved-jobs';
import type { AppContext } from '../../platform/context';
import { loadJobSummaries } from '../jobs/public-api';
import { requireCallerId } from '../../platform/caller';
import { listSavedJobRows } from './saved-jobs-repository';
import { savedJobOf } from './saved-job-view';

/** The job seeker's saved postings, newest first, each with its posting's current status (closed ones stay, marked). */
export async function listSavedJobs(ctx: AppContext, username: string): Promise<SavedJob[]> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const rows = await listSavedJobRows(ctx.db, userId, SAVED_JOBS_MAX);
  const jobs = await loadJobSummaries(
    ctx.db,
    rows.map((row) => row.jobId),
    ctx.clock.now(),
  );
  return rows.flatMap((row) => {
    const job = jobs.get(row.jobId);
    return job && job.status !== 'DRAFT' ? [savedJobOf(row, job)] : [];
  });
}
