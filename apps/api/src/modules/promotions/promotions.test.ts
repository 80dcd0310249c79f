import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { movableClock } from '../../testing/jobs';

const clock = movableClock('2026-05-04T09:30:00.000Z');
const api = useTestApi({ clock });

const announcement = (overrides: Record<string, unknown> = {}) => ({
  heading: 'Spring hiring fair this Saturday',
  ctaText: 'Register',
  ctaLink: '/events/spring-fair',
  backgroundColor: '#0B5ED7',
  userRoles: ['unauthenticated', 'employer'],
  buildEnvironments: ['development'],
  ...overrides,
});
const promotion = (overrides: Record<string, unknown> = {}) => ({
  heading: 'Save $20 on every premium posting',
  discountCode: 'spring26',
  ctaText: 'Post a job',
  ctaLink: '/pricing',
  expirationDate: '2026-06-30',
  buildEnvironment: 'development',
  ...overrides,
});

async function auditRows(actor: string) {
  const { rows } = await api.database.db.execute<{ method: string; path: string; status: number }>(
    sql`select method, path, status from audit_log where actor_username = ${actor} order by id`,
  );
  return rows;
}

describe('admin authorization', () => {
  it.each([
    ['GET', '/api9/admin/announcements'],
    ['POST', '/api9/admin/announcements'],
    ['PUT', '/api9/admin/announcements/1'],
    ['POST', '/api9/admin/announcements/1/end'],
    ['GET', '/api9/admin/promotions'],
    ['POST', '/api9/admin/promotions'],
    ['PUT', '/api9/admin/promotions/1'],
    ['POST', '/api9/admin/promotions/1/end'],
    ['GET', '/api9/admin/analytics?from=2026-05-01&to=2026-05-04'],
  ] as const)('%s %s: anonymous 401, job seeker and employer 403, nothing stored', async (method, url) => {
    const body = method === 'GET' ? undefined : url.includes('promotions') ? promotion() : announcement();
    expect((await call(api, null, method, url, body)).statusCode).toBe(401);
    const seeker = await signUpStaff(api);
    const employer = await signUpEmployer(api);
    for (const account of [seeker, employer]) {
      const response = await call(api, account, method, url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('FORBIDDEN');
    }
    const { rows } = await api.database.db.execute<{ n: number }>(sql`select (select count(*) from announcements) + (select count(*) from promotions) as n`);
    expect(Number(rows[0].n)).toBe(0);
  });
});

describe('announcements', () => {
  let admin: TestAccount;

  it('an administrator creates, lists, edits, schedules and ends one; every change is audited', async () => {
    admin = await createAdmin(api);
    const created = await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ iconUrl: '/assets/calendar.svg', iconTitle: 'Calendar' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      heading: 'Spring hiring fair this Saturday',
      backgroundColor: '#0b5ed7',
      icon: { url: '/assets/calendar.svg', title: 'Calendar' },
      status: 'live',
      startsAt: '2026-05-04T09:30:00.000Z',
      endsAt: null,
      createdBy: admin.username,
    });

    const edited = await call(
      api,
      admin,
      'PUT',
      `/api9/admin/announcements/${id}`,
      announcement({ heading: 'Spring fair moved to Sunday', endsAt: '2026-05-10T00:00:00Z' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      heading: 'Spring fair moved to Sunday',
      startsAt: '2026-05-04T09:30:00.000Z',
      endsAt: '2026-05-10T00:00:00.000Z',
      icon: null,
    });

    const later = await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ heading: 'Summer', startsAt: '2026-06-01T00:00:00Z' }));
    expect(later.json().status).toBe('scheduled');

    const list = await call(api, admin, 'GET', '/api9/admin/announcements');
    expect(list.json().map((a: { heading: string }) => a.heading)).toEqual(['Summer', 'Spring fair moved to Sunday']);

    const ended = await call(api, admin, 'POST', `/api9/admin/announcements/${id}/end`);
    expect(ended.json()).toMatchObject({ status: 'ended', endsAt: '2026-05-04T09:30:00.000Z' });
    const endedScheduled = await call(api, admin, 'POST', `/api9/admin/announcements/${later.json().id}/end`);
    expect(endedScheduled.json().status).toBe('ended');

    expect(await auditRows(admin.username)).toEqual([
      { method: 'POST', path: '/api9/admin/announcements', status: 201 },
      { method: 'PUT', path: `/api9/admin/announcements/${id}`, status: 200 },
      { method: 'POST', path: '/api9/admin/announcements', status: 201 },
      { method: 'POST', path: `/api9/admin/announcements/${id}/end`, status: 200 },
      { method: 'POST', path: `/api9/admin/announcements/${later.json().id}/end`, status: 200 },
    ]);
  });

  it('the public read answers the live ones for the caller’s role and environment', async () => {
    await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ heading: 'For seekers', userRoles: ['staff'] }));
    await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ heading: 'For visitors', userRoles: ['unauthenticated'] }));
    await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ heading: 'Staging only', buildEnvironments: ['staging'] }));
    await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ heading: 'Not yet', startsAt: '2026-05-05T00:00:00Z' }));

    const headings = async (account: TestAccount | null, query = '') =>
      (await call(api, account, 'GET', `/api9/announcements${query}`)).json().announcements.map((a: { heading: string }) => a.heading);
    expect(await headings(null)).toEqual(['For visitors']);
    expect(await headings(await signUpStaff(api))).toEqual(['For seekers']);
    expect(await headings(await signUpEmployer(api))).toEqual([]);
    expect(await headings(null, '?role=employer&env=staging')).toEqual(['Staging only']);
    expect(await headings(admin)).toEqual([]);

    clock.set('2026-05-05T01:00:00.000Z');
    expect(await headings(null, '?role=employer')).toEqual(['Not yet']);
    clock.set('2026-05-04T09:30:00.000Z');
  });

  it.each([
    [{ heading: '' }, 'heading'],
    [{ heading: 'x'.repeat(201) }, 'heading'],
    [{ backgroundColor: 'red' }, 'backgroundColor'],
    [{ userRoles: [] }, 'userRoles'],
    [{ userRoles: ['admin'] }, 'userRoles.0'],
    [{ buildEnvironments: ['qa'] }, 'buildEnvironments.0'],
    [{ ctaLink: 'javascript:alert(1)' }, 'ctaLink'],
    [{ ctaLink: '//evil.example' }, 'ctaLink'],
    // Browsers read "\" as "/" and drop tabs: both open another site.
    [{ ctaLink: '/\\evil.example' }, 'ctaLink'],
    [{ ctaLink: '/\t/evil.example' }, 'ctaLink'],
    [{ iconUrl: '/\\evil.example/icon.png' }, 'iconUrl'],
    [{ iconUrl: 'data:image/png;base64,AAAA' }, 'iconUrl'],
    [{ startsAt: 'tomorrow' }, 'startsAt'],
    [{ startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, 'endsAt'],
    [{ surprise: true }, 'surprise'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (change, field) => {
    const before = (await call(api, admin, 'GET', '/api9/admin/announcements')).json().length;
    const response = await call(api, admin, 'POST', '/api9/admin/announcements', announcement(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect((await call(api, admin, 'GET', '/api9/admin/announcements')).json().length).toBe(before);
  });

  it('an edit whose end would precede the kept start is a 400 on endsAt; an unknown id is a 404', async () => {
    const created = await call(api, admin, 'POST', '/api9/admin/announcements', announcement({ startsAt: '2026-06-01T00:00:00Z' }));
    const response = await call(api, admin, 'PUT', `/api9/admin/announcements/${created.json().id}`, announcement({ endsAt: '2026-05-20T00:00:00Z' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('endsAt');
    expect((await call(api, admin, 'PUT', '/api9/admin/announcements/999999', announcement())).statusCode).toBe(404);
    expect((await call(api, admin, 'POST', '/api9/admin/announcements/abc/end')).statusCode).toBe(400);
  });
});

describe('promotions', () => {
  it('an administrator creates and ends one; the widget reads the current one', async () => {
    const admin = await createAdmin(api);
    expect((await call(api, null, 'GET', '/api9/promotions/current')).json()).toEqual({ promotion: null });

    const created = await call(api, admin, 'POST', '/api9/admin/promotions', promotion());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ discountCode: 'SPRING26', expirationDate: '2026-06-30', status: 'live' });
    await call(api, admin, 'POST', '/api9/admin/promotions', promotion({ heading: 'Production offer', buildEnvironment: 'production' }));

    const current = await call(api, null, 'GET', '/api9/promotions/current');
    expect(current.json().promotion).toMatchObject({ heading: 'Save $20 on every premium posting', discountCode: 'SPRING26', ctaLink: '/pricing' });
    expect((await call(api, null, 'GET', '/api9/promotions/current?env=production')).json().promotion.heading).toBe('Production offer');
    expect((await call(api, null, 'GET', '/api9/promotions/current?env=qa')).statusCode).toBe(400);

    clock.set('2026-07-01T00:00:00.000Z');
    expect((await call(api, null, 'GET', '/api9/promotions/current')).json().promotion).toBeNull();
    clock.set('2026-05-04T09:30:00.000Z');

    const edited = await call(api, admin, 'PUT', `/api9/admin/promotions/${created.json().id}`, promotion({ heading: 'Save more' }));
    expect(edited.json().heading).toBe('Save more');
    await call(api, admin, 'POST', `/api9/admin/promotions/${created.json().id}/end`);
    expect((await call(api, null, 'GET', '/api9/promotions/current')).json().promotion).toBeNull();
    expect((await auditRows(admin.username)).map((row) => `${row.method} ${row.status}`)).toEqual(['POST 201', 'POST 201', 'PUT 200', 'POST 200']);
  });

  it.each([
    [{ discountCode: 'two words' }, 'discountCode'],
    [{ expirationDate: '2026-02-30' }, 'expirationDate'],
    [{ expirationDate: '2026-13-45' }, 'expirationDate'],
    [{ buildEnvironment: 'qa' }, 'buildEnvironment'],
    [{ heading: 42 }, 'heading'],
  ])('refuses %j with a 400 naming %s', async (change, field) => {
    const admin = await createAdmin(api);
    const response = await call(api, admin, 'POST', '/api9/admin/promotions', promotion(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
  });
});
