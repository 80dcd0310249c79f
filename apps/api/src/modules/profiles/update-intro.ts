import type { Intro } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { saveIntro } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';

/** Replaces the intro; blank or null clears it. */
export async function updateIntro(ctx: AppContext, username: string, input: Intro): Promise<Intro> {
  const user = await requireStaffUser(ctx, username);
  return { intro: await saveIntro(ctx.db, user.id, input.intro) };
}
