import type { AppContext } from '../../platform/context';
import { requireCallerId } from '../../platform/caller';
import { deleteSavedJob } from './saved-jobs-repository';

/** DELETE users/staff/{id}/saved-jobs/{jobId}: the posting leaves the list (not saved: no change). */
export async function unsaveJob(ctx: AppContext, username: string, jobId: number): Promise<void> {
  const userId = await requireCallerId(ctx, username, 'staff');
  await deleteSavedJob(ctx.db, userId, jobId);
}
