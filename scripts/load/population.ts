// The people and postings of a load run: the demo marketplace loaded into a fresh database, job
// slots for the practices to publish into, then read back as the load's cast.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { createJobSlot } from '@chairside/db/factories';
import { seedDemoData } from '@chairside/db/seed';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { jobSlug } from '@chairside/domain/job-slug';

export type Seeker = { id: number; username: string; email: string; canApply: boolean };
export type Practice = { id: number; username: string; email: string; officeId: number };
export type LiveJob = { id: number; employerId: number; slug: string };
export type Application = { jobId: number; employer: string; applicant: string };
export type Population = { seekers: Seeker[]; practices: Practice[]; jobs: LiveJob[]; applications: Application[]; applied: Set<string> };

export const appliedKey = (jobId: number, seekerId: number) => `${jobId}:${seekerId}`;

/** Migrates, loads ZIP codes and the demo data, gives every practice `slotsPerPractice` free slots, refreshes statistics. */
export async function prepareDatabase(handle: DatabaseHandle, slotsPerPractice: number): Promise<Record<string, number>> {
  await handle.migrate();
  await loadZipCodes(handle.db);
  const seeded = (await seedDemoData(handle.db)) ?? {};
  const practices = await handle.db.execute<{ id: number }>(
    sql`select u.id::int as id from users u where u.role = 'employer' and exists (select 1 from offices o where o.employer_id = u.id)`,
  );
  for (const practice of practices.rows) for (let i = 0; i < slotsPerPractice; i++) await createJobSlot(handle.db, practice.id);
  await handle.db.execute(sql`vacuum analyze`);
  return { ...seeded, slots: practices.rows.length * slotsPerPractice } as Record<string, number>;
}

export async function readPopulation(handle: DatabaseHandle): Promise<Population> {
  const { db } = handle;
  const seekers = await db.execute<{ id: number; username: string; email: string; can_apply: boolean }>(sql`
    select u.id::int as id, u.username, u.email,
           (p.intro is not null and (select count(*) from staff_skills s where s.user_id = u.id) >= 5) as can_apply
    from users u left join staff_profiles p on p.user_id = u.id
    where u.role = 'staff' order by u.id`);
  const practices = await db.execute<{ id: number; username: string; email: string; office_id: number }>(sql`
    select u.id::int as id, u.username, u.email, (select min(o.id)::int from offices o where o.employer_id = u.id) as office_id
    from users u where u.role = 'employer' and exists (select 1 from offices o where o.employer_id = u.id) order by u.id`);
  const jobs = await db.execute<{
    id: number;
    employer_id: number;
    urltitle: string | null;
    position: string | null;
    city: string | null;
    state: string | null;
  }>(sql`
    select id::int as id, employer_id::int as employer_id, urltitle, position, city, state
    from jobs where status = 'ACTIVE' and live_until > now() order by id`);
  const applications = await db.execute<{ job_id: number; user_id: number; employer: string; applicant: string }>(sql`
    select a.job_id::int as job_id, a.user_id::int as user_id, e.username as employer, s.username as applicant
    from applications a join jobs j on j.id = a.job_id join users e on e.id = j.employer_id join users s on s.id = a.user_id`);
  return {
    seekers: seekers.rows.map((row) => ({ id: row.id, username: row.username, email: row.email, canApply: row.can_apply })),
    practices: practices.rows.map((row) => ({ id: row.id, username: row.username, email: row.email, officeId: row.office_id })),
    jobs: jobs.rows.map((row) => ({ id: row.id, employerId: row.employer_id, slug: jobSlug(row) })),
    applications: applications.rows.map((row) => ({ jobId: row.job_id, employer: row.employer, applicant: row.applicant })),
    applied: new Set(applications.rows.map((row) => appliedKey(row.job_id, row.user_id))),
  };
}
