import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { createDraft, movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';

const clock = movableClock('2026-09-07T10:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  other = await signUpStaff(api);
});

const path = (account: TestAccount, jobId?: number | string) => `/api9/users/staff/${account.username}/saved-jobs${jobId === undefined ? '' : `/${jobId}`}`;
const list = (account: TestAccount) => call(api, account, 'GET', path(account));
const save = (account: TestAccount, jobId: number | string) => call(api, account, 'PUT', path(account, jobId));
const unsave = (account: TestAccount, jobId: number | string) => call(api, account, 'DELETE', path(account, jobId));

async function savedRows() {
  const result = await api.database.db.execute<Record<string, unknown>>(sql`select user_id, job_id, saved_at from saved_jobs order by user_id, job_id`);
  return result.rows;
}

describe('saved jobs', () => {
  it('saves a posting once, lists newest first with its current status, and removes it', async () => {
    const hygienist = await liveJob(api, practice, { name: 'Registered Dental Hygienist' });
    const saved = await save(seeker, hygienist.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      jobId: hygienist.id,
      savedDate: '2026-09-07T10:00:00.000Z',
      job: expect.objectContaining({ id: hygienist.id, name: 'Registered Dental Hygienist', slug: hygienist.slug, displayStatus: 'Active', isLive: true }),
    });

    // Saving again the next day changes nothing: the same record, the first save's time.
    clock.advanceDays(1);
    const again = await save(seeker, hygienist.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().savedDate).toBe('2026-09-07T10:00:00.000Z');

    const assistant = await liveJob(api, practice, { name: 'Chairside Assistant' });
    expect((await save(seeker, assistant.id)).statusCode).toBe(200);
    const listed = (await list(seeker)).json();
    expect(listed.map((item: { jobId: number }) => item.jobId)).toEqual([assistant.id, hygienist.id]);

    // A closed posting stays in the list, shown as closed.
    expect((await call(api, practice, 'PUT', `/api9/jobs/${hygienist.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    const afterClose = (await list(seeker)).json();
    expect(afterClose[1]).toMatchObject({ jobId: hygienist.id, job: { displayStatus: 'Closed', isLive: false } });

    // Removing: gone from the list; removing again is no change.
    expect((await unsave(seeker, hygienist.id)).statusCode).toBe(204);
    expect((await unsave(seeker, hygienist.id)).statusCode).toBe(204);
    expect((await list(seeker)).json().map((item: { jobId: number }) => item.jobId)).toEqual([assistant.id]);

    // Each person's list is their own.
    expect((await list(other)).json()).toEqual([]);
  });

  it('a draft or unknown posting: 404 jobId, nothing stored', async () => {
    const draft = await createDraft(api, practice);
    const before = await savedRows();
    for (const jobId of [draft.id, 999_999]) {
      const response = await save(other, jobId);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ field: 'jobId' });
    }
    expect(await savedRows()).toEqual(before);
  });

  it('bad ids: 400 naming jobId', async () => {
    for (const jobId of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await save(seeker, jobId);
      expect(response.statusCode, `${jobId}: ${response.body}`).toBe(400);
      expect(response.json().errors[0].field).toBe('jobId');
    }
  });

  it('the owner only: anonymous 401, an employer 403, another job seeker 404', async () => {
    const job = await liveJob(api, practice);
    const before = await savedRows();
    for (const [method, url] of [
      ['GET', path(seeker)],
      ['PUT', path(seeker, job.id)],
      ['DELETE', path(seeker, job.id)],
    ] as const) {
      expect((await call(api, null, method, url)).statusCode, `${method} anonymous`).toBe(401);
      expect((await call(api, practice, method, url)).statusCode, `${method} employer`).toBe(403);
      expect((await call(api, other, method, url)).statusCode, `${method} other seeker`).toBe(404);
    }
    expect(await savedRows()).toEqual(before);
  });
});
