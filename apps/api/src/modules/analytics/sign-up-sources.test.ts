import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { createAdmin } from '../../testing/accounts';
import { call } from '../../testing/staff-profiles';

// Sign-ups keep the campaign they came from (the visit's UTM values): the employer and job seeker
// registrations and the account the public checkout creates; the admin report counts them by source.

const api = useTestApi();
const campaign = `spring-${randomUUID().slice(0, 8)}`;
const today = new Date().toISOString().slice(0, 10);

const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '198.51.100.7' } });
const staff = (overrides: Record<string, unknown> = {}) => ({
  email: `seeker-${randomUUID().slice(0, 8)}@example.com`,
  password: 'hygiene-first-2026',
  name: 'Raé Núñez',
  position: 'DH',
  zip: '78701',
  kind: 'staff',
  ...overrides,
});
const employer = (overrides: Record<string, unknown> = {}) => ({
  email: `practice-${randomUUID().slice(0, 8)}@example.com`,
  password: 'bright-smiles-2026',
  name: 'Dana Whitfield',
  practiceName: 'Bright Smiles Dental',
  zip: '60614',
  phone: '(312) 555-0142',
  ...overrides,
});

async function storedSource(email: string) {
  const { rows } = await api.database.db.execute<Record<string, unknown>>(
    sql`select utm_source, utm_medium, utm_campaign, utm_content from users where email = ${email}`,
  );
  return rows[0] ?? null;
}
const userCount = async () => Number((await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n);

describe('sign-up sources', () => {
  it('keeps the UTM values of employer, job seeker and checkout sign-ups, and nothing when there are none', async () => {
    const seeker = staff({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign, utm_content: 'header-link' });
    expect((await post('/api9/users/staff', seeker)).statusCode).toBe(201);
    expect(await storedSource(seeker.email)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign, utm_content: 'header-link' });

    const practice = employer({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: campaign });
    expect((await post('/api9/users/employers', practice)).statusCode).toBe(201);
    expect(await storedSource(practice.email)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: campaign, utm_content: null });

    const buyer = employer({ practiceName: 'Lakeview Dental', utm_source: 'google', utm_medium: 'cpc', utm_campaign: campaign });
    const bought = await post('/api9/prepay/payment', {
      nonce: `sandbox-approved-${randomUUID()}`,
      product: 'JOB',
      quantity: 1,
      position: 'DH',
      zip: '60614',
      account: buyer,
    });
    expect(bought.statusCode).toBe(201);
    expect(await storedSource(buyer.email)).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: campaign, utm_content: null });

    const plain = staff({ utm_source: '  ' });
    expect((await post('/api9/users/staff', plain)).statusCode).toBe(201);
    expect(await storedSource(plain.email)).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null });
  });

  it.each([
    ['/api9/users/staff', () => staff({ utm_source: 'x'.repeat(201) }), 'utm_source'],
    ['/api9/users/employers', () => employer({ utm_campaign: 42 }), 'utm_campaign'],
    ['/api9/users/staff', () => staff({ utm_term: 'unknown field' }), null],
  ])('refuses a bad sign-up source on %s with a 400 and stores no account', async (url, body, field) => {
    const before = await userCount();
    const response = await post(url, body());
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().errors[0].field).toBe(field);
    expect(await userCount()).toBe(before);
  });

  it('refuses a bad source in the checkout account naming account.utm_medium, and creates nothing', async () => {
    const before = await userCount();
    const response = await post('/api9/prepay/payment', {
      nonce: `sandbox-approved-${randomUUID()}`,
      product: 'JOB',
      quantity: 1,
      account: employer({ utm_medium: ['cpc'] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('account.utm_medium');
    expect(await userCount()).toBe(before);
  });

  it('shows administrators the sign-ups of the period by source, medium and campaign', async () => {
    const admin = await createAdmin(api);
    const response = await call(api, admin, 'GET', `/api9/admin/analytics?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const rows = (
      response.json().signUpsBySource as Array<{ source: string | null; medium: string | null; campaign: string | null; employers: number; jobSeekers: number }>
    ).filter((row) => row.campaign === campaign);
    expect(rows).toEqual([
      { source: 'google', medium: 'cpc', campaign, employers: 2, jobSeekers: 0 },
      { source: 'newsletter', medium: 'email', campaign, employers: 0, jobSeekers: 1 },
    ]);
    const direct = response.json().signUpsBySource.find((row: { source: string | null }) => row.source === null);
    expect(direct?.jobSeekers).toBeGreaterThanOrEqual(1);

    const earlier = await call(api, admin, 'GET', '/api9/admin/analytics?from=2020-01-01&to=2020-01-31');
    expect(earlier.json().signUpsBySource).toEqual([]);
  });
});
