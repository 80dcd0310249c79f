import type { StaffProfile } from '@chairside/domain/resume-profile';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findStaffUser, loadProfileRow } from './profiles-repository';
import { loadResumeLists } from './resume-items-repository';
import { staffProfileOf } from './staff-profile-view';

/**
 * Who may read a resume. A public resume: anyone, signed in or not. A private one: its owner
 * only, for now. The spec also lets employers the owner applied to or was invited by read it;
 * there are no applications or invitations yet, so that rule arrives with them.
 */
export function canReadResume(resume: { ownerUsername: string; isPublic: boolean }, viewer: RequestAuth | null): boolean {
  if (resume.isPublic) return true;
  return viewer !== null && viewer.username === resume.ownerUsername;
}

/** A resume as an employer would see it (no email, ZIP or coordinates); 404 when the viewer may not read it. */
export async function getStaffProfile(ctx: AppContext, username: string, viewer: RequestAuth | null): Promise<StaffProfile> {
  const user = await findStaffUser(ctx.db, username);
  const row = user ? await loadProfileRow(ctx.db, user.id) : null;
  // One answer for "no such person" and "not yours to read": a private resume is not revealed.
  if (!user || !canReadResume({ ownerUsername: user.username, isPublic: row?.isPublic ?? false }, viewer))
    throw notFound('That resume');
  return staffProfileOf(user, row, await loadResumeLists(ctx.db, user.id));
}
