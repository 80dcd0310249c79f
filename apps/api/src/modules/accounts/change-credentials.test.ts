import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, lastEmailTo, logIn, refreshCookie, signUpStaff, type TestAccount } from '../../testing/accounts';

const api = useTestApi();

function changeEmail(account: Pick<TestAccount, 'username'>, authorization: string | undefined, payload: object) {
  return api.app.inject({
    method: 'PUT',
    url: `/api9/auth/${account.username}/email-address`,
    headers: authorization ? { authorization } : {},
    payload,
  });
}

function changePassword(account: Pick<TestAccount, 'username'>, authorization: string | undefined, payload: object) {
  return api.app.inject({
    method: 'POST',
    url: `/api9/auth/${account.username}/password`,
    headers: authorization ? { authorization } : {},
    payload,
  });
}

async function storedEmail(username: string) {
  const [row] = await api.database.db.select({ email: users.email }).from(users).where(eq(users.username, username));
  return row.email;
}

/** A delegated session into the account, opened by an administrator. */
async function delegatedToken(account: TestAccount) {
  const admin = await createAdmin(api);
  const opened = await api.app.inject({
    method: 'POST',
    url: `/api9/admin/users/${account.username}/delegate`,
    headers: { authorization: admin.authorization },
  });
  if (opened.statusCode !== 201) throw new Error(`delegation failed: ${opened.body}`);
  return opened.headers.authorization as string;
}

describe('change email', () => {
  it('changes the email with the current password and tells the old address', async () => {
    const account = await signUpStaff(api);
    const response = await changeEmail(account, account.authorization, { email: ' New.Address@Example.com ', currentPassword: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: account.username, email: 'new.address@example.com', delegated: false });
    expect(await lastEmailTo(api, account.email, 'Your Chairside email address was changed')).toMatch(/no longer signs in/);
    expect((await logIn(api, 'new.address@example.com', account.password)).statusCode).toBe(200);
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(401);
  });

  it('refuses a wrong current password naming currentPassword, changing nothing', async () => {
    const account = await signUpStaff(api);
    const response = await changeEmail(account, account.authorization, { email: 'elsewhere@example.com', currentPassword: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'currentPassword', message: 'The current password is not right.' });
    expect(await storedEmail(account.username)).toBe(account.email);
  });

  it('refuses an email another account uses with 409 naming email', async () => {
    const [account, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const response = await changeEmail(account, account.authorization, { email: other.email, currentPassword: account.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ field: 'email' });
    expect(await storedEmail(account.username)).toBe(account.email);
  });

  it('answers 404 on another user’s path, 401 without a token and 403 in a delegated session', async () => {
    const [account, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const payload = { email: 'hijack@example.com', currentPassword: account.password };
    expect((await changeEmail(other, account.authorization, payload)).statusCode).toBe(404);
    expect((await changeEmail(account, undefined, payload)).statusCode).toBe(401);
    const delegated = await changeEmail(account, await delegatedToken(account), payload);
    expect(delegated.statusCode).toBe(403);
    expect(delegated.json().errors[0].message).toMatch(/delegated session cannot change/);
    expect(await storedEmail(account.username)).toBe(account.email);
    expect(await storedEmail(other.username)).toBe(other.email);
  });

  it.each([
    ['an unknown field', { email: 'a@example.com', currentPassword: 'x', role: 'admin' }, 'role'],
    ['a wrong type', { email: ['a@example.com'], currentPassword: 'x' }, 'email'],
    ['a missing current password', { email: 'a@example.com' }, 'currentPassword'],
    ['a naughty string', { email: '<script>alert(1)</script>@example.com', currentPassword: 'x' }, 'email'],
  ])('refuses %s naming the field', async (_label, payload, field) => {
    const account = await signUpStaff(api);
    const response = await changeEmail(account, account.authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await storedEmail(account.username)).toBe(account.email);
  });
});

describe('change password', () => {
  it('changes the password, ends the other sessions and keeps this one with a fresh session', async () => {
    const account = await signUpStaff(api);
    const elsewhere = await logIn(api, account.email, account.password);
    const otherCookie = refreshCookie(elsewhere.headers['set-cookie']);

    const response = await changePassword(account, account.authorization, { currentPassword: account.password, password: 'a-new-secret-2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: account.username });
    expect(response.headers.authorization).toMatch(/^Bearer /);
    const freshCookie = refreshCookie(response.headers['set-cookie']);

    const tokenUrl = `/api9/auth/${account.username}/token`;
    expect((await api.app.inject({ method: 'POST', url: tokenUrl, headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: tokenUrl, headers: { cookie: account.cookie } })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: tokenUrl, headers: { cookie: freshCookie } })).statusCode).toBe(201);
    const me = await api.app.inject({ method: 'GET', url: '/api9/users/current', headers: { authorization: response.headers.authorization as string } });
    expect(me.json().username).toBe(account.username);

    expect((await logIn(api, account.email, account.password)).statusCode).toBe(401);
    expect((await logIn(api, account.email, 'a-new-secret-2026')).statusCode).toBe(200);
  });

  it('refuses a wrong current password naming currentPassword and keeps the sessions', async () => {
    const account = await signUpStaff(api);
    const response = await changePassword(account, account.authorization, { currentPassword: 'wrong password', password: 'a-new-secret-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'currentPassword' });
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(200);
    const refreshed = await api.app.inject({ method: 'POST', url: `/api9/auth/${account.username}/token`, headers: { cookie: account.cookie } });
    expect(refreshed.statusCode).toBe(201);
  });

  it('refuses the same password as the new one', async () => {
    const account = await signUpStaff(api);
    const response = await changePassword(account, account.authorization, { currentPassword: account.password, password: account.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field: 'password' });
  });

  it('answers 404 on another user’s path, 401 without a token and 403 in a delegated session', async () => {
    const [account, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const payload = { currentPassword: account.password, password: 'taken-over-2026' };
    expect((await changePassword(other, account.authorization, payload)).statusCode).toBe(404);
    expect((await changePassword(account, undefined, payload)).statusCode).toBe(401);
    expect((await changePassword(account, await delegatedToken(account), payload)).statusCode).toBe(403);
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(200);
    expect((await logIn(api, other.email, other.password)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown field', { currentPassword: 'x', password: 'long-enough-pw', confirm: 'long-enough-pw' }, 'confirm'],
    ['a short new password', { currentPassword: 'x', password: 'short' }, 'password'],
    ['a wrong type', { currentPassword: 12345678, password: 'long-enough-pw' }, 'currentPassword'],
    ['an oversize password', { currentPassword: 'x', password: 'p'.repeat(5_000) }, 'password'],
  ])('refuses %s naming the field', async (_label, payload, field) => {
    const account = await signUpStaff(api);
    const response = await changePassword(account, account.authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(200);
  });
});
