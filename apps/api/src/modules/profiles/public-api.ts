// What other modules may use of resumes (hiring, assessments): read-only, and only after the
// caller has checked that the reader may see the resume.
import type { Database } from '@chairside/db/client';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import type { RequestAuth } from '../../platform/auth';
import { findReadableResume } from './get-staff-profile';
import { findStaffUser, loadProfileRow } from './profiles-repository';
import { loadProfileScoresFor, type ProfileScore } from './profile-scores';
import { loadResumeLists } from './resume-items-repository';
import { staffProfileOf } from './staff-profile-view';
import { loadTempSummaries } from '../temp-work/public-api';

export type { ProfileScore };

/** Completeness score and good-to-apply of many job seekers at once; someone unknown is missing. */
export async function loadProfileScores(db: Database, userIds: number[]): Promise<Map<number, ProfileScore>> {
  return loadProfileScoresFor(db, userIds);
}

/** Good to apply: an intro and at least 5 skills. */
export async function isUserGoodToApply(db: Database, userId: number): Promise<boolean> {
  return (await loadProfileScoresFor(db, [userId])).get(userId)?.isGoodToApply ?? false;
}

/**
 * A job seeker's resume as a practice sees it (no email, ZIP or coordinates), public or not:
 * the caller has established that this practice may read it. Null for an unknown job seeker.
 */
export async function loadResumeForPractice(db: Database, username: string): Promise<StaffProfile | null> {
  const user = await findStaffUser(db, username);
  if (!user) return null;
  const [row, lists, tempSummaries] = await Promise.all([loadProfileRow(db, user.id), loadResumeLists(db, user.id), loadTempSummaries(db, [user.id])]);
  return staffProfileOf(user, row, lists, tempSummaries.get(user.id) ?? null);
}

/** Whether the viewer may read the job seeker's resume (the rule of GET users/staff/{username}/profile). */
export async function mayReadResume(db: Database, username: string, viewer: RequestAuth): Promise<boolean> {
  return (await findReadableResume(db, username, viewer)) !== null;
}

/** Whether resume search shows the job seeker to practices: a public resume of someone not marked NOT_LOOKING. */
export async function isFindableInResumeSearch(db: Database, userId: number): Promise<boolean> {
  const row = await loadProfileRow(db, userId);
  return row !== null && row.isPublic && row.candidateState !== 'NOT_LOOKING';
}

/** Whether the job seeker applied to one of the practice's postings or holds its open invitation: what lets it read a private resume (hiring's candidate record asks too). */
export { hasHiringLink } from './profiles-repository';
