import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, passkeys, recoveryCodes, secondFactorResets, signInSessions, users } from '@chairside/db/schema';
import { createAdmin, lastEmailTo, logIn, signUpStaff, totpCode, type TestAccount } from '../../testing/accounts';
import { useTestApi } from '../../testing/test-api';

// Support resetting a lost second factor after identity checks (ADR 119).
const api = useTestApi();
const CHECKS = 'Called back on the phone number on file; confirmed date of birth and the last application sent.';
const resetUrl = (username: string) => `/api9/admin/users/${username}/second-factor/reset`;
const reset = (admin: TestAccount, username: string, payload: object) =>
  api.app.inject({ method: 'POST', url: resetUrl(username), headers: { authorization: admin.authorization }, payload });

/** A job seeker with an authenticator app and a passkey. */
async function seekerWithSecondFactor() {
  const seeker = await signUpStaff(api);
  const auth = { authorization: seeker.authorization };
  const setup = await api.app.inject({ method: 'POST', url: `/api9/users/${seeker.username}/two-step/setup`, headers: auth, payload: {} });
  const secret = setup.json().secret as string;
  const confirmed = await api.app.inject({
    method: 'POST',
    url: `/api9/users/${seeker.username}/two-step/confirm`,
    headers: auth,
    payload: { code: totpCode(api, secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  const [{ id }] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.username, seeker.username));
  await api.database.db.insert(passkeys).values({ userId: id, credentialId: `cred-${seeker.username}`, publicKey: 'pk', name: 'Old phone' });
  return { seeker, id };
}

describe('support resetting a lost second factor (ADR 119)', () => {
  it('removes the app, recovery codes and passkeys after recorded checks; audited, emailed, sessions ended', async () => {
    const [admin, { seeker, id }] = await Promise.all([createAdmin(api), seekerWithSecondFactor()]);
    const done = await reset(admin, seeker.username, { checks: CHECKS });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ authenticatorApp: true, passkeys: 1 });
    const db = api.database.db;
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id))).toEqual([]);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, id))).toEqual([]);
    const [row] = await db.select().from(secondFactorResets).where(eq(secondFactorResets.userId, id));
    expect(row).toMatchObject({ checks: CHECKS });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUsername, seeker.username), eq(auditLog.actorUsername, admin.username)));
    expect(audit.map((entry) => [entry.method, entry.path, entry.status])).toEqual([['POST', resetUrl(seeker.username), 200]]);
    expect(await lastEmailTo(api, seeker.email, 'Support removed your two-step sign-in')).toContain('did not ask for this');
    // The old session ends on its next request; the password alone signs in now.
    expect((await api.app.inject({ method: 'GET', url: '/api9/users/current', headers: { authorization: seeker.authorization } })).statusCode).toBe(401);
    expect((await logIn(api, seeker.email, seeker.password)).statusCode).toBe(200);
    expect(await db.select().from(signInSessions).where(eq(signInSessions.userId, id))).not.toHaveLength(0);
  });

  it('refuses short checks, one’s own account, an account without a second factor, and non-administrators', async () => {
    const [admin, { seeker }, plain] = await Promise.all([createAdmin(api), seekerWithSecondFactor(), signUpStaff(api)]);
    const short = await reset(admin, seeker.username, { checks: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('checks');
    expect((await reset(admin, admin.username, { checks: CHECKS })).statusCode).toBe(403);
    expect((await reset(admin, plain.username, { checks: CHECKS })).statusCode).toBe(409);
    expect((await reset(plain, seeker.username, { checks: CHECKS })).statusCode).toBe(403);
    expect((await api.app.inject({ method: 'POST', url: resetUrl(seeker.username), payload: { checks: CHECKS } })).statusCode).toBe(401);
    expect(await api.database.db.select().from(secondFactorResets).where(eq(secondFactorResets.checks, 'ok'))).toEqual([]);
  });

  it('needs the administrator’s second factor proved within the last minutes', async () => {
    const [admin, { seeker }] = await Promise.all([createAdmin(api), seekerWithSecondFactor()]);
    await api.database.db
      .update(signInSessions)
      .set({ secondFactorAt: new Date(Date.now() - 60 * 60_000).toISOString() })
      .where(eq(signInSessions.userId, (await api.database.db.select({ id: users.id }).from(users).where(eq(users.username, admin.username)))[0].id));
    const stale = await reset(admin, seeker.username, { checks: CHECKS });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0].code).toBe('STEP_UP_REQUIRED');
    const stepped = await api.app.inject({
      method: 'POST',
      url: `/api9/users/${admin.username}/two-step/step-up`,
      headers: { authorization: admin.authorization },
      payload: { code: totpCode(api, admin.totpSecret!, 1) },
    });
    expect(stepped.statusCode).toBe(204);
    expect((await reset(admin, seeker.username, { checks: CHECKS })).statusCode).toBe(200);
  });

  it('lists past resets for administrators, the latest first, a page at a time', async () => {
    const [admin, first, second, plain] = await Promise.all([createAdmin(api), seekerWithSecondFactor(), seekerWithSecondFactor(), signUpStaff(api)]);
    expect((await reset(admin, first.seeker.username, { checks: CHECKS })).statusCode).toBe(200);
    expect((await reset(admin, second.seeker.username, { checks: `${CHECKS} Second.` })).statusCode).toBe(200);
    const list = (query: string, who?: TestAccount) =>
      api.app.inject({ method: 'GET', url: `/api9/admin/second-factor-resets${query}`, headers: who ? { authorization: who.authorization } : {} });
    const page = await list('?limit=1', admin);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body).toMatchObject({ limit: 1, offset: 0 });
    expect(body.resets).toEqual([
      {
        id: expect.any(Number),
        person: { username: second.seeker.username, name: 'Raé Núñez', email: second.seeker.email },
        admin: { username: admin.username, name: 'Ada Admin' },
        checks: `${CHECKS} Second.`,
        createdAt: expect.any(String),
      },
    ]);
    const next = (await list('?limit=1&offset=1', admin)).json();
    expect(next.resets.map((entry: { person: { username: string } }) => entry.person.username)).toEqual([first.seeker.username]);
    expect((await list('?limit=0', admin)).json().errors[0].field).toBe('limit');
    expect((await list('?offset=-1', admin)).statusCode).toBe(400);
    expect((await list('', plain)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
  });
});
