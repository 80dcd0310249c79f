import { SAVED_JOBS_MAX, type SavedJob } from '@chairside/domain/saved-jobs';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/public-api';
import { requireCallerId } from '../../platform/caller';
import { countSavedJobs, findSavedJob, insertSavedJob } from './saved-jobs-repository';
import { savedJobOf } from './saved-job-view';

const postingNotFound = () => new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });

/**
 * PUT users/staff/{id}/saved-jobs/{jobId}: the job seeker saves a published posting. Saving it
 * again changes nothing and answers the same record; a draft or unknown posting: 404 jobId.
 */
export async function saveJob(ctx: AppContext, username: string, jobId: number): Promise<SavedJob> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const now = ctx.clock.now();
  const job = (await loadJobSummaries(ctx.db, [jobId], now)).get(jobId);
  if (!job || job.status === 'DRAFT') throw postingNotFound();
  if (!(await findSavedJob(ctx.db, userId, jobId)) && (await countSavedJobs(ctx.db, userId)) >= SAVED_JOBS_MAX)
    throw new AppError('CONFLICT', `You can keep up to ${SAVED_JOBS_MAX} saved jobs. Remove some to save more.`, { field: 'jobId' });
  const row = await insertSavedJob(ctx.db, userId, jobId, now);
  return savedJobOf(row, job);
}
