import type { Database } from '@chairside/db/client';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findStaffUser, hasHiringLink, loadProfileRow, type ProfileRow, type StaffUser } from './profiles-repository';
import { loadResumeLists } from './resume-items-repository';
import { publicViewOf, staffProfileOf } from './staff-profile-view';
import { verifiedBadgesByUser, verifiedCredentialsOf } from '../credentials/public-api';
import { loadTempSummaries } from '../temp-work/public-api';
import { ratingsOfPeople } from '../reviews/public-api';

/**
 * Who may read a resume. A public resume: anyone, signed in or not. A private one: its owner,
 * and a practice the owner applied to (any of its postings) or that holds a pending or accepted
 * invitation of the owner (`linkedPractice`: the caller asks hiring only for employers).
 */
export function canReadResume(resume: { ownerUsername: string; isPublic: boolean }, viewer: RequestAuth | null, linkedPractice = false): boolean {
  if (resume.isPublic) return true;
  if (viewer === null) return false;
  if (viewer.username === resume.ownerUsername) return true;
  return viewer.role === 'employer' && linkedPractice;
}

/**
 * The person and resume row when the viewer may read that resume; null otherwise (or for no such
 * job seeker). `full`: the owner, or a practice the person applied to or was invited by; anyone
 * else reads the public view.
 */
export async function findReadableResume(
  db: Database,
  username: string,
  viewer: RequestAuth | null,
): Promise<{ user: StaffUser; row: ProfileRow | null; full: boolean } | null> {
  const user = await findStaffUser(db, username);
  if (!user) return null;
  const row = await loadProfileRow(db, user.id);
  const resume = { ownerUsername: user.username, isPublic: row?.isPublic ?? false };
  const owner = viewer !== null && viewer.username === user.username;
  const linked = viewer !== null && viewer.role === 'employer' ? await hasHiringLink(db, viewer.username, user.id) : false;
  return canReadResume(resume, viewer, linked) ? { user, row, full: owner || linked } : null;
}

/**
 * A resume as its reader may see it (never email, ZIP or coordinates); 404 when the viewer may
 * not read it. `asPublic`: the public view whoever asks (the owner's "what the public sees").
 */
export async function getStaffProfile(ctx: AppContext, username: string, viewer: RequestAuth | null, asPublic = false): Promise<StaffProfile> {
  const readable = await findReadableResume(ctx.db, username, viewer);
  // One answer for "no such person" and "not yours to read": a private resume is not revealed.
  if (!readable) throw notFound('That resume');
  const { id } = readable.user;
  const [lists, tempSummaries] = await Promise.all([loadResumeLists(ctx.db, id), loadTempSummaries(ctx.db, [id])]);
  const profile = staffProfileOf(readable.user, readable.row, lists, tempSummaries.get(id) ?? null);
  const view = readable.full && !asPublic ? profile : publicViewOf(profile);
  // The badge for everyone who reads the resume; the numbers only to its owner, administrators and practices it applied to (ADR 115).
  const badge = (await verifiedBadgesByUser(ctx.db, [id])).get(id);
  const withNumbers = (readable.full && !asPublic) || viewer?.role === 'admin';
  const numbers = withNumbers ? await verifiedCredentialsOf(ctx.db, id) : null;
  // Practices' ratings of the person, as offers and resume cards show them (ADR 114).
  const rating = (await ratingsOfPeople(ctx.db, [id], ctx.clock.now())).get(id) ?? { average: null, count: 0 };
  return { ...view, licenseVerified: badge?.licenseVerified ?? false, verifiedCredentials: numbers ?? badge?.credentials ?? [], rating };
}
