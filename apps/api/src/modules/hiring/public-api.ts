// What other modules may use of hiring: the count of unopened applications (the employer
// dashboard), the posting view of the job seeker's screens (saved jobs), whether a job seeker
// applied or was invited (messaging), the hiring emails (the template registry) and the request
// limits (the request-limits test). Read-only.
// Applicant counts per posting are read by jobs itself, and the hiring link that opens a private
// resume by profiles (ADR 93): jobs and profiles never import hiring.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, invitations } from '@chairside/db/schema';
import { countUnreviewed } from './hiring-repository';

/** A posting as the job seeker's screens show it (the practice unnamed while confidential). */
export { hiringJobOf } from './hiring-views';

/** Applications to the employer's postings it has not opened yet (the dashboard's newApplicants). */
export async function countNewApplicants(db: Database, employerId: number): Promise<number> {
  return countUnreviewed(db, employerId);
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

/** The hiring emails, for the template registry's previews. */
export { HIRING_EMAILS } from './hiring-emails';

/** The request limits of applying, inviting and interviewing (the request-limits test spends them). */
export { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_PERSON, INTERVIEWS_PER_PERSON, INVITATIONS_PER_PERSON } from './hiring-limits';
