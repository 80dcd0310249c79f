import type { AppContext } from '../../platform/context';
import { requireJobSeekerId } from './require-job-seeker';
import { deleteSavedJob } from './saved-jobs-repository';

/** DELETE users/staff/{id}/saved-jobs/{jobId}: the posting leaves the list (not saved: no change). */
export async function unsaveJob(ctx: AppContext, username: string, jobId: number): Promise<void> {
  const userId = await requireJobSeekerId(ctx, username);
  await deleteSavedJob(ctx.db, userId, jobId);
}
