import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ReportedJobSchema } from '@chairside/domain/job-posting';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { createDraft, giveSlot, movableClock, postingBody, publish } from '../../testing/jobs';
import { FLAGS_TO_ALERT_SUPPORT } from './flag-job';
import { REPORTER_THANKS_SUBJECT, REPORTS_ALERT_SUBJECT } from './report-notices';
import { SUSPENDED_MESSAGE } from './practice-standing';

const SUPPORT = 'support@chairside.test';
const clock = movableClock('2026-07-06T14:00:00.000Z');
const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir(), CONTACT_EMAIL: SUPPORT, SEARCH_CACHE_SECONDS: '0' }, clock });

async function liveJob(employer?: TestAccount, overrides: Record<string, unknown> = {}) {
  const practice = employer ?? (await signUpEmployer(api));
  await giveSlot(api, practice);
  const job = await createDraft(api, practice, postingBody(overrides));
  expect((await publish(api, practice, job.id)).statusCode).toBe(200);
  return { employer: practice, job };
}

/** An anonymous visitor from its own address reports the posting. */
const report = (jobId: number, address: string, body: Record<string, unknown>) =>
  api.app.inject({ method: 'PUT', url: `/api9/jobs/${jobId}/flag`, payload: body, remoteAddress: address });

const outboxCount = async (subject: string, to?: string) =>
  Number(
    (
      await api.database.db.execute<{ n: string }>(
        sql`select count(*) as n from outbox_messages where subject like ${`${subject}%`} and (${to ?? null}::text is null or to_address = ${to ?? null})`,
      )
    ).rows[0].n,
  );

const searchHas = async (jobId: number) => {
  const answer = (await call(api, null, 'GET', '/api9/jobs/search?position=DH&zip=60614&radius=50')).json();
  return (answer.premiumJobs as { jobId: number }[]).some((job) => job.jobId === jobId);
};

const queue = async (admin: TestAccount) => {
  const response = await call(api, admin, 'GET', '/api9/admin/reported-jobs');
  expect(response.statusCode).toBe(200);
  return response.json() as {
    jobId: number;
    flagCount: number;
    flags: { reason: string; hasEmail: boolean }[];
    employer: { isSuspended: boolean; livePostings: number };
  }[];
};

const auditRows = async (path: string) =>
  Number((await api.database.db.execute<{ n: string }>(sql`select count(*) as n from audit_log where path = ${path} and method = 'PUT'`)).rows[0].n);

describe('reported postings', () => {
  it('support is emailed once when a posting reaches the threshold of reports', async () => {
    const { job } = await liveJob();
    for (let i = 1; i < FLAGS_TO_ALERT_SUPPORT; i += 1) expect((await report(job.id, `10.1.0.${i}`, { reason: 'Asks for a fee' })).statusCode).toBe(200);
    expect(await outboxCount(`${REPORTS_ALERT_SUBJECT}: #${job.id}`, SUPPORT)).toBe(0);
    // The same visitor again does not count twice.
    expect((await report(job.id, '10.1.0.1', { reason: 'Still asks for a fee' })).statusCode).toBe(200);
    expect(await outboxCount(`${REPORTS_ALERT_SUBJECT}: #${job.id}`, SUPPORT)).toBe(0);

    expect((await report(job.id, '10.1.0.50', { reason: 'Scam' })).statusCode).toBe(200);
    expect(await outboxCount(`${REPORTS_ALERT_SUBJECT}: #${job.id}`, SUPPORT)).toBe(1);
    expect(await lastEmailTo(api, SUPPORT, `${REPORTS_ALERT_SUBJECT}: #${job.id}`)).toContain('/app/admin/reported-jobs');
    expect((await report(job.id, '10.1.0.51', { reason: 'Scam again' })).statusCode).toBe(200);
    expect(await outboxCount(`${REPORTS_ALERT_SUBJECT}: #${job.id}`, SUPPORT)).toBe(1);
  });

  it('an administrator hides a reported posting: it leaves search and its page, the reports close, the reporters are thanked, the action is audited', async () => {
    const { job } = await liveJob();
    const seeker = await signUpStaff(api);
    expect(await searchHas(job.id)).toBe(true);

    expect((await report(job.id, '10.2.0.1', { reason: 'Wants my bank details', email: 'Reporter@Example.com' })).statusCode).toBe(200);
    expect((await report(job.id, '10.2.0.2', { reason: 'Fake practice', email: '' })).statusCode).toBe(200);
    expect((await call(api, seeker, 'PUT', `/api9/jobs/${job.id}/flag`, { reason: 'Not a real job' })).statusCode).toBe(200);

    const admin = await createAdmin(api);
    const entries = await queue(admin);
    const entry = entries.find((item) => item.jobId === job.id);
    expect(ReportedJobSchema.parse(entry)).toBeTruthy();
    expect(entry).toMatchObject({ flagCount: 3, employer: { isSuspended: false, livePostings: 1 } });
    expect(entry?.flags.map((flag) => [flag.reason, flag.hasEmail]).sort()).toEqual(
      [
        ['Wants my bank details', true],
        ['Fake practice', false],
        ['Not a real job', true],
      ].sort(),
    );

    const path = `/api9/admin/reported-jobs/${job.id}`;
    const hidden = await call(api, admin, 'PUT', path, { action: 'hide-posting' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ jobId: job.id, action: 'hide-posting', closedReports: 3, hiddenPostings: 1, thankedReporters: 2 });
    expect(await auditRows(path)).toBe(1);

    expect(await searchHas(job.id)).toBe(false);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call(api, null, 'GET', '/api9/jobs/live-pages')).json().some((page: { id: number }) => page.id === job.id)).toBe(false);
    expect((await queue(admin)).some((item) => item.jobId === job.id)).toBe(false);
    expect(await lastEmailTo(api, 'reporter@example.com', REPORTER_THANKS_SUBJECT)).toContain('Registered Dental Hygienist');
    expect(await lastEmailTo(api, seeker.email, REPORTER_THANKS_SUBJECT)).toContain('took it down');

    // Hiding again: nothing to do.
    expect((await call(api, admin, 'PUT', path, { action: 'hide-posting' })).statusCode).toBe(409);
  });

  it('a practice cannot reopen a posting the team took down', async () => {
    const { employer, job } = await liveJob();
    await report(job.id, '10.3.0.1', { reason: 'Scam' });
    const admin = await createAdmin(api);
    expect((await call(api, admin, 'PUT', `/api9/admin/reported-jobs/${job.id}`, { action: 'hide-posting' })).statusCode).toBe(200);
    const own = (await call(api, employer, 'GET', `/api9/users/${employer.username}/jobs/${job.id}`)).json();
    expect(own).toMatchObject({ status: 'CANCELED', displayStatus: 'Closed' });
    const reopen = await call(api, employer, 'PUT', `/api9/jobs/${job.id}/status`, { status: 'ACTIVE' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().errors[0]).toMatchObject({ field: 'status' });
  });

  it('dismissing closes the reports and leaves the posting live; nobody is thanked', async () => {
    const { job } = await liveJob();
    await report(job.id, '10.4.0.1', { reason: 'I do not like the pay', email: 'picky@example.com' });
    const admin = await createAdmin(api);
    const path = `/api9/admin/reported-jobs/${job.id}`;
    expect((await call(api, admin, 'PUT', path, { action: 'dismiss' })).json()).toEqual({
      jobId: job.id,
      action: 'dismiss',
      closedReports: 1,
      hiddenPostings: 0,
      thankedReporters: 0,
    });
    expect(await searchHas(job.id)).toBe(true);
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await queue(admin)).some((item) => item.jobId === job.id)).toBe(false);
    expect(await lastEmailTo(api, 'picky@example.com', REPORTER_THANKS_SUBJECT)).toBeNull();
    expect((await call(api, admin, 'PUT', path, { action: 'dismiss' })).statusCode).toBe(409);
    // Reported again: back on the queue.
    await report(job.id, '10.4.0.1', { reason: 'Really a scam' });
    expect((await queue(admin)).find((item) => item.jobId === job.id)?.flagCount).toBe(1);
  });

  it('suspending the practice hides all its postings and stops it publishing', async () => {
    const { employer, job } = await liveJob();
    const { job: other } = await liveJob(employer, { name: 'Dental Assistant', position: 'DA' });
    await report(job.id, '10.5.0.1', { reason: 'Scam', email: 'first@example.com' });
    await report(other.id, '10.5.0.2', { reason: 'Scam too', email: 'second@example.com' });
    const admin = await createAdmin(api);

    const suspended = await call(api, admin, 'PUT', `/api9/admin/reported-jobs/${job.id}`, { action: 'suspend-practice' });
    expect(suspended.json()).toEqual({ jobId: job.id, action: 'suspend-practice', closedReports: 2, hiddenPostings: 2, thankedReporters: 2 });
    for (const id of [job.id, other.id]) expect((await call(api, null, 'GET', `/api9/jobs/${id}`)).statusCode).toBe(404);
    expect(await searchHas(job.id)).toBe(false);

    await giveSlot(api, employer);
    const draft = await createDraft(api, employer);
    const refused = await publish(api, employer, draft.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe(SUSPENDED_MESSAGE);
    const rows = await api.database.db.execute<{ status: string }>(sql`select status from jobs where id = ${draft.id}`);
    expect(rows.rows[0].status).toBe('DRAFT');
  });

  it('refuses bad input, unknown postings and people who are not administrators', async () => {
    const { job } = await liveJob();
    const seeker = await signUpStaff(api);
    const admin = await createAdmin(api);
    const path = `/api9/admin/reported-jobs/${job.id}`;
    for (const body of [{}, { action: 'delete' }, { action: 'dismiss', extra: 1 }, { action: 7 }]) {
      const response = await call(api, admin, 'PUT', path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^(action|extra)$/);
    }
    expect((await call(api, admin, 'PUT', '/api9/admin/reported-jobs/abc', { action: 'dismiss' })).json().errors[0].field).toBe('id');
    expect((await call(api, admin, 'PUT', '/api9/admin/reported-jobs/999999', { action: 'dismiss' })).statusCode).toBe(404);
    const employer = await signUpEmployer(api);
    const draft = await createDraft(api, employer);
    expect((await call(api, admin, 'PUT', `/api9/admin/reported-jobs/${draft.id}`, { action: 'hide-posting' })).statusCode).toBe(404);
    for (const [account, status] of [
      [null, 401],
      [seeker, 403],
      [employer, 403],
    ] as const) {
      expect((await call(api, account, 'GET', '/api9/admin/reported-jobs')).statusCode).toBe(status);
      expect((await call(api, account, 'PUT', path, { action: 'hide-posting' })).statusCode).toBe(status);
    }
    expect((await call(api, null, 'GET', `/api9/jobs/${job.id}`)).statusCode).toBe(200);
    // A report's address is checked.
    const bad = await report(job.id, '10.6.0.1', { reason: 'Scam', email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('email');
  });
});
