// What other modules use of invitations: whether a job seeker applied or was invited (messaging)
// and the request limits of inviting (the request-limits test). Invitations reads applications.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, invitations } from '@chairside/db/schema';

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

/** The request limits of inviting (the request-limits test spends them). */
export { INVITATIONS_PER_PERSON } from './invitation-limits';
