import { eq } from 'drizzle-orm';
import { staffProfiles } from '@chairside/db/schema';
import type { ProfilePromptState } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { upsertProfile } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';

/** GET users/staff/{id}/profile/prompt: the day the profile prompt was last shown to this account (any browser). */
export async function getProfilePrompt(ctx: AppContext, username: string): Promise<ProfilePromptState> {
  const user = await requireStaffUser(ctx, username);
  const [row] = await ctx.db.select({ day: staffProfiles.profilePromptShownOn }).from(staffProfiles).where(eq(staffProfiles.userId, user.id)).limit(1);
  return { lastShownDate: row?.day ?? null };
}

/** PUT users/staff/{id}/profile/prompt {day}: the prompt was shown today (the person's calendar day), remembered for the account. */
export async function recordProfilePrompt(ctx: AppContext, username: string, day: string): Promise<ProfilePromptState> {
  const user = await requireStaffUser(ctx, username);
  const row = await upsertProfile(ctx.db, user.id, { profilePromptShownOn: day });
  return { lastShownDate: row.profilePromptShownOn };
}
