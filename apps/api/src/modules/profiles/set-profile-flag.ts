import type { AppContext } from '../../platform/context';
import { saveFlag } from './profiles-repository';
import { requireStaffUser } from './require-staff-user';

/** The settings panel's toggles: public/private resume and willing to relocate. */
export async function setPublic(ctx: AppContext, username: string, state: boolean): Promise<{ isPublic: boolean }> {
  const user = await requireStaffUser(ctx, username);
  return { isPublic: await saveFlag(ctx.db, user.id, 'isPublic', state) };
}

export async function setRelocate(ctx: AppContext, username: string, state: boolean): Promise<{ isRelocate: boolean }> {
  const user = await requireStaffUser(ctx, username);
  return { isRelocate: await saveFlag(ctx.db, user.id, 'isRelocate', state) };
}
