import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { liveJob } from '../../testing/hiring';
import { userIdOf } from '../../testing/jobs';
import { signUpEmployer } from '../../testing/staff-profiles';
import { FLAGS_PER_HOUR } from './flag-job';

// Views and reports are counted per person when signed in and per client address otherwise;
// the User-Agent (or any other header the client picks) does not make a new visitor.

const api = useTestApi();

let employer: TestAccount;

beforeAll(async () => {
  employer = await signUpEmployer(api);
});

type From = { account?: TestAccount; address?: string; agent?: string };

const headersOf = (from: From) => ({
  'user-agent': from.agent ?? 'Mozilla/5.0 (test)',
  ...(from.account ? { authorization: from.account.authorization } : {}),
});

const report = (jobId: number, reason: string, from: From = {}) =>
  api.app.inject({
    method: 'PUT',
    url: `/api9/jobs/${jobId}/flag`,
    payload: { reason },
    remoteAddress: from.address ?? '203.0.113.10',
    headers: headersOf(from),
  });

const view = (jobId: number, from: From = {}) =>
  api.app.inject({ method: 'PUT', url: `/api9/jobs/${jobId}/view`, remoteAddress: from.address ?? '203.0.113.10', headers: headersOf(from) });

async function flagsOf(jobId: number) {
  const result = await api.database.db.execute<{ reason: string; reporter_user_id: number | null }>(
    sql`select reason, reporter_user_id::int as reporter_user_id from job_flags where job_id = ${jobId} order by id`,
  );
  return result.rows;
}

async function viewsOf(jobId: number) {
  const result = await api.database.db.execute<{ views: number; rows: number }>(
    sql`select views, (select count(*)::int from job_views where job_id = ${jobId}) as rows from jobs where id = ${jobId}`,
  );
  return { views: Number(result.rows[0].views), rows: Number(result.rows[0].rows) };
}

describe('reports', () => {
  it('48 reports from one address with 48 User-Agents are one report', async () => {
    const job = await liveJob(api, employer);
    const answers = [];
    for (let i = 0; i < 48; i++) answers.push(await report(job.id, `Scam, take ${i}`, { agent: `Browser/${i}.0 (variant ${i})` }));
    // Each report counts against the visitor's hourly limit, whatever the User-Agent.
    expect(answers.slice(0, FLAGS_PER_HOUR).map((answer) => answer.statusCode)).toEqual(Array(FLAGS_PER_HOUR).fill(200));
    for (const refused of answers.slice(FLAGS_PER_HOUR)) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await flagsOf(job.id)).toEqual([{ reason: `Scam, take ${FLAGS_PER_HOUR - 1}`, reporter_user_id: null }]);
    const state = await api.app.inject({
      method: 'GET',
      url: `/api9/jobs/${job.id}/flag`,
      remoteAddress: '203.0.113.10',
      headers: { 'user-agent': 'Anything else' },
    });
    expect(state.json()).toEqual({ flagged: true });
  });

  it('another address is another anonymous reporter', async () => {
    const job = await liveJob(api, employer);
    expect((await report(job.id, 'Fee asked', { address: '198.51.100.1' })).statusCode).toBe(200);
    expect((await report(job.id, 'Fake pay', { address: '198.51.100.2' })).statusCode).toBe(200);
    expect((await flagsOf(job.id)).map((row) => row.reason)).toEqual(['Fee asked', 'Fake pay']);
  });

  it('a signed-in person reports once per posting from any address; a repeat replaces the reason', async () => {
    const job = await liveJob(api, employer);
    const seeker = await signUpStaff(api);
    expect((await report(job.id, 'Asks for a fee', { account: seeker, address: '198.51.100.30', agent: 'Phone' })).statusCode).toBe(200);
    expect((await report(job.id, 'Asks for a fee up front', { account: seeker, address: '192.0.2.44', agent: 'Laptop' })).statusCode).toBe(200);
    const rows = await flagsOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ reason: 'Asks for a fee up front', reporter_user_id: await userIdOf(api, seeker.username) });
  });
});

describe('views', () => {
  it('48 views from one address with 48 User-Agents count once', async () => {
    const job = await liveJob(api, employer);
    const counted = [];
    for (let i = 0; i < 48; i++) counted.push((await view(job.id, { address: '198.51.100.77', agent: `Crawler ${i}` })).json().counted);
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await viewsOf(job.id)).toEqual({ views: 1, rows: 1 });
    expect((await view(job.id, { address: '198.51.100.78' })).json()).toEqual({ counted: true });
    expect(await viewsOf(job.id)).toEqual({ views: 2, rows: 2 });
  });

  it('a signed-in person viewing from two addresses counts once', async () => {
    const job = await liveJob(api, employer);
    const seeker = await signUpStaff(api);
    expect((await view(job.id, { account: seeker, address: '198.51.100.5', agent: 'Phone' })).json()).toEqual({ counted: true });
    expect((await view(job.id, { account: seeker, address: '192.0.2.9', agent: 'Laptop' })).json()).toEqual({ counted: false });
    expect(await viewsOf(job.id)).toEqual({ views: 1, rows: 1 });
  });
});
