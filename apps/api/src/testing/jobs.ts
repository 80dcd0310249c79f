import { eq, sql } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { createJobSlot, type JobSlotOverrides } from '@chairside/db/factories';
import type { Clock } from '../platform/clock';
import type { TestApi } from './test-api';
import type { TestAccount } from './accounts';
import { call } from './staff-profiles';

/** A clock the test moves by hand. */
export type MovableClock = Clock & { set: (iso: string) => void; advanceDays: (days: number) => void };

export function movableClock(iso: string): MovableClock {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advanceDays: (days) => {
      current = new Date(current.getTime() + days * 86_400_000);
    },
  };
}

export async function userIdOf(api: TestApi, username: string): Promise<number> {
  const [row] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A free job slot for the employer (slots are made by purchases, a later feature). */
export async function giveSlot(api: TestApi, account: TestAccount, overrides: JobSlotOverrides = {}) {
  return createJobSlot(api.database.db, await userIdOf(api, account.username), overrides);
}

/** A complete permanent posting body; override any field. */
export const postingBody = (overrides: Record<string, unknown> = {}) => ({
  position: 'DH',
  name: 'Registered Dental Hygienist',
  description: '<p>Join <strong>our</strong> friendly team.</p><ul><li>Four days a week</li></ul>',
  type: 'PERM',
  zip: '60614',
  address: '2450 N Clark St',
  payCode: 'HOUR_RANGE',
  salaryMin: 4500,
  salaryMax: 5500,
  specialties: ['GEN', 'PERIO'],
  ...overrides,
});

/** Saves a draft through the API and answers it. */
export async function createDraft(api: TestApi, account: TestAccount, body: Record<string, unknown> = postingBody()) {
  const response = await call(api, account, 'POST', `/api9/users/employers/${account.username}/jobs`, body);
  if (response.statusCode !== 201) throw new Error(`draft failed: ${response.body}`);
  return response.json();
}

export function publish(api: TestApi, account: TestAccount, jobId: number, slotId?: number) {
  return call(api, account, 'PUT', `/api9/jobs/${jobId}/publish`, slotId === undefined ? undefined : { slotId });
}

/** Row counts of every employer-side table: compare before and after a refused call. */
export async function employerTables(api: TestApi) {
  const result = await api.database.db.execute<Record<string, unknown>>(sql`
    select (select count(*)::int from jobs) as jobs,
           (select count(*)::int from job_dates) as job_dates,
           (select coalesce(json_agg(json_build_array(id, active_job_id, cancelled_at) order by id), '[]') from job_slots) as slots,
           (select coalesce(json_agg(json_build_array(id, status, name, description, pay_code, salary_min, posted_date, slot_id) order by id), '[]') from jobs) as job_rows,
           (select coalesce(json_agg(json_build_array(id, status) order by id), '[]') from job_dates) as date_rows,
           (select coalesce(json_agg(json_build_array(id, name, address, is_primary) order by id), '[]') from offices) as offices,
           (select count(*)::int from office_hours) as office_hours,
           (select coalesce(json_agg(json_build_array(id, description, sort_order) order by id), '[]') from office_photos) as office_photos,
           (select coalesce(json_agg(json_build_array(user_id, about, emp_type, technologies, contact_name, is_public, practice_name) order by user_id), '[]') from employers) as employers,
           (select count(*)::int from job_flags) as job_flags,
           (select count(*)::int from job_views) as job_views`);
  return result.rows[0];
}
