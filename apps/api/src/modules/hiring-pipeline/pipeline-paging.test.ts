// A posting's applicants a page at a time (ADR 130): a stable order with no one repeated or skipped
// while new applicants arrive, the board's counts and "show more" per stage, and bulk actions on
// every applicant that matches, up to the newest the list saw.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import type { TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';

const clock = movableClock('2026-11-02T09:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let other: TestAccount;
let jobId: number;
let seeded = 0;
const SEEDED = 130;

type Page = {
  applicants: { applicationId: number; username: string; appliedDate: string; stage: string }[];
  total: number;
  newestId: number | null;
  next: string | null;
};
type Board = { applicants: { username: string; stage: string }[]; counts: Record<string, number>; next: Record<string, string | null>; total: number };

const path = (account = practice, job = jobId) => `/api9/users/employers/${account.username}/pipeline/${job}`;
const page = async (query = '', account = practice) => {
  const response = await call(api, account, 'GET', `${path(account)}/applicants${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const bulk = (body: Record<string, unknown>) => call(api, practice, 'POST', `${path()}/bulk`, body);

/** Job seekers applied to the posting, written straight to the database; `at` their applied instant (ties on purpose). */
async function applicants(count: number, at: (i: number) => string): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = ++seeded;
    const username = `paging-seeker-${n}-${jobId}`;
    const user = await api.database.db.execute<{ id: number }>(sql`
      insert into users (username, email, password_hash, role, name)
      values (${username}, ${`${username}@example.com`}, 'not-a-hash', 'staff', ${`Paging Seeker ${n}`}) returning id::int as id`);
    await api.database.db.execute(sql`insert into staff_profiles (user_id) values (${user.rows[0].id})`);
    await api.database.db.execute(sql`
      insert into applications (job_id, user_id, created_at) values (${jobId}, ${user.rows[0].id}, ${at(i)}::timestamptz)`);
    names.push(username);
  }
  return names;
}

beforeAll(async () => {
  practice = await signUpEmployer(api);
  other = await signUpEmployer(api);
  jobId = (await liveJob(api, practice, { name: 'Paging Hygienist' })).id;
  // Three applicants a minute, so many share an instant: the id breaks the tie.
  await applicants(SEEDED, (i) => new Date(Date.parse('2026-10-01T08:00:00.000Z') + Math.floor(i / 3) * 60_000).toISOString());
});

describe('pages of the list', () => {
  it('walks every applicant once, newest first, while new applicants arrive between pages', async () => {
    const seen: Page['applicants'] = [];
    let next: string | null = null;
    let pages = 0;
    const arrived: string[] = [];
    do {
      const answer: Page = await page(`?limit=25${next ? `&after=${encodeURIComponent(next)}` : ''}`);
      seen.push(...answer.applicants);
      next = answer.next;
      pages++;
      // Someone applies now, and someone with an older instant than the page's last (a late import): neither shifts the pages.
      arrived.push(...(await applicants(1, () => new Date().toISOString())));
    } while (next && pages < 20);
    const names = seen.map((entry) => entry.username);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(SEEDED);
    expect(names.some((name) => arrived.includes(name))).toBe(false);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1], seen[i]];
      const newer = a.appliedDate > b.appliedDate || (a.appliedDate === b.appliedDate && a.applicationId > b.applicationId);
      expect(newer, `${a.username} before ${b.username}`).toBe(true);
    }
    // The first page now starts with those who arrived, and counts them.
    const fresh = await page();
    expect(fresh.total).toBe(SEEDED + arrived.length);
    expect(fresh.applicants.slice(0, arrived.length).map((entry) => entry.username)).toEqual([...arrived].reverse());
    expect(fresh.applicants).toHaveLength(50);
  });

  it('refuses a bad cursor, limit or stage, naming the field, and keeps another practice out', async () => {
    for (const [query, field] of [
      ['?after=yesterday', 'after'],
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?stage=nope', 'stage'],
    ] as const) {
      const response = await call(api, practice, 'GET', `${path()}/applicants${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
    expect((await call(api, other, 'GET', `${path(other)}/applicants`)).statusCode).toBe(404);
  });
});

describe('the board', () => {
  it('counts every stage and pages each one with "show more"', async () => {
    const first = await page('?limit=60');
    const moving = first.applicants.slice(0, 55).map((entry) => entry.username);
    expect((await bulk({ action: 'move', applicants: moving, stage: 'reviewing' })).statusCode).toBe(200);
    const response = await call(api, practice, 'GET', path());
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json() as Board;
    expect(board.counts.reviewing).toBe(55);
    expect(board.counts.new).toBe(board.total - 55);
    expect(board.applicants.filter((entry) => entry.stage === 'reviewing')).toHaveLength(50);
    expect(board.applicants.filter((entry) => entry.stage === 'new')).toHaveLength(50);
    expect(board.next.interview).toBeNull();
    const more = await page(`?stage=reviewing&after=${encodeURIComponent(board.next.reviewing!)}`);
    expect(more.applicants).toHaveLength(5);
    expect(more.total).toBe(55);
    expect(more.next).toBeNull();
    const all = new Set([
      ...board.applicants.filter((entry) => entry.stage === 'reviewing').map((entry) => entry.username),
      ...more.applicants.map((e) => e.username),
    ]);
    expect(all).toEqual(new Set(moving));
  });
});

describe('select all that match', () => {
  it('declines every applicant of a stage up to the newest the list saw, not one who applied since', async () => {
    const listed = await page('?stage=reviewing');
    expect(listed.total).toBe(55);
    const [late] = await applicants(1, () => new Date().toISOString());
    await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${late}/stage`, { stage: 'reviewing' });
    const response = await bulk({ action: 'decline', matching: { stage: 'reviewing', throughId: listed.newestId }, template: 'decline' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ done: 55, alreadyDeclined: 0 });
    const board = (await call(api, practice, 'GET', path())).json() as Board;
    expect(board.counts.not_selected).toBe(55);
    expect(board.counts.reviewing).toBe(1);
    const told = await api.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from outbox_messages where to_address like ${`paging-seeker-%-${jobId}@example.com`} and subject = 'Your application to Paging Hygienist'`);
    expect(told.rows[0].n).toBe(55);
  });

  it('takes applicants or matching, not both or neither, and a known stage', async () => {
    const listed = await page();
    const both = await bulk({ action: 'move', stage: 'offer', applicants: [listed.applicants[0].username], matching: { throughId: listed.newestId } });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('applicants');
    expect((await bulk({ action: 'move', stage: 'offer' })).statusCode).toBe(400);
    const unknown = await bulk({ action: 'move', stage: 'offer', matching: { stage: 'nope', throughId: listed.newestId } });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('matching.stage');
  });

  it('moves every applicant of the posting at once', async () => {
    const listed = await page();
    const response = await bulk({ action: 'move', stage: 'interview', matching: { throughId: listed.newestId } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().done).toBe(listed.total);
    const board = (await call(api, practice, 'GET', path())).json() as Board;
    expect(board.counts.interview).toBe(listed.total);
  });
});
