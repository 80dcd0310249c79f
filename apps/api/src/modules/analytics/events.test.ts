import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';

const clock = movableClock('2026-05-04T09:30:00.000Z');
const api = useTestApi({ clock });

const send = (body: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api9/events', payload: body as object, headers: { 'x-forwarded-for': '203.0.113.9', ...headers } });

async function storedEvents() {
  const { rows } = await api.database.db.execute<Record<string, unknown>>(
    sql`select name, role, page, params, utm_source, utm_medium, utm_campaign, utm_content, occurred_at from analytics_events order by id`,
  );
  return rows;
}
const countStored = async () => (await storedEvents()).length;

describe('POST /events', () => {
  it('keeps a batch with the session’s role, the page’s route pattern and the UTM values, and no address', async () => {
    const employer = await signUpEmployer(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/events',
      headers: { authorization: employer.authorization },
      payload: {
        page: '/app/post-job/edit/42?coupon=SPRING26',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_content: '',
        role: 'anonymous',
        events: [
          { name: 'begin_checkout', params: { currency: 'USD', value: 149 } },
          { name: 'purchase', params: { transaction_id: '42', value: 149, items: [{ item_id: 'JOB', quantity: 1, coupon: '' }] } },
        ],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: 2 });
    const rows = await storedEvents();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      name: 'purchase',
      role: 'employer',
      page: '/app/post-job/edit/:jobId',
      params: { transaction_id: '42', value: 149, items: [{ item_id: 'JOB', quantity: 1, coupon: '' }] },
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: null,
    });
    const { rows: columns } = await api.database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events'`,
    );
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/ip|address|user/)]));
  });

  it('labels a batch without a session by the role it names (a beacon on page hide), else anonymous', async () => {
    const before = await countStored();
    await send({ role: 'job_seeker', events: [{ name: 'view_job', params: { job_id: 7 } }] });
    await send({ events: [{ name: 'login' }] });
    // A signed-out browser whose lead form went through.
    await send({ role: 'lead', events: [{ name: 'file_download', params: { file_name: 'chairside-hiring-toolkit.pdf' } }] });
    const seeker = await signUpStaff(api);
    await call(api, seeker, 'POST', '/api9/events', { role: 'employer', events: [{ name: 'submit_application' }] });
    await call(api, seeker, 'POST', '/api9/events', {
      role: 'lead',
      events: [{ name: 'profile_visibility', params: { profile_type: 'public_profile', form: 'profile_prompt' } }],
    });
    const rows = (await storedEvents()).slice(before);
    expect(rows.map((row) => `${row.name}:${row.role}`)).toEqual([
      'view_job:job_seeker',
      'login:anonymous',
      'file_download:lead',
      'submit_application:job_seeker',
      'profile_visibility:job_seeker',
    ]);
  });

  it.each([
    ['Sec-GPC', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
  ])('records nothing for a browser with %s on', async (_label, headers) => {
    const before = await countStored();
    const response = await send({ events: [{ name: 'login' }] }, headers);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ recorded: 0 });
    expect(await countStored()).toBe(before);
  });

  it.each<[string, unknown, string | undefined]>([
    ['an unknown event name', { events: [{ name: 'page_view' }] }, 'events.0.name'],
    ['one unknown name among known ones', { events: [{ name: 'login' }, { name: 'steal_cookies' }] }, 'events.1.name'],
    ['an empty batch', { events: [] }, 'events'],
    ['51 events', { events: Array.from({ length: 51 }, () => ({ name: 'login' })) }, 'events'],
    ['events that is not a list', { events: 'login' }, 'events'],
    ['params that are not an object', { events: [{ name: 'login', params: 'x' }] }, 'events.0.params'],
    [
      'oversize params',
      { events: [{ name: 'login', params: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(400)])) }] },
      'events.0.params',
    ],
    ['nested objects in params', { events: [{ name: 'login', params: { deep: { deeper: 1 } } }] }, 'events.0.params.deep'],
    ['an unknown field', { events: [{ name: 'login' }], ip: '1.2.3.4' }, undefined],
    ['an unknown role', { role: 'root', events: [{ name: 'login' }] }, 'role'],
    ['a long utm value', { utm_source: 'u'.repeat(201), events: [{ name: 'login' }] }, 'utm_source'],
  ])('refuses %s with a 400 and stores nothing', async (_label, body, field) => {
    const before = await countStored();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await countStored()).toBe(before);
  });

  it('keeps the route pattern of the page, never a token, username or email in its address', async () => {
    const seeker = await signUpStaff(api);
    const before = await countStored();
    const token = 'eyJzdWIiOiJqYW5lQGV4YW1wbGUuY29tIn0.c2lnbmF0dXJlLWJ5dGVz';
    const pages: [string | undefined, string][] = [
      [`/applicant/${token}`, '/applicant/:token'],
      [`/job-alerts/unsubscribe/${token}?utm_source=alert`, '/job-alerts/unsubscribe/:token'],
      [`/job-alerts/confirm/${token}`, '/job-alerts/confirm/:token'],
      [`/newsletter/confirm/${token}`, '/newsletter/confirm/:token'],
      [`/dental-professionals/${seeker.username}`, '/dental-professionals/:username'],
      [`/app/job-application/7/${seeker.username}`, '/app/job-application/:jobId/:username'],
      [`https://127.0.0.1/applicant/${token}`, '*'],
      [`/${seeker.username}`, '*'],
      ['/someone@example.com', '*'],
      ['/dental-jobs/login', '/dental-jobs/login'],
      [undefined, ''],
    ];
    for (const [page] of pages)
      expect((await send({ page, events: [{ name: 'web_vitals', params: { metric_name: 'LCP', value: 900 } }] })).statusCode).toBe(202);
    const rows = (await storedEvents()).slice(before);
    expect(rows.map((row) => row.page)).toEqual(pages.map(([, pattern]) => pattern));
    const { rows: leaks } = await api.database.db.execute(
      sql`select page from analytics_events where page like ${`%${token}%`} or page like ${`%${seeker.username}%`} or page like '%@%' or params::text like '%@%'`,
    );
    expect(leaks).toEqual([]);
  });

  it('migration 0037 turns the addresses stored before into their patterns', async () => {
    const migration = await readFile(new URL('../../../../../packages/db/migrations/0037_analytics_pages_as_patterns.sql', import.meta.url), 'utf8');
    const cases: [string, string][] = [
      ['/applicant/eyJ0.sig', '/applicant/:token'],
      ['/job-alerts/unsubscribe/am9obkBleGFtcGxlLmNvbQ.sig', '/job-alerts/unsubscribe/:token'],
      ['/job-alerts/confirm/abc', '/job-alerts/confirm/:token'],
      ['/newsletter/unsubscribe/abc', '/newsletter/unsubscribe/:token'],
      ['/dental-professionals/jane-doe', '/dental-professionals/:username'],
      ['/dental-professionals', '/dental-professionals'],
      ['/app/job-application/12/jane-doe', '/app/job-application/:jobId/:username'],
      ['/jane@example.com', '*'],
      ['/dental-jobs/login', '/dental-jobs/login'],
    ];
    await api.database.db.execute(sql`delete from analytics_events`);
    for (const [page] of cases)
      await api.database.db.execute(sql`insert into analytics_events (name, occurred_at, role, page) values ('web_vitals', now(), 'anonymous', ${page})`);
    for (const statement of migration.split('--> statement-breakpoint')) await api.database.db.execute(sql.raw(statement));
    expect((await storedEvents()).map((row) => row.page)).toEqual(cases.map(([, pattern]) => pattern));
  });

  it.each<[string, unknown, string]>([
    [
      'an email address in a param',
      { events: [{ name: 'generate_lead', params: { form: 'newsletter', contact: 'Jane.Doe@example.com' } }] },
      'events.0.params.contact',
    ],
    ['an email address inside other text', { events: [{ name: 'login', params: { note: 'signed in as jane@example.co.uk today' } }] }, 'events.0.params.note'],
    [
      'an email address in an item',
      { events: [{ name: 'purchase', params: { items: [{ item_id: 'JOB', item_name: 'for bob@example.com' }] } }] },
      'events.0.params.items.0.item_name',
    ],
    ['an email address as a UTM value', { utm_content: 'jane@example.com', events: [{ name: 'login' }] }, 'utm_content'],
    ['a lone surrogate in a param', { events: [{ name: 'login', params: { label: 'half \ud800 pair' } }] }, 'events.0.params.label'],
    ['a lone surrogate in a param name', { events: [{ name: 'login', params: { 'x\udc00': 1 } }] }, 'events.0.params.x\udc00'],
    ['a lone surrogate in an item', { events: [{ name: 'purchase', params: { items: [{ item_id: '\udbff' }] } }] }, 'events.0.params.items.0.item_id'],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_label, body, field) => {
    const before = await countStored();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/events',
      payload: JSON.stringify(body).replace(/\\\\u/g, '\\u'),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].field).toBe(JSON.parse(`"${field}"`));
    expect(await countStored()).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api9/events', payload: '{"events": [', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });

  it('takes 50 events in one batch', async () => {
    const before = await countStored();
    const response = await send({ events: Array.from({ length: 50 }, () => ({ name: 'add_to_cart', params: { item_id: 'JOB', quantity: 1 } })) });
    expect(response.json()).toEqual({ recorded: 50 });
    expect(await countStored()).toBe(before + 50);
  });
});

describe('GET /analytics/settings', () => {
  it('answers no measurement id when none is configured', async () => {
    const response = await call(api, null, 'GET', '/api9/analytics/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ measurementId: null });
  });
});

describe('GET /admin/analytics', () => {
  it('counts events per day and the purchase funnel with conversions for the period', async () => {
    await api.database.db.execute(sql`delete from analytics_events`);
    const at = async (iso: string, names: string[]) => {
      clock.set(iso);
      await send({ events: names.map((name) => ({ name })) });
    };
    await at('2026-05-01T10:00:00Z', ['view_item', 'view_item', 'view_item', 'view_item', 'add_to_cart', 'add_to_cart', 'login']);
    await at('2026-05-02T23:59:59Z', ['begin_checkout', 'add_payment_info']);
    await at('2026-05-03T00:00:00Z', ['purchase']);
    await at('2026-04-30T23:59:59Z', ['purchase']);
    clock.set('2026-05-04T09:30:00.000Z');

    const admin = await createAdmin(api);
    const response = await call(api, admin, 'GET', '/api9/admin/analytics?from=2026-05-01&to=2026-05-03');
    expect(response.statusCode).toBe(200);
    expect(response.json().perDay).toEqual([
      { day: '2026-05-01', name: 'add_to_cart', count: 2 },
      { day: '2026-05-01', name: 'login', count: 1 },
      { day: '2026-05-01', name: 'view_item', count: 4 },
      { day: '2026-05-02', name: 'add_payment_info', count: 1 },
      { day: '2026-05-02', name: 'begin_checkout', count: 1 },
      { day: '2026-05-03', name: 'purchase', count: 1 },
    ]);
    expect(response.json().funnel).toEqual([
      { name: 'view_item', count: 4, conversion: null },
      { name: 'add_to_cart', count: 2, conversion: 0.5 },
      { name: 'begin_checkout', count: 1, conversion: 0.5 },
      { name: 'add_payment_info', count: 1, conversion: 1 },
      { name: 'purchase', count: 1, conversion: 1 },
    ]);
  });

  it.each([
    ['?from=2026-05-03&to=2026-05-01', 'to'],
    ['?from=2025-01-01&to=2026-05-01', 'to'],
    ['?from=yesterday&to=2026-05-01', 'from'],
    ['?from=2026-02-30&to=2026-03-01', 'from'],
    ['?to=2026-05-01', 'from'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const admin = await createAdmin(api);
    const response = await call(api, admin, 'GET', `/api9/admin/analytics${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });
});
