import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApi } from './test-api';
import type { TestAccount } from './accounts';
import { giveInvitationCredits as giveCredits } from '@chairside/db/factories';
import { createDraft, giveSlot, postingBody, publish, userIdOf } from './jobs';
import { call } from './staff-profiles';

export const SKILLS = ['Scaling and root planing', 'Periodontal charting', 'Local anesthesia', 'Digital X-rays', 'Dentrix'];

/** A live posting of the employer (a draft published into a new slot); answers its EmployerJob. */
export async function liveJob(api: TestApi, employer: TestAccount, overrides: Record<string, unknown> = {}) {
  const draft = await createDraft(api, employer, postingBody(overrides));
  const slot = await giveSlot(api, employer);
  const published = await publish(api, employer, draft.id, slot.id);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as { id: number; name: string; slug: string };
}

/** Gives the job seeker an intro and `skills` skills (5 makes the resume good to apply). */
export async function fillResume(api: TestApi, seeker: TestAccount, options: { intro?: string | null; skills?: number } = {}) {
  const intro = options.intro === undefined ? 'Hygienist with eight years of periodontal care.' : options.intro;
  expect((await call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/profile/intro`, { intro })).statusCode).toBe(200);
  for (const name of SKILLS.slice(0, options.skills ?? 5)) {
    const response = await call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/skills`, { name, score: 3 });
    expect(response.statusCode, response.body).toBe(201);
  }
}

export function apply(api: TestApi, seeker: TestAccount, jobId: number, message: string | null = 'I would love to join your team.') {
  return call(api, seeker, 'POST', `/api9/users/staff/${seeker.username}/applications`, { jobId, message });
}

/** Invitation credits for the practice (each invitation spends one); default 25 INV. */
export async function giveInvitationCredits(api: TestApi, employer: TestAccount, credits: { INV?: number; INVSUB?: number } = { INV: 25 }) {
  await giveCredits(api.database.db, await userIdOf(api, employer.username), credits);
}

export function invite(api: TestApi, employer: TestAccount, jobId: number, username: string, message: string | null = 'We liked your resume.') {
  return call(api, employer, 'POST', `/api9/users/employers/${employer.username}/jobs/${jobId}/invitations`, { username, message });
}

export function makePublic(api: TestApi, seeker: TestAccount, state = true) {
  return call(api, seeker, 'PUT', `/api9/users/staff/${seeker.username}/profile/public`, { state });
}

/** Every hiring row: compare before and after a refused call. */
export async function hiringTables(api: TestApi) {
  const result = await api.database.db.execute<Record<string, unknown>>(sql`
    select (select coalesce(json_agg(a order by id), '[]') from applications a) as applications,
           (select coalesce(json_agg(i order by id), '[]') from invitations i) as invitations,
           (select coalesce(json_agg(v order by id), '[]') from interviews v) as interviews`);
  return result.rows[0];
}
