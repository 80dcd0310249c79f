import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';

export type CandidateRow = {
  username: string;
  name: string;
  position: string | null;
  city: string | null;
  state: string | null;
  photoThumbnailUrl: string | null;
  matchedByEmail: boolean;
  appliedToPractice: boolean;
};

/** `%`, `_` and `\` typed by a person are letters, not wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Job seekers the employer may invite (the rule of inviting: a public resume, or a person who
 * applied to the practice or holds its open invitation) whose name contains `query`, or, when
 * the query is an email, whose email is exactly it (the unique email index). At most `limit`,
 * those who applied to the practice first, then by name. Emails are never selected.
 */
export async function findInvitableCandidates(db: Database, employerId: number, query: string, limit: number): Promise<CandidateRow[]> {
  const byEmail = query.includes('@');
  const match = byEmail ? sql`u.email = ${query.toLowerCase()}` : sql`u.name ilike ${`%${likeEscaped(query)}%`}`;
  const applied = sql`exists (select 1 from applications a join jobs j on j.id = a.job_id where a.user_id = u.id and j.employer_id = ${employerId}::bigint)`;
  const invited = sql`exists (select 1 from invitations i join jobs j on j.id = i.job_id
    where i.user_id = u.id and i.status in ('PENDING', 'ACCEPTED') and j.employer_id = ${employerId}::bigint)`;
  const result = await db.execute<CandidateRow>(sql`
    select u.username, u.name, u.position, u.city, u.state, u.photo_thumbnail_url as "photoThumbnailUrl",
      ${byEmail}::boolean as "matchedByEmail", ${applied} as "appliedToPractice"
    from users u
    left join staff_profiles p on p.user_id = u.id
    where u.role = 'staff' and ${match}
      and (coalesce(p.is_public, false) or ${applied} or ${invited})
    order by ${applied} desc, u.name, u.id
    limit ${limit}`);
  return result.rows;
}
