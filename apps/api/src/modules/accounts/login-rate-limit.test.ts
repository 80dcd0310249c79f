import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, logIn, signUpStaff } from '../../testing/accounts';

const api = useTestApi({ env: { LOGIN_FAILURES_PER_ACCOUNT: '3' } });

describe('sign-in failure limit', () => {
  it('answers 429 after LOGIN_FAILURES_PER_ACCOUNT failures, even with the right password', async () => {
    const account = await signUpStaff(api);
    for (let attempt = 0; attempt < 3; attempt++) expect((await logIn(api, account.email, 'not the password')).statusCode).toBe(401);
    const locked = await logIn(api, account.email, account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.headers.authorization).toBeUndefined();
    expect(locked.json().errors[0]).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
    });
  });

  it('counts wrong current passwords against the same limit', async () => {
    const account = await signUpStaff(api);
    const change = (currentPassword: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api9/auth/${account.username}/password`,
        headers: { authorization: account.authorization },
        payload: { currentPassword, password: 'guessing-game-2026' },
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await change(`guess number ${attempt}`)).statusCode).toBe(400);
    const locked = await change(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toMatch(/^Too many wrong passwords\. Please wait 15 minutes/);
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(429);
  });

  it('lifts the limit once the password is reset by code', async () => {
    const account = await signUpStaff(api);
    for (let attempt = 0; attempt < 3; attempt++) await logIn(api, account.email, 'not the password');
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(429);
    await api.app.inject({ method: 'PUT', url: '/api9/auth/password', payload: { email: account.email } });
    const mail = await lastEmailTo(api, account.email, 'Your Chairside password reset code');
    const code = mail?.match(/password is (\d{6})\./)?.[1] ?? '';
    const reset = await api.app.inject({ method: 'POST', url: '/api9/auth/password', payload: { email: account.email, code, password: 'after-the-lock-2026' } });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(api, account.email, 'after-the-lock-2026')).statusCode).toBe(200);
  });
});
