import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';

export type OrganizationRow = {
  id: number;
  username: string;
  name: string;
  city: string | null;
  state: string | null;
  about: string | null;
  website: string | null;
  empType: string | null;
  technologies: string[];
  isPublic: boolean;
  /** Verified by its organization NPI (ADR 115). */
  isVerified: boolean;
  updatedAt: string;
  liveJobs: number;
};

const liveCount = (now: Date) =>
  sql`(select count(*) from jobs j where j.employer_id = e.user_id and j.status = 'ACTIVE' and j.live_until > ${now.toISOString()}::timestamptz)`;

const toRow = (row: Record<string, unknown>): OrganizationRow => ({
  id: Number(row.id),
  username: row.username as string,
  name: row.name as string,
  city: (row.city as string | null) ?? null,
  state: (row.state as string | null) ?? null,
  about: (row.about as string | null) ?? null,
  website: (row.website as string | null) ?? null,
  empType: (row.emp_type as string | null) ?? null,
  technologies: Array.isArray(row.technologies) ? (row.technologies as string[]) : [],
  isPublic: row.is_public === true,
  isVerified: row.is_verified === true,
  updatedAt: new Date(row.updated_at as string).toISOString(),
  liveJobs: Number(row.live_jobs ?? 0),
});

/** A practice shows its page when its owner made the profile public and it is not suspended over reported postings (ADR 72). */
const SHOWN = sql`(e.is_public and e.suspended_at is null)`;

const COLUMNS = sql`e.user_id as id, u.username, e.practice_name as name, u.city, u.state, e.about, e.website, e.emp_type, e.technologies, ${SHOWN} as is_public, (e.npi_verified_at is not null) as is_verified, e.updated_at`;

/** Practices with a public profile, by name, a page at a time, and how many there are. */
export async function listPublicOrganizations(db: Database, now: Date, limit: number, offset: number): Promise<{ rows: OrganizationRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select ${COLUMNS}, ${liveCount(now)} as live_jobs
        from employers e join users u on u.id = e.user_id
       where ${SHOWN}
       order by lower(e.practice_name), e.user_id
       limit ${limit} offset ${offset}`),
    db.execute<{ total: string | number }>(sql`select count(*) as total from employers e where ${SHOWN}`),
  ]);
  return { rows: page.rows.map(toRow), total: Number(count.rows[0]?.total ?? 0) };
}

/** One practice by its username (public or not: the caller decides who may see it). */
export async function findOrganization(db: Database, username: string, now: Date): Promise<OrganizationRow | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select ${COLUMNS}, ${liveCount(now)} as live_jobs
      from employers e join users u on u.id = e.user_id
     where u.username = ${username} and u.role = 'employer'`);
  return result.rows[0] ? toRow(result.rows[0]) : null;
}

/** Whether a job seeker has applied to or been invited by one of the practice's postings. */
export async function hasDealtWith(db: Database, staffUsername: string, employerId: number): Promise<boolean> {
  const result = await db.execute<{ found: number }>(sql`
    select 1 as found from users s
     where s.username = ${staffUsername}
       and (exists (select 1 from applications a join jobs j on j.id = a.job_id where a.user_id = s.id and j.employer_id = ${employerId})
         or exists (select 1 from invitations i join jobs j on j.id = i.job_id where i.user_id = s.id and j.employer_id = ${employerId}))`);
  return result.rows.length > 0;
}

/** Public practices for the sitemap: username and last change. */
export async function listOrganizationPages(db: Database, limit: number, offset: number): Promise<{ username: string; updatedAt: string }[]> {
  const result = await db.execute<{ username: string; updated_at: string }>(sql`
    select u.username, e.updated_at from employers e join users u on u.id = e.user_id where ${SHOWN} order by e.user_id limit ${limit} offset ${offset}`);
  return result.rows.map((row) => ({ username: row.username, updatedAt: new Date(row.updated_at).toISOString() }));
}

export async function countPublicOrganizations(db: Database): Promise<{ total: number; lastmod: string | null }> {
  const result = await db.execute<{ total: string | number; lastmod: string | null }>(sql`
    select count(*) as total, max(e.updated_at) as lastmod from employers e where ${SHOWN}`);
  const row = result.rows[0];
  return { total: Number(row?.total ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod).toISOString() : null };
}

export type ProfessionalRow = { username: string; name: string; position: string | null; city: string | null; state: string | null; updatedAt: string };

/** Job seekers whose resume is public, newest change first, a page at a time. */
export async function listPublicProfessionals(
  db: Database,
  limit: number,
  offset: number,
): Promise<{ rows: ProfessionalRow[]; total: number; lastmod: string | null }> {
  const [page, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select u.username, u.name, u.position, u.city, u.state, p.updated_at
        from staff_profiles p join users u on u.id = p.user_id
       where p.is_public and u.role = 'staff'
       order by p.updated_at desc, u.id desc
       limit ${limit} offset ${offset}`),
    db.execute<{ total: string | number; lastmod: string | null }>(sql`
      select count(*) as total, max(p.updated_at) as lastmod from staff_profiles p join users u on u.id = p.user_id where p.is_public and u.role = 'staff'`),
  ]);
  return {
    rows: page.rows.map((row) => ({
      username: row.username as string,
      name: row.name as string,
      position: (row.position as string | null) ?? null,
      city: (row.city as string | null) ?? null,
      state: (row.state as string | null) ?? null,
      updatedAt: new Date(row.updated_at as string).toISOString(),
    })),
    total: Number(count.rows[0]?.total ?? 0),
    lastmod: count.rows[0]?.lastmod ? new Date(count.rows[0].lastmod).toISOString() : null,
  };
}
