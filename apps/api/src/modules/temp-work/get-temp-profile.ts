import { timeZoneOfUser } from '@chairside/db/zip-codes';
import type { TempProfile } from '@chairside/domain/temp-profile';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { loadTempProfile } from './temp-profile-repository';
import { tempProfileAnswer } from './temp-profile-view';

/** GET users/staff/{id}/temp-profile: the job seeker's temp profile, or the empty one (`exists` false) the form starts from. */
export async function getTempProfile(ctx: AppContext, username: string): Promise<TempProfile> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const [stored, timeZone] = await Promise.all([loadTempProfile(ctx.db, userId), timeZoneOfUser(ctx.db, userId)]);
  return tempProfileAnswer(stored, timeZone, ctx.clock.now());
}
