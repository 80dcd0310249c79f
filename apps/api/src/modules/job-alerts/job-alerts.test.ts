import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { outboxMessages, seekerSubscriptions } from '@chairside/db/schema';
import { runDueTasks, useTestApi, type TestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock, userIdOf } from '../../testing/jobs';
import { liveJob } from '../../testing/hiring';
import { NAUGHTY_STRINGS } from '../../testing/naughty-strings';
import { deliveredInTests } from '../push/public-api';
import { premiumAmong } from '../premium/public-api';
import type { Mailer } from '../../platform/mailer';
import { silentLog } from '../../platform/notice-queue';
import { sendJobAlerts } from './send-job-alerts';
import { alertRequestOfSearch } from '@chairside/domain/job-alert-rules';

// 2026-09-07 is in daylight saving time: 15:00Z is 10 am in Chicago and Austin (the seekers' and postings' zone).
const clock = movableClock('2026-09-07T15:00:00.000Z');
const api = useTestApi({ clock });

let practice: TestAccount;
let seeker: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  other = await signUpStaff(api);
});

const HOUR = 3_600_000;
const alertsPath = (account: TestAccount, alertId?: number | string) =>
  `/api9/users/${account.username}/job-alerts${alertId === undefined ? '' : `/${alertId}`}`;
const hygienistAlert = { position: 'DH', zip: '60614', radius: 30, type: 'ANY', keyword: null };

async function alertCount(testApi: TestApi = api): Promise<number> {
  return (await testApi.database.db.execute<{ n: number }>(sql`select count(*)::int as n from job_alerts`)).rows[0].n;
}

type Sent = { to: string; subject: string; text: string; headers: Record<string, string> | null };
async function emailsTo(to: string, subject = '%new dental job%', testApi: TestApi = api): Promise<Sent[]> {
  return testApi.database.db
    .select({ to: outboxMessages.toAddress, subject: outboxMessages.subject, text: outboxMessages.textBody, headers: outboxMessages.headers })
    .from(outboxMessages)
    .where(sql`${outboxMessages.toAddress} = ${to} and ${outboxMessages.subject} like ${subject}`)
    .orderBy(desc(outboxMessages.id));
}

/** Moves the clock by `ms` and runs the scheduler's due tasks (the alerts pass among them). */
async function passAfter(ms: number) {
  clock.set(new Date(clock.now().getTime() + ms).toISOString());
  return runDueTasks(api.ctx);
}

async function saveAlert(account: TestAccount, body: Record<string, unknown> = hygienistAlert) {
  const response = await call(api, account, 'POST', alertsPath(account), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; summary: string; isPaused: boolean; frequency: string; radius: number };
}

async function deleteAllAlerts() {
  await api.database.db.execute(sql`delete from job_alerts`);
}

describe('signed-in job alerts', () => {
  it('saves a search, lists it, edits, pauses and deletes it', async () => {
    const saved = await saveAlert(seeker, { ...hygienistAlert, type: 'PLANNED', keyword: ' pediatric  care ' });
    expect(saved).toEqual({
      id: expect.any(Number),
      position: 'DH',
      zip: '60614',
      radius: 30,
      type: 'TEMP',
      keyword: 'pediatric care',
      frequency: 'DAILY',
      isPaused: false,
      summary: 'Dental Hygienist (RDH) jobs within 30 miles of 60614, Temp, matching "pediatric care"',
      createdDate: '2026-09-07T15:00:00.000Z',
      lastSentDate: null,
    });
    const listed = await call(api, seeker, 'GET', alertsPath(seeker));
    expect(listed.json()).toEqual([saved]);

    const edited = await call(api, seeker, 'PUT', alertsPath(seeker, saved.id), {
      ...hygienistAlert,
      radius: 101,
      zip: null,
      frequency: 'INSTANT',
      isPaused: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      radius: 101,
      zip: null,
      frequency: 'INSTANT',
      isPaused: true,
      summary: 'Dental Hygienist (RDH) jobs anywhere (national postings)',
    });

    expect((await call(api, seeker, 'DELETE', alertsPath(seeker, saved.id))).statusCode).toBe(204);
    expect((await call(api, seeker, 'GET', alertsPath(seeker))).json()).toEqual([]);
    expect((await call(api, seeker, 'DELETE', alertsPath(seeker, saved.id))).statusCode).toBe(404);
  });

  it('keeps alerts to their owner: anonymous 401, another person 404, another person’s alert 404', async () => {
    const mine = await saveAlert(seeker);
    expect((await call(api, null, 'GET', alertsPath(seeker))).statusCode).toBe(401);
    expect((await call(api, null, 'POST', alertsPath(seeker), hygienistAlert)).statusCode).toBe(401);
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', hygienistAlert],
    ] as const)
      expect((await call(api, other, method, alertsPath(seeker), body)).statusCode).toBe(404);
    const update = { ...hygienistAlert, isPaused: true };
    expect((await call(api, other, 'PUT', alertsPath(seeker, mine.id), update)).statusCode).toBe(404);
    expect((await call(api, other, 'DELETE', alertsPath(seeker, mine.id))).statusCode).toBe(404);
    // Through the other person's own path: the alert is not theirs.
    const put = await call(api, other, 'PUT', alertsPath(other, mine.id), update);
    expect(put.statusCode).toBe(404);
    expect(put.json().errors[0].field).toBe('alertId');
    expect((await call(api, other, 'DELETE', alertsPath(other, mine.id))).statusCode).toBe(404);
    for (const path of [`/api9/users/${seeker.username}/job-alert-settings`, `/api9/users/${seeker.username}/optout2`]) {
      expect((await call(api, other, 'GET', path)).statusCode).toBeGreaterThanOrEqual(404);
      expect((await call(api, null, 'PUT', path, { state: true })).statusCode).toBe(401);
    }
    const stillMine = (await call(api, seeker, 'GET', alertsPath(seeker))).json();
    expect(stillMine).toEqual([expect.objectContaining({ id: mine.id, isPaused: false })]);
    await deleteAllAlerts();
  });

  it('refuses hostile input with 400 naming the field, storing nothing', async () => {
    const cases: Array<[Record<string, unknown> | string, string | undefined]> = [
      [{ ...hygienistAlert, position: 'XX' }, 'position'],
      [{ ...hygienistAlert, radius: 7 }, 'radius'],
      [{ ...hygienistAlert, radius: '30' }, 'radius'],
      [{ ...hygienistAlert, zip: null }, 'zip'],
      [{ ...hygienistAlert, zip: '00000' }, 'zip'],
      [{ ...hygienistAlert, type: 'FOREVER' }, 'type'],
      [{ ...hygienistAlert, keyword: 'k'.repeat(201) }, 'keyword'],
      [{ ...hygienistAlert, frequency: 'HOURLY' }, 'frequency'],
      [{ ...hygienistAlert, userId: 1 }, undefined],
    ];
    for (const naughty of NAUGHTY_STRINGS) cases.push([{ ...hygienistAlert, zip: naughty }, 'zip'], [{ ...hygienistAlert, position: naughty }, 'position']);
    for (const [body, field] of cases) {
      const response = await call(api, seeker, 'POST', alertsPath(seeker), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field)
        expect(
          response.json().errors.map((error: { field?: string }) => error.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    const malformed = await api.app.inject({
      method: 'POST',
      url: alertsPath(seeker),
      headers: { authorization: seeker.authorization, 'content-type': 'application/json' },
      payload: '{"position":',
    });
    expect(malformed.statusCode).toBe(400);
    // Hostile keywords are only text: stored as the search reads them (a run of minus signs folded), searched as words.
    for (const [keyword, stored] of [
      ["'; DROP TABLE jobs; --", "'; DROP TABLE jobs;"],
      ['<script>alert(1)</script>', '<script>alert(1)</script>'],
      ['- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - x', '- x'],
    ]) {
      const saved = await saveAlert(seeker, { ...hygienistAlert, keyword });
      expect(saved.summary).toContain(`"${stored}"`);
    }
    expect(await alertCount()).toBe(3);
    await deleteAllAlerts();
  });

  it('keeps emailAlerts and radius as the profile’s alert settings', async () => {
    const path = `/api9/users/${seeker.username}/job-alert-settings`;
    expect((await call(api, seeker, 'GET', path)).json()).toEqual({ emailAlerts: true, radius: 50 });
    const saved = await call(api, seeker, 'PUT', path, { emailAlerts: false, radius: 20 });
    expect(saved.json()).toEqual({ emailAlerts: false, radius: 20 });
    const preferences = await call(api, seeker, 'GET', `/api9/users/${seeker.username}/emails/preferences`);
    expect(preferences.json()).toMatchObject({ jobAlerts: false, messages: true });
    for (const body of [{ emailAlerts: 'no', radius: 20 }, { emailAlerts: true, radius: 25 }, { emailAlerts: true }]) {
      const refused = await call(api, seeker, 'PUT', path, body);
      expect(refused.statusCode).toBe(400);
    }
    // An alert saved without a radius gets the profile's.
    const withoutRadius = await saveAlert(seeker, { position: 'DH', zip: '60614' });
    expect(withoutRadius.radius).toBe(20);
    expect((await call(api, seeker, 'PUT', path, { emailAlerts: true, radius: 50 })).json()).toEqual({ emailAlerts: true, radius: 50 });
    await deleteAllAlerts();
  });
});

describe('the alerts pass', () => {
  it('emails new matching postings once, with one-click unsubscribe headers and a manage link', async () => {
    const alert = await saveAlert(seeker);
    const match = await liveJob(api, practice, { name: 'Pediatric Hygienist', position: 'DH', zip: '60614' });
    await liveJob(api, practice, { name: 'Chairside Assistant', position: 'DA', zip: '60614' });
    await liveJob(api, practice, { name: 'Far Away Hygienist', position: 'DH', zip: '10001' });

    expect(await passAfter(10 * 60_000)).toContain('job-alerts:send');
    const [email, ...more] = await emailsTo(seeker.email);
    expect(more).toEqual([]);
    expect(email.subject).toBe('1 new dental job for your alert');
    expect(email.text).toContain('Pediatric Hygienist');
    expect(email.text).toContain(`/dental-jobs/job/${match.id}/`);
    expect(email.text).not.toContain('Chairside Assistant');
    expect(email.text).not.toContain('Far Away');
    expect(email.text).toContain('Manage your job alerts: http://localhost:3000/app/job-alerts');
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api9\/job-alerts\/unsubscribe\/[A-Za-z0-9_.%-]+>$/);

    // The next day: the same posting is never sent again; a new one is, alone.
    await passAfter(24 * HOUR);
    expect(await emailsTo(seeker.email)).toHaveLength(1);
    const second = await liveJob(api, practice, { name: 'Evening Hygienist', position: 'DH', zip: '60601' });
    await passAfter(10 * 60_000);
    const latest = await emailsTo(seeker.email);
    expect(latest).toHaveLength(2);
    expect(latest[0].text).toContain('Evening Hygienist');
    expect(latest[0].text).not.toContain('Pediatric Hygienist');
    const sent = await api.database.db.execute<{ job_id: number }>(sql`select job_id from job_alert_sent_jobs where alert_id = ${alert.id} order by job_id`);
    expect(sent.rows.map((row) => Number(row.job_id))).toEqual([match.id, second.id]);

    // Daily: a posting an hour after the last email waits for the next day.
    await liveJob(api, practice, { name: 'Weekend Hygienist', position: 'DH', zip: '60614' });
    await passAfter(HOUR);
    expect(await emailsTo(seeker.email)).toHaveLength(2);
    await passAfter(22 * HOUR);
    expect((await emailsTo(seeker.email))[0].text).toContain('Weekend Hygienist');
    await deleteAllAlerts();
  });

  it('an alert saved from the default search (any distance, from a ZIP) is emailed a local job published near its ZIP', async () => {
    // What the search page sends when the person presses 'Email me jobs like these' on its default search.
    const fromDefaultSearch = alertRequestOfSearch({ category: 'local', position: 'DH', zip: '60614', radius: 101, type: 'ANY', keyword: '' });
    const person = await signUpStaff(api);
    const alert = await saveAlert(person, fromDefaultSearch);
    expect(alert).toMatchObject({ radius: 50, summary: 'Dental Hygienist (RDH) jobs within 50 miles of 60614' });
    const near = await liveJob(api, practice, { name: 'Lakeview Hygienist', position: 'DH', zip: '60601' });
    await liveJob(api, practice, { name: 'Manhattan Hygienist', position: 'DH', zip: '10001' });

    await passAfter(10 * 60_000);
    const [email, ...more] = await emailsTo(person.email);
    expect(more).toEqual([]);
    expect(email.text).toContain('Lakeview Hygienist');
    expect(email.text).toContain(`/dental-jobs/job/${near.id}/`);
    expect(email.text).not.toContain('Manhattan Hygienist');

    // A visitor's alert from the same search: the same distance, said in the answer and the confirmation.
    const asked = await call(api, null, 'POST', '/api9/job-alerts', { ...fromDefaultSearch, email: 'default.search@example.com' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().summary).toBe('Dental Hygienist (RDH) jobs within 50 miles of 60614');
    const [confirmation] = await emailsTo('default.search@example.com', 'Confirm your Chairside job alert');
    expect(confirmation.text).toContain('Dental Hygienist (RDH) jobs within 50 miles of 60614');
    // The national category stays national.
    expect(alertRequestOfSearch({ category: 'NATIONAL', position: 'DH', zip: '60614', radius: 101, type: 'ANY', keyword: null }).radius).toBe(101);
    await deleteAllAlerts();
  });

  it('a keyword of many minus signs is kept as the query reads it and does not stop the pass for other alerts', async () => {
    // More than 32 pending minus signs once made PostgreSQL refuse the pass's statement for the whole batch.
    const dashes = await saveAlert(other, { ...hygienistAlert, keyword: '-'.repeat(40) + ' hygienist' });
    const spaced = await saveAlert(seeker, { ...hygienistAlert, keyword: `${'- '.repeat(34)}hygienist` });
    const stored = await api.database.db.execute<{ id: number; keyword: string | null }>(sql`select id, keyword from job_alerts order by id`);
    expect(stored.rows.map((row) => [Number(row.id), row.keyword])).toEqual([
      [dashes.id, 'hygienist'],
      [spaced.id, 'hygienist'],
    ]);
    await liveJob(api, practice, { name: 'Minus Sign Hygienist', position: 'DH', zip: '60614' });
    await passAfter(10 * 60_000);
    expect((await emailsTo(other.email))[0]?.text).toContain('Minus Sign Hygienist');
    expect((await emailsTo(seeker.email))[0]?.text).toContain('Minus Sign Hygienist');
    await deleteAllAlerts();
  });

  it('migration 0035 folds the minus signs of keywords stored before', async () => {
    const migration = await readFile(new URL('../../../../../packages/db/migrations/0035_job_alert_keyword_negations.sql', import.meta.url), 'utf8');
    const cases: [string, string | null][] = [
      ['-'.repeat(33), '-'],
      [`dental ${'- '.repeat(34)}hygienist`, 'dental hygienist'],
      ['-'.repeat(32), null],
      ['x-ray -"front desk"', 'x-ray -"front desk"'],
    ];
    for (const [keyword] of cases)
      await api.database.db.execute(
        sql`insert into job_alerts (email, position, radius, keyword, checked_until) values ('old@example.com', 'DH', 101, ${keyword}, now())`,
      );
    await api.database.db.execute(sql.raw(migration));
    const stored = await api.database.db.execute<{ keyword: string | null }>(sql`select keyword from job_alerts order by id`);
    expect(stored.rows.map((row) => row.keyword)).toEqual(cases.map(([, folded]) => folded));
    await deleteAllAlerts();
  });

  it('sends nothing between 9 pm and 7 am in the person’s time zone, then sends', async () => {
    clock.set('2026-09-10T02:30:00.000Z'); // 9:30 pm in Austin (the seeker's ZIP)
    await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'Night Owl Hygienist', position: 'DH', zip: '60614' });
    const before = (await emailsTo(seeker.email)).length;
    for (let i = 0; i < 9; i++) await passAfter(HOUR); // until 6:30 am
    expect(await emailsTo(seeker.email)).toHaveLength(before);
    await passAfter(HOUR); // 7:30 am
    const after = await emailsTo(seeker.email);
    expect(after).toHaveLength(before + 1);
    expect(after[0].text).toContain('Night Owl Hygienist');
    await deleteAllAlerts();
  });

  it('at once: hourly at most without early notice', async () => {
    clock.set('2026-09-11T15:00:00.000Z');
    await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'First Instant Hygienist', position: 'DH', zip: '60614' });
    const before = (await emailsTo(seeker.email)).length;
    await passAfter(6 * 60_000);
    expect(await emailsTo(seeker.email)).toHaveLength(before + 1);
    await liveJob(api, practice, { name: 'Second Instant Hygienist', position: 'DH', zip: '60614' });
    await passAfter(20 * 60_000);
    expect(await emailsTo(seeker.email)).toHaveLength(before + 1);
    await passAfter(40 * 60_000);
    const after = await emailsTo(seeker.email);
    expect(after).toHaveLength(before + 2);
    expect(after[0].text).toContain('Second Instant Hygienist');
    await deleteAllAlerts();
  });

  it('at once with early notice (an active PREMIUM membership): on every pass', async () => {
    clock.set('2026-09-11T20:00:00.000Z');
    const now = clock.now();
    await api.database.db.insert(seekerSubscriptions).values({
      userId: await userIdOf(api, seeker.username),
      productCode: 'PREMIUM',
      amount: 999,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * 24 * HOUR),
      gateway: 'sandbox',
      paymentToken: 'sandbox-token',
    });
    await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    const before = (await emailsTo(seeker.email)).length;
    await liveJob(api, practice, { name: 'Early One Hygienist', position: 'DH', zip: '60614' });
    await passAfter(6 * 60_000);
    await liveJob(api, practice, { name: 'Early Two Hygienist', position: 'DH', zip: '60614' });
    await passAfter(6 * 60_000);
    const after = await emailsTo(seeker.email);
    expect(after).toHaveLength(before + 2);
    expect(after[0].text).toContain('Early Two Hygienist');
    expect(after[0].text).not.toContain('Early One Hygienist');
    // A national pass asks about every alert's owner at once: more people than a statement's 65,535 parameters.
    const seekerId = await userIdOf(api, seeker.username);
    const everyone = Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i).concat(seekerId);
    expect([...(await premiumAmong(api.database.db, everyone, clock.now()))]).toEqual([seekerId]);
    await api.database.db.delete(seekerSubscriptions);
    await deleteAllAlerts();
  });

  it('sends nothing for a paused or deleted alert, nor with emailAlerts off or after optout2', async () => {
    clock.set('2026-09-12T15:00:00.000Z');
    const alert = await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    const before = (await emailsTo(seeker.email)).length;
    const put = (body: Record<string, unknown>) => call(api, seeker, 'PUT', alertsPath(seeker, alert.id), { ...hygienistAlert, frequency: 'INSTANT', ...body });
    expect((await put({ isPaused: true })).statusCode).toBe(200);
    await liveJob(api, practice, { name: 'Paused Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    expect(await emailsTo(seeker.email)).toHaveLength(before);

    // Opted out of marketing email: nothing either; the preferences say so.
    expect((await put({ isPaused: false })).statusCode).toBe(200);
    const optout = await call(api, seeker, 'PUT', `/api9/users/${seeker.username}/optout2`, { state: true });
    expect(optout.json()).toEqual({ isOptout: true });
    expect((await call(api, seeker, 'GET', `/api9/users/${seeker.username}/emails/preferences`)).json()).toEqual({
      jobAlerts: false,
      messages: true,
      newsletter: false,
      productNews: false,
    });
    await passAfter(2 * HOUR);
    expect(await emailsTo(seeker.email)).toHaveLength(before);
    expect((await call(api, seeker, 'PUT', `/api9/users/${seeker.username}/optout2`, { state: 'yes' })).statusCode).toBe(400);
    expect((await call(api, seeker, 'PUT', `/api9/users/${seeker.username}/optout2`, { state: false })).json()).toEqual({ isOptout: false });

    // Back on: the postings it missed while paused and opted out are sent now.
    await passAfter(2 * HOUR);
    const after = await emailsTo(seeker.email);
    expect(after).toHaveLength(before + 1);
    expect(after[0].text).toContain('Paused Hygienist');

    expect((await call(api, seeker, 'DELETE', alertsPath(seeker, alert.id))).statusCode).toBe(204);
    await liveJob(api, practice, { name: 'Deleted Alert Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    expect(await emailsTo(seeker.email)).toHaveLength(before + 1);
  });

  it('unsubscribes in one click (POST from the mail client) and from the email’s link', async () => {
    clock.set('2026-09-14T15:00:00.000Z');
    await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'One Click Hygienist', position: 'DH', zip: '60614' });
    await passAfter(6 * 60_000);
    const [email] = await emailsTo(seeker.email);
    expect(email.text).toContain('One Click Hygienist');
    const url = new URL(email.headers!['List-Unsubscribe'].slice(1, -1));
    const oneClick = await api.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect(await alertCount()).toBe(0);
    await liveJob(api, practice, { name: 'After Unsubscribe Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    expect((await emailsTo(seeker.email))[0].text).not.toContain('After Unsubscribe');
    // Again: the same answer; the page's view of it says it is gone.
    expect((await api.app.inject({ method: 'POST', url: url.pathname })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);

    // The link in the text: the page reads what it stops, then its button posts.
    await saveAlert(other, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'Link Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    const [linkEmail] = await emailsTo(other.email);
    const page = linkEmail.text.match(/Unsubscribe from this alert: http:\/\/localhost:3000\/job-alerts\/unsubscribe\/(\S+)/);
    expect(page, linkEmail.text).toBeTruthy();
    const token = page![1];
    const described = await api.app.inject({ method: 'GET', url: `/api9/job-alerts/unsubscribe/${token}` });
    expect(described.json()).toEqual({ summary: 'Dental Hygienist (RDH) jobs within 30 miles of 60614', email: other.email, status: 'ACTIVE' });
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/unsubscribe/${token}` })).statusCode).toBe(200);
    expect(await alertCount()).toBe(0);

    // A changed, cut or foreign token does nothing.
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/unsubscribe/${token.slice(0, -3)}abc` })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/unsubscribe/not-a-token` })).statusCode).toBe(400);
  });
});

describe('push notices of new matching jobs', () => {
  const browser = (name: string) => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${Math.random().toString(36).slice(2)}`,
    expirationTime: null,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });
  // Notices leave through the queue after the pass: hand them over before reading.
  const pushesTo = async (endpoint: string) => {
    await api.ctx.notices.runDue();
    return deliveredInTests.filter((delivered) => delivered.endpoint === endpoint).map((delivered) => delivered.notice);
  };

  it('sends one notice per alert and pass beside the email (how many, which alert, its results); none with the switch off', async () => {
    clock.set('2026-09-14T19:30:00.000Z'); // 2:30 pm in Austin
    const pushed = await signUpStaff(api);
    const switchedOff = await signUpStaff(api);
    const device = browser('pushed');
    const offDevice = browser('off');
    expect((await call(api, pushed, 'POST', `/api9/users/${pushed.username}/push/subscriptions`, device)).statusCode).toBe(201);
    expect((await call(api, switchedOff, 'POST', `/api9/users/${switchedOff.username}/push/subscriptions`, offDevice)).statusCode).toBe(201);
    const off = await call(api, switchedOff, 'PUT', `/api9/users/${switchedOff.username}/push/preferences`, {
      messages: true,
      interviews: true,
      matchingJobs: false,
    });
    expect(off.statusCode, off.body).toBe(200);

    const hygienists = await saveAlert(pushed, { ...hygienistAlert, frequency: 'INSTANT' });
    const assistants = await saveAlert(pushed, { position: 'DA', zip: '60614', radius: 30, type: 'PERM', keyword: null, frequency: 'INSTANT' });
    await saveAlert(switchedOff, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'Morning Hygienist', position: 'DH', zip: '60614' });
    await liveJob(api, practice, { name: 'Afternoon Hygienist', position: 'DH', zip: '60614' });
    await liveJob(api, practice, { name: 'Sterilization Assistant', position: 'DA', zip: '60614' });

    await passAfter(10 * 60_000);
    expect(await emailsTo(pushed.email)).toHaveLength(2);
    expect(await emailsTo(switchedOff.email)).toHaveLength(1);
    const notices = await pushesTo(device.endpoint);
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          title: '2 new dental jobs for your alert',
          body: hygienists.summary,
          url: '/app/search-jobs/DH/60614?radius=30',
          tag: `job-alert-${hygienists.id}`,
          kind: 'matchingJobs',
        },
        {
          title: '1 new dental job for your alert',
          body: assistants.summary,
          url: '/app/search-jobs/DA/60614?radius=30&type=PERM',
          tag: `job-alert-${assistants.id}`,
          kind: 'matchingJobs',
        },
      ]),
    );
    expect(hygienists.summary).toBe('Dental Hygienist (RDH) jobs within 30 miles of 60614');
    // The switch off: the email, no notice.
    expect(await pushesTo(offDevice.endpoint)).toEqual([]);

    // A pass with nothing new sends no notice; a new posting, one more for its alert.
    await passAfter(10 * 60_000);
    expect(await pushesTo(device.endpoint)).toHaveLength(2);
    await liveJob(api, practice, { name: 'Evening Hygienist', position: 'DH', zip: '60614' });
    await passAfter(HOUR);
    expect(await pushesTo(device.endpoint)).toHaveLength(3);
    expect((await pushesTo(device.endpoint)).at(-1)).toMatchObject({ title: '1 new dental job for your alert', body: hygienists.summary });
    expect(await pushesTo(offDevice.endpoint)).toEqual([]);

    // Turned back on: the next alert's notice reaches that person too.
    await call(api, switchedOff, 'PUT', `/api9/users/${switchedOff.username}/push/preferences`, { messages: true, interviews: true, matchingJobs: true });
    await liveJob(api, practice, { name: 'Late Shift Hygienist', position: 'DH', zip: '60614' });
    await passAfter(HOUR);
    expect(await pushesTo(offDevice.endpoint)).toEqual([
      expect.objectContaining({ title: '1 new dental job for your alert', url: '/app/search-jobs/DH/60614?radius=30', kind: 'matchingJobs' }),
    ]);
    await deleteAllAlerts();
  });
});

describe('visitors’ alerts (double opt-in)', () => {
  const visitorBody = (email: string) => ({ ...hygienistAlert, email });

  it('stores nothing until the email is confirmed, then sends the alert with a way out', async () => {
    clock.set('2026-09-15T15:00:00.000Z');
    const email = 'Visitor.One@Example.com';
    const asked = await call(api, null, 'POST', '/api9/job-alerts', visitorBody(email));
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({
      email: 'visitor.one@example.com',
      summary: 'Dental Hygienist (RDH) jobs within 30 miles of 60614',
      status: 'CONFIRMATION_SENT',
    });
    expect(await alertCount()).toBe(0);
    const [confirmation] = await emailsTo('visitor.one@example.com', 'Confirm your Chairside job alert');
    const token = confirmation.text.match(/\/job-alerts\/confirm\/(\S+)/)![1];

    // Unconfirmed: nothing is sent.
    await liveJob(api, practice, { name: 'Before Confirm Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    expect(await emailsTo('visitor.one@example.com')).toEqual([]);

    const confirmed = await api.app.inject({ method: 'POST', url: `/api9/job-alerts/confirm/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      email: 'visitor.one@example.com',
      summary: 'Dental Hygienist (RDH) jobs within 30 miles of 60614',
      status: 'CONFIRMED',
    });
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/confirm/${token}` })).statusCode).toBe(200);
    expect(await alertCount()).toBe(1);

    await liveJob(api, practice, { name: 'After Confirm Hygienist', position: 'DH', zip: '60614' });
    await passAfter(2 * HOUR);
    const [alertEmail] = await emailsTo('visitor.one@example.com');
    expect(alertEmail.text).toContain('After Confirm Hygienist');
    expect(alertEmail.text).not.toContain('Before Confirm Hygienist');
    expect(alertEmail.text).toMatch(/Manage your job alerts: http:\/\/localhost:3000\/job-alerts\/unsubscribe\//);
    expect(alertEmail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A confirmation link made for another purpose, or changed, is refused.
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/confirm/${token}x` })).statusCode).toBe(403);
    const unsubscribeToken = alertEmail.headers!['List-Unsubscribe'].match(/unsubscribe\/([^>]+)>/)![1];
    expect((await api.app.inject({ method: 'POST', url: `/api9/job-alerts/confirm/${unsubscribeToken}` })).statusCode).toBe(403);
    expect(await alertCount()).toBe(1);
    await deleteAllAlerts();
  });

  it('limits confirmation emails to one address (429, nothing sent or stored) and refuses hostile input', async () => {
    const email = 'flooded@example.com';
    for (let i = 0; i < 3; i++) expect((await call(api, null, 'POST', '/api9/job-alerts', visitorBody(email))).statusCode).toBe(202);
    const refused = await call(api, null, 'POST', '/api9/job-alerts', visitorBody(email));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0]).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('confirmation emails') });
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await emailsTo(email, 'Confirm your Chairside job alert')).toHaveLength(3);

    for (const [body, field] of [
      [{ ...hygienistAlert, email: 'not an address' }, 'email'],
      [{ ...hygienistAlert }, 'email'],
      [{ ...hygienistAlert, email: `${'a'.repeat(250)}@example.com` }, 'email'],
      [{ ...hygienistAlert, email: 'x@example.com', radius: 1e308 }, 'radius'],
      [{ ...hygienistAlert, email: 'x@example.com', zip: '<script>' }, 'zip'],
    ] as const) {
      const response = await call(api, null, 'POST', '/api9/job-alerts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((error: { field?: string }) => error.field)).toContain(field);
    }
    expect(await alertCount()).toBe(0);
  });
});

describe('visitors’ alerts from one network', () => {
  const limited = useTestApi({ clock, env: { ADDRESS_LIMITS_FACTOR: '1' } });

  it('answers 429 past 10 requests an hour from one address, sending and storing nothing', async () => {
    const request = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api9/job-alerts',
        remoteAddress: '203.0.113.7',
        payload: { ...hygienistAlert, email: `spam-${i}@example.com` },
      });
    for (let i = 0; i < 10; i++) expect((await request(i)).statusCode).toBe(202);
    const refused = await request(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
    expect(await emailsTo('spam-10@example.com', '%', limited)).toEqual([]);
    expect(await alertCount(limited)).toBe(0);
    // Another address is not held back.
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api9/job-alerts',
      remoteAddress: '198.51.100.4',
      payload: { ...hygienistAlert, email: 'fine@example.com' },
    });
    expect(elsewhere.statusCode).toBe(202);
  });
});

describe('the development pass route', () => {
  it('runs the pass at a moved time, claimed like a scheduled run', async () => {
    clock.set('2026-09-20T15:00:00.000Z');
    await saveAlert(seeker, { ...hygienistAlert, frequency: 'INSTANT' });
    await liveJob(api, practice, { name: 'Dev Pass Hygienist', position: 'DH', zip: '60614' });
    const at = '2026-09-20T15:30:00.000Z';
    const first = await api.app.inject({ method: 'POST', url: '/api9/dev/job-alerts/pass', remoteAddress: '127.0.0.1', payload: { at } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      ran: true,
      emails: [expect.objectContaining({ to: seeker.email, headers: expect.objectContaining({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }) })],
    });
    const again = await api.app.inject({ method: 'POST', url: '/api9/dev/job-alerts/pass', remoteAddress: '127.0.0.1', payload: { at } });
    expect(again.json()).toMatchObject({ ran: false });
    const remote = await api.app.inject({ method: 'POST', url: '/api9/dev/job-alerts/pass', remoteAddress: '203.0.113.9', payload: { at } });
    expect(remote.statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: '/api9/dev/job-alerts/pass', remoteAddress: '127.0.0.1', payload: { at: 'soon' } })).statusCode).toBe(
      400,
    );
    await api.database.db.delete(outboxMessages).where(eq(outboxMessages.toAddress, 'nobody@example.com'));
  });
});

describe('a pass that fails while writing an email', () => {
  it('claims the postings in the email’s transaction: a failure leaves neither, and the next pass sends them once', async () => {
    clock.set('2026-09-28T15:00:00.000Z');
    const person = await signUpStaff(api);
    const alert = await saveAlert(person);
    const job = await liveJob(api, practice, { name: 'Claimed With Its Email', position: 'DH', zip: '60614' });
    let failures = 0;
    // The message is written in the pass's transaction, then the connection drops before it commits.
    const failing: Mailer = {
      send: async (message, options) => {
        const written = await api.ctx.mailer.send(message, options);
        if (message.to === person.email && failures++ === 0) throw new Error('the connection dropped');
        return written;
      },
    };
    await sendJobAlerts({ ...api.ctx, mailer: failing }, silentLog, new Date(clock.now().getTime() + 10 * 60_000));
    expect(failures).toBe(1);
    expect(await emailsTo(person.email)).toEqual([]);
    const claims = await api.database.db.execute(sql`select job_id from job_alert_sent_jobs where alert_id = ${alert.id}`);
    expect(claims.rows).toEqual([]);

    await passAfter(20 * 60_000);
    const [email, ...more] = await emailsTo(person.email);
    expect(more).toEqual([]);
    expect(email.text).toContain(`/dental-jobs/job/${job.id}/`);
    await deleteAllAlerts();
  });
});
