import { timeZoneOfUser } from '@chairside/db/zip-codes';
import type { TempProfile, TempProfileInput } from '@chairside/domain/temp-profile';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadTempProfile, replaceTempProfile } from './temp-profile-repository';
import { tempProfileAnswer, todayIn } from './temp-profile-view';

/**
 * PUT users/staff/{id}/temp-profile: replaces the whole temp profile (windows and exceptions with
 * it) in one transaction. An exception dated before today, in the person's zone: 400 naming it.
 */
export async function saveTempProfile(ctx: AppContext, username: string, input: TempProfileInput): Promise<TempProfile> {
  const userId = await requireCallerId(ctx, username, 'staff');
  const timeZone = await timeZoneOfUser(ctx.db, userId);
  const now = ctx.clock.now();
  const today = todayIn(now, timeZone);
  const past = input.exceptions.findIndex((exception) => exception.date < today);
  if (past >= 0) throw new AppError('VALIDATION', 'Choose today or a later date.', { field: `exceptions.${past}.date` });
  await ctx.db.transaction((tx) => replaceTempProfile(tx, userId, input, now));
  return tempProfileAnswer(await loadTempProfile(ctx.db, userId), timeZone, now);
}
