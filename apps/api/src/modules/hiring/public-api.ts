// What other modules may use of hiring: applicant counts (job postings, the employer dashboard)
// and whether a practice may read a job seeker's private resume (profiles). Read-only.
import type { Database } from '@chairside/db/client';
import { countApplicantsByJob, countUnreviewed, hasHiringLink, type ApplicantCounts } from './hiring-repository';

export type { ApplicantCounts };

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
