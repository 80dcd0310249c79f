import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, refreshCookie, signUpStaff, tokenClaims } from '../../testing/accounts';

const api = useTestApi();
const delegateUrl = (username: string) => `/api9/admin/users/${username}/delegate`;

async function auditRows(subject: string) {
  return api.database.db.select().from(auditLog).where(eq(auditLog.subjectUsername, subject)).orderBy(auditLog.id);
}

describe('delegated sessions', () => {
  it('refuses a non-admin with 403 and an anonymous caller with 401', async () => {
    const [seeker, target] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const forbidden = await api.app.inject({ method: 'POST', url: delegateUrl(target.username), headers: { authorization: seeker.authorization } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers.authorization).toBeUndefined();
    expect((await api.app.inject({ method: 'POST', url: delegateUrl(target.username) })).statusCode).toBe(401);
    expect(await auditRows(target.username)).toEqual([]);
  });

  it('gives an admin a delegated token for the user, and audits every request made with it', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const opened = await api.app.inject({ method: 'POST', url: delegateUrl(target.username), headers: { authorization: admin.authorization } });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ username: target.username, role: 'staff', delegated: true });
    const authorization = opened.headers.authorization as string;
    expect(tokenClaims(authorization)).toMatchObject({ sub: target.username, delegated: true, act: { sub: admin.username } });

    const me = await api.app.inject({ method: 'GET', url: '/api9/users/current?utm=admin-panel', headers: { authorization } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: target.username, delegated: true });

    await vi.waitFor(async () => {
      const rows = await auditRows(target.username);
      expect(rows.map(({ actorUsername, method, path, status }) => ({ actorUsername, method, path, status }))).toEqual([
        { actorUsername: admin.username, method: 'POST', path: delegateUrl(target.username), status: 201 },
        { actorUsername: admin.username, method: 'GET', path: '/api9/users/current', status: 200 },
      ]);
    });
  });

  it('cannot change password or email, and the refusal is audited too', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const opened = await api.app.inject({ method: 'POST', url: delegateUrl(target.username), headers: { authorization: admin.authorization } });
    const authorization = opened.headers.authorization as string;
    const password = await api.app.inject({
      method: 'POST',
      url: `/api9/auth/${target.username}/password`,
      headers: { authorization },
      payload: { currentPassword: target.password, password: 'admin-chosen-2026' },
    });
    expect(password.statusCode).toBe(403);
    const email = await api.app.inject({
      method: 'PUT',
      url: `/api9/auth/${target.username}/email-address`,
      headers: { authorization },
      payload: { email: 'admin-chosen@example.com', currentPassword: target.password },
    });
    expect(email.statusCode).toBe(403);
    await vi.waitFor(async () => {
      const rows = await auditRows(target.username);
      // Each row is written after its answer, so two rows may land in either order.
      expect(
        rows
          .filter((row) => row.status === 403)
          .map((row) => row.path)
          .sort(),
      ).toEqual([`/api9/auth/${target.username}/email-address`, `/api9/auth/${target.username}/password`]);
    });
  });

  it('keeps the session delegated across a refresh', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const opened = await api.app.inject({ method: 'POST', url: delegateUrl(target.username), headers: { authorization: admin.authorization } });
    const cookie = refreshCookie(opened.headers['set-cookie']);
    const refreshed = await api.app.inject({ method: 'POST', url: `/api9/auth/${target.username}/token`, headers: { cookie } });
    expect(refreshed.statusCode).toBe(201);
    expect(tokenClaims(refreshed.headers.authorization as string)).toMatchObject({ sub: target.username, delegated: true, act: { sub: admin.username } });
  });

  it('does not audit ordinary sessions', async () => {
    const target = await signUpStaff(api);
    await api.app.inject({ method: 'GET', url: '/api9/users/current', headers: { authorization: target.authorization } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await auditRows(target.username)).toEqual([]);
  });

  it('answers 404 for an unknown user and 403 for an administrator account', async () => {
    const [admin, otherAdmin] = await Promise.all([createAdmin(api), createAdmin(api)]);
    const headers = { authorization: admin.authorization };
    expect((await api.app.inject({ method: 'POST', url: delegateUrl('nobody-at-all'), headers })).statusCode).toBe(404);
    const toAdmin = await api.app.inject({ method: 'POST', url: delegateUrl(otherAdmin.username), headers });
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.headers.authorization).toBeUndefined();
    expect(await auditRows(otherAdmin.username)).toEqual([]);
  });

  it('refuses a sign-in that asks for a delegated session', async () => {
    const target = await signUpStaff(api);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      payload: { username: target.email, password: target.password, delegated: true, legacy: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toEqual({ code: 'FORBIDDEN', field: 'delegated', message: 'Delegated sessions are opened by an administrator.' });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('writes the audit path without its query string', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const opened = await api.app.inject({
      method: 'POST',
      url: `${delegateUrl(target.username)}?reason=support`,
      headers: { authorization: admin.authorization },
    });
    expect(opened.statusCode).toBe(201);
    const rows = await api.database.db
      .select({ path: auditLog.path })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUsername, target.username), eq(auditLog.method, 'POST')));
    expect(rows).toEqual([{ path: delegateUrl(target.username) }]);
  });
});
