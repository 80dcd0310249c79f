import type { CandidateState } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { saveCandidateState, saveFlag } from './profiles-repository';
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

/** Whether practices may find the person (NOT_LOOKING: left out of resume search and matches). */
export async function setCandidateState(ctx: AppContext, username: string, state: CandidateState): Promise<{ candidateState: CandidateState }> {
  const user = await requireStaffUser(ctx, username);
  return { candidateState: await saveCandidateState(ctx.db, user.id, state) };
}
