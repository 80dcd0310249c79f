import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { outboxMessages, passwordResetCodes } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { lastEmailTo, logIn, signUpStaff, type TestAccount } from '../../testing/accounts';

const clock = { time: Date.now(), now: () => new Date(clock.time) };
const api = useTestApi({ clock, env: { PASSWORD_RESETS_PER_EMAIL: '3', PASSWORD_RESETS_PER_IP: '12' } });

const SUBJECT = 'Your Chairside password reset code';
const DEAD = 'This code is no longer valid. Request a new one.';
let nextIp = 1;
/** Each test asks from its own address, so the per-address limit is only met where a test means it. */
const freshIp = () => `198.51.100.${nextIp++}`;

function requestReset(email: string, remoteAddress = '127.0.0.1') {
  return api.app.inject({ method: 'PUT', url: '/api9/auth/password', payload: { email }, remoteAddress });
}

function reset(email: string, code: string, password = 'a-brand-new-password') {
  return api.app.inject({ method: 'POST', url: '/api9/auth/password', payload: { email, code, password } });
}

async function emailedCode(account: TestAccount): Promise<string> {
  const text = await lastEmailTo(api, account.email, SUBJECT);
  const code = text?.match(/password is (\d{6})\./)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset by emailed code', () => {
  it('emails a code, sets the new password with it and ends every session', async () => {
    const account = await signUpStaff(api);
    const requested = await requestReset(account.email, freshIp());
    expect(requested.statusCode).toBe(202);
    expect(requested.json().message).toMatch(/6-digit code/);

    const text = await lastEmailTo(api, account.email, SUBJECT);
    expect(text).toContain(`http://localhost:3000/dental-jobs/reset-password/?email=${encodeURIComponent(account.email)}`);
    const code = await emailedCode(account);
    const [stored] = await api.database.db.select().from(passwordResetCodes);
    expect(stored.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored.codeHash).not.toContain(code);
    expect(new Date(stored.expiresAt).getTime()).toBe(clock.time + 30 * 60_000);

    const done = await reset(account.email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/Sign in with your new password/);
    expect(done.headers.authorization).toBeUndefined();

    expect((await logIn(api, account.email, account.password)).statusCode).toBe(401);
    expect((await logIn(api, account.email, 'a-brand-new-password')).statusCode).toBe(200);
    const refreshed = await api.app.inject({ method: 'POST', url: `/api9/auth/${account.username}/token`, headers: { cookie: account.cookie } });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers an unknown email exactly as a known one, and sends and stores nothing', async () => {
    const account = await signUpStaff(api);
    const known = await requestReset(account.email, freshIp());
    const [codesBefore] = await api.database.db.select({ n: count() }).from(passwordResetCodes);
    const [mailBefore] = await api.database.db.select({ n: count() }).from(outboxMessages);
    const unknown = await requestReset('nobody-here@example.com', freshIp());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const [codesAfter] = await api.database.db.select({ n: count() }).from(passwordResetCodes);
    const [mailAfter] = await api.database.db.select({ n: count() }).from(outboxMessages);
    expect(codesAfter.n).toBe(codesBefore.n);
    expect(mailAfter.n).toBe(mailBefore.n);
    const attempt = await reset('nobody-here@example.com', '123456');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().errors[0]).toMatchObject({ field: 'code', message: DEAD });
  });

  it('accepts a code for 30 minutes and refuses it after', async () => {
    const account = await signUpStaff(api);
    const ip = freshIp();
    const start = clock.time;
    try {
      await requestReset(account.email, ip);
      const code = await emailedCode(account);
      clock.time = start + 30 * 60_000 + 1_000;
      const late = await reset(account.email, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().errors[0]).toMatchObject({ field: 'code', message: DEAD });
      expect((await logIn(api, account.email, account.password)).statusCode).toBe(200);

      clock.time = start;
      await requestReset(account.email, ip);
      const fresh = await emailedCode(account);
      clock.time = start + 29 * 60_000;
      expect((await reset(account.email, fresh)).statusCode).toBe(200);
    } finally {
      clock.time = start;
    }
  });

  it('kills a code after five wrong guesses, even for the right code after', async () => {
    const account = await signUpStaff(api);
    await requestReset(account.email, freshIp());
    const code = await emailedCode(account);
    for (let guess = 1; guess <= 4; guess++) {
      const wrong = await reset(account.email, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0]).toMatchObject({ field: 'code', message: expect.stringMatching(/not right.*\(\d tr(y|ies) left\)/) });
    }
    const fifth = await reset(account.email, otherCode(code));
    expect(fifth.json().errors[0]).toMatchObject({ field: 'code', message: DEAD });
    const right = await reset(account.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0]).toMatchObject({ field: 'code', message: DEAD });
    expect((await logIn(api, account.email, account.password)).statusCode).toBe(200);
  });

  it('accepts a code once', async () => {
    const account = await signUpStaff(api);
    await requestReset(account.email, freshIp());
    const code = await emailedCode(account);
    expect((await reset(account.email, code, 'first-new-password')).statusCode).toBe(200);
    const again = await reset(account.email, code, 'second-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: 'code', message: DEAD });
    expect((await logIn(api, account.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('lets only the newest code work', async () => {
    const account = await signUpStaff(api);
    const ip = freshIp();
    await requestReset(account.email, ip);
    const first = await emailedCode(account);
    await requestReset(account.email, ip);
    const second = await emailedCode(account);
    if (first !== second) {
      const old = await reset(account.email, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().errors[0].field).toBe('code');
    }
    expect((await reset(account.email, second)).statusCode).toBe(200);
  });

  it('limits requests per email with a clear 429', async () => {
    const account = await signUpStaff(api);
    for (let i = 0; i < 3; i++) expect((await requestReset(account.email, freshIp())).statusCode).toBe(202);
    const limited = await requestReset(account.email, freshIp());
    expect(limited.statusCode).toBe(429);
    // The seconds left in the hour that began with the first request.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3540);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(limited.json().errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Please wait 60 minutes and try again.',
    });
  });

  it('limits requests per address, whatever the email', async () => {
    for (let i = 0; i < 12; i++) expect((await requestReset(`someone-${i}@example.com`, '203.0.113.7')).statusCode).toBe(202);
    expect((await requestReset('someone-else@example.com', '203.0.113.7')).statusCode).toBe(429);
    expect((await requestReset('someone-else@example.com', freshIp())).statusCode).toBe(202);
  });

  it.each([
    ['PUT', { email: 'x@example.com', admin: true }, 'admin'],
    ['PUT', { email: 'not-an-email' }, 'email'],
    ['PUT', { email: 42 }, 'email'],
    ['POST', { email: 'x@example.com', code: '12345', password: 'long-enough-pw' }, 'code'],
    ['POST', { email: 'x@example.com', code: "1' OR 1=1", password: 'long-enough-pw' }, 'code'],
    ['POST', { email: 'x@example.com', code: '123456', password: 'short' }, 'password'],
    ['POST', { email: 'x@example.com', code: 123456, password: 'long-enough-pw' }, 'code'],
  ])('refuses hostile input to %s /auth/password: %j', async (method, payload, field) => {
    const [before] = await api.database.db.select({ n: count() }).from(passwordResetCodes);
    const response = await api.app.inject({ method: method as 'PUT' | 'POST', url: '/api9/auth/password', payload, remoteAddress: freshIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field?: string }) => e.field)).toContain(field);
    const [after] = await api.database.db.select({ n: count() }).from(passwordResetCodes);
    expect(after.n).toBe(before.n);
  });

  it('refuses malformed JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/password',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('The request body is not valid JSON.');
  });
});
