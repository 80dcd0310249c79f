import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi();

const employer = {
  email: 'Owner@Bright-Smiles.example',
  password: 'correct horse battery',
  name: 'Dana Whitfield',
  practiceName: 'Bright Smiles Dental',
  zip: '60614',
  phone: '(312) 555-0142',
};

function refreshCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const found = cookies.find((c) => c.startsWith('chairside_refresh='));
  if (!found) throw new Error('no refresh cookie');
  return found.split(';')[0];
}

describe('sign up, sign in, refresh, sign out', () => {
  it('creates an employer and answers the user with a bearer token', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api9/users/employers', payload: employer });
    expect(response.statusCode).toBe(201);
    expect(response.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const user = response.json();
    expect(user).toMatchObject({ role: 'employer', name: 'Dana Whitfield', zip: '60614', practiceName: 'Bright Smiles Dental', delegated: false });
    expect(user.username).toMatch(/^dana-whitfield-\d+$/);
    const me = await api.app.inject({ method: 'GET', url: '/api9/users/current', headers: { authorization: response.headers.authorization as string } });
    expect(me.json()).toMatchObject({ username: user.username, email: 'owner@bright-smiles.example' });
  });

  it('refuses a second account with the same email, storing nothing', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api9/users/employers', payload: { ...employer, email: 'owner@bright-smiles.example' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ field: 'email' });
    const count = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(count.rows[0].n).toBe(1);
  });

  it('signs in and rotates the refresh credential; an immediate repeat answers the same one (sessions.test.ts: reuse later revokes)', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: { username: ' owner@bright-smiles.example ', password: employer.password, delegated: false, legacy: false },
    });
    expect(login.statusCode).toBe(200);
    const { username } = login.json();
    const first = refreshCookie(login.headers['set-cookie']);

    const refreshed = await api.app.inject({ method: 'POST', url: `/api9/auth/${username}/token`, headers: { cookie: first } });
    expect(refreshed.statusCode).toBe(201);
    expect(refreshed.headers.authorization).toMatch(/^Bearer /);
    const second = refreshCookie(refreshed.headers['set-cookie']);
    expect(second).not.toBe(first);

    const repeated = await api.app.inject({ method: 'POST', url: `/api9/auth/${username}/token`, headers: { cookie: first } });
    expect(repeated.statusCode).toBe(201);
    expect(refreshCookie(repeated.headers['set-cookie'])).toBe(second);
    const next = await api.app.inject({ method: 'POST', url: `/api9/auth/${username}/token`, headers: { cookie: second } });
    expect(next.statusCode).toBe(201);
  });

  it('signs out by revoking the family', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: { username: employer.email, password: employer.password, delegated: false, legacy: false },
    });
    const cookie = refreshCookie(login.headers['set-cookie']);
    const { username } = login.json();
    expect((await api.app.inject({ method: 'POST', url: `/api9/auth/${username}/logout`, headers: { cookie } })).statusCode).toBe(204);
    expect((await api.app.inject({ method: 'POST', url: `/api9/auth/${username}/token`, headers: { cookie } })).statusCode).toBe(401);
  });

  it('answers a wrong email and a wrong password with the same 401', async () => {
    const wrongPassword = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: { username: employer.email, password: 'not the password' },
    });
    const wrongEmail = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: { username: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
  });

  it('creates a job seeker with position and kind', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/users/staff',
      payload: { email: 'rae@example.com', password: 'hygiene-first-2026', name: 'Raé Núñez', position: 'DH', zip: '78701', kind: 'staff' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'staff', position: 'DH', zip: '78701', practiceName: null });
    expect(response.json().username).toMatch(/^rae-nunez-\d+$/);
  });

  it('welcomes each new account once, by role, with its first steps in both parts of the email', async () => {
    const mail = async (to: string) => api.database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));
    const [seekerWelcome, ...seekerOthers] = await mail('rae@example.com');
    expect(seekerOthers).toHaveLength(0);
    expect(seekerWelcome.subject).toBe('Welcome to Chairside: your first steps');
    expect(seekerWelcome.textBody).toContain('Hello Raé Núñez,');
    expect(seekerWelcome.textBody).toContain('/app/search-jobs/DH/78701');
    expect(seekerWelcome.htmlBody).toContain('Finish your profile');
    expect(seekerWelcome.htmlBody).toContain('/app/my-profile/import');

    const [practiceWelcome, ...practiceOthers] = await mail('owner@bright-smiles.example');
    expect(practiceOthers).toHaveLength(0);
    expect(practiceWelcome.subject).toBe('Welcome to Chairside: post your first job');
    expect(practiceWelcome.textBody).toContain("Bright Smiles Dental's account is ready.");
    expect(practiceWelcome.htmlBody).toContain('/app/post-job/new');
  });

  it.each([
    ['malformed JSON', '{"email":', 'application/json', 400, undefined],
    ['an unknown field', JSON.stringify({ ...employer, email: 'x@example.com', admin: true }), 'application/json', 400, 'admin'],
    ['a bad email', JSON.stringify({ ...employer, email: 'not-an-email' }), 'application/json', 400, 'email'],
    ['a short password', JSON.stringify({ ...employer, email: 'y@example.com', password: 'short' }), 'application/json', 400, 'password'],
    ['a ZIP that does not exist', JSON.stringify({ ...employer, email: 'z@example.com', zip: '00000' }), 'application/json', 400, 'zip'],
    ['a wrong type', JSON.stringify({ ...employer, email: 'w@example.com', phone: 5551234567 }), 'application/json', 400, 'phone'],
    ['a missing field', JSON.stringify({ email: 'v@example.com' }), 'application/json', 400, 'password'],
    ['an oversize body', JSON.stringify({ ...employer, practiceName: 'x'.repeat(2_000_000) }), 'application/json', 413, undefined],
  ])('refuses %s with the envelope and stores nothing', async (_label, payload, contentType, status, field) => {
    const before = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    const response = await api.app.inject({ method: 'POST', url: '/api9/users/employers', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(body.errors[0].message).toEqual(expect.any(String));
    if (field) expect(body.errors.map((e: { field?: string }) => e.field)).toContain(field);
    const after = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
