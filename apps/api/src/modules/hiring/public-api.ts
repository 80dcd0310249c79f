// What other modules may use of hiring: applicant counts (job postings, the employer dashboard)
// and whether a practice may read a job seeker's private resume (profiles). Read-only.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, invitations } from '@chairside/db/schema';
import { countApplicantsByJob, countUnreviewed, hasHiringLink, type ApplicantCounts } from './hiring-repository';

export type { ApplicantCounts };

/** A posting as the job seeker's screens show it (the practice unnamed while confidential). */
export { hiringJobOf } from './hiring-views';

const NONE: ApplicantCounts = { applicantCount: 0, newApplicantCount: 0 };

/** Applicants of each posting, and how many the practice has not opened yet (0 and 0 for none). */
export async function applicantCounts(db: Database, jobIds: number[]): Promise<(jobId: number) => ApplicantCounts> {
  const counts = await countApplicantsByJob(db, jobIds);
  return (jobId) => counts.get(jobId) ?? NONE;
}

/** Applications to the employer's postings it has not opened yet (the dashboard's newApplicants). */
export async function countNewApplicants(db: Database, employerId: number): Promise<number> {
  return countUnreviewed(db, employerId);
}

/** The job seeker applied to one of the practice's postings, or holds its pending or accepted invitation. */
export async function employerMayReadResume(db: Database, employerUsername: string, staffUserId: number): Promise<boolean> {
  return hasHiringLink(db, employerUsername, staffUserId);
}

/**
 * Messaging: the job seeker applied to the posting, or holds the practice's pending or accepted
 * invitation to it (the posting must be the practice's own: the caller checks).
 */
export async function appliedOrInvited(db: Database, jobId: number, staffUserId: number): Promise<{ applied: boolean; invited: boolean }> {
  const result = await db.execute<{ applied: boolean; invited: boolean }>(sql`
    select exists (select 1 from ${applications} where job_id = ${jobId} and user_id = ${staffUserId}) as applied,
           exists (select 1 from ${invitations} where job_id = ${jobId} and user_id = ${staffUserId} and status in ('PENDING', 'ACCEPTED')) as invited`);
  return { applied: result.rows[0]?.applied === true, invited: result.rows[0]?.invited === true };
}
