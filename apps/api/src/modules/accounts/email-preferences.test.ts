import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import { DEFAULT_EMAIL_PREFERENCES } from '@chairside/domain/accounts';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { signUpEmployer } from '../../testing/staff-profiles';

const api = useTestApi();
const url = (username: string) => `/api9/users/${username}/emails/preferences`;
const chosen = { jobAlerts: false, messages: true, newsletter: false, productNews: true };

async function stored(account: TestAccount) {
  const [row] = await api.database.db.select({ preferences: users.emailPreferences }).from(users).where(eq(users.username, account.username));
  return row.preferences;
}

describe('email preferences', () => {
  it('answers the defaults, then stores and answers the chosen preferences', async () => {
    const account = await signUpStaff(api);
    const headers = { authorization: account.authorization };
    const initial = await api.app.inject({ method: 'GET', url: url(account.username), headers });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_EMAIL_PREFERENCES);

    const saved = await api.app.inject({ method: 'POST', url: url(account.username), headers, payload: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect(await stored(account)).toEqual(chosen);
    expect((await api.app.inject({ method: 'GET', url: url(account.username), headers })).json()).toEqual(chosen);
  });

  it('leaves the newsletter and product news off for a new account of either role until its owner turns them on', async () => {
    for (const account of [await signUpStaff(api), await signUpEmployer(api)]) {
      const answer = await api.app.inject({ method: 'GET', url: url(account.username), headers: { authorization: account.authorization } });
      expect(answer.json()).toMatchObject({ newsletter: false, productNews: false });
    }
  });

  it('merges partial or stray stored values over the defaults', async () => {
    const account = await signUpStaff(api);
    await api.database.db
      .update(users)
      .set({ emailPreferences: { newsletter: false, jobAlerts: 'nope', legacyFlag: true } })
      .where(eq(users.username, account.username));
    const response = await api.app.inject({ method: 'GET', url: url(account.username), headers: { authorization: account.authorization } });
    expect(response.json()).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, newsletter: false });
  });

  it('answers 404 on another user’s preferences and 401 without a token', async () => {
    const [account, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const headers = { authorization: account.authorization };
    expect((await api.app.inject({ method: 'GET', url: url(other.username), headers })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: url(other.username), headers, payload: chosen })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: url(account.username), payload: chosen })).statusCode).toBe(401);
    expect(await stored(other)).toEqual({});
  });

  it.each([
    ['an unknown field', { ...chosen, smsAlerts: true }, 'smsAlerts'],
    ['a wrong type', { ...chosen, jobAlerts: 'yes' }, 'jobAlerts'],
    ['a number for a boolean', { ...chosen, newsletter: 1 }, 'newsletter'],
    ['a missing field', { jobAlerts: true, messages: true, newsletter: true }, 'productNews'],
    ['an array body', [chosen], 'body'],
  ])('refuses %s naming the field and stores nothing', async (_label, payload, field) => {
    const account = await signUpStaff(api);
    const response = await api.app.inject({ method: 'POST', url: url(account.username), headers: { authorization: account.authorization }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    expect(await stored(account)).toEqual({});
  });

  it('refuses malformed JSON and a path that is not a username', async () => {
    const account = await signUpStaff(api);
    const headers = { authorization: account.authorization, 'content-type': 'application/json' };
    expect((await api.app.inject({ method: 'POST', url: url(account.username), headers, payload: '{"jobAlerts":' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: url('..%2F..%2Fetc'), headers })).statusCode).toBe(404);
    expect(await stored(account)).toEqual({});
  });
});
