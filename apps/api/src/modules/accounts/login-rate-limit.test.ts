import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi, type TestApi } from '../../testing/test-api';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { signInPause, signInDelayMs } from './sign-in-limits';

const PAIR_LOCKED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.';
const ACCOUNT_LOCKED =
  'Too many failed sign-in attempts on this account. Please wait 60 minutes and try again, or reset your password: you can then sign in at once from the same network.';

let nextAddress = 0;
/** A client address no other test uses. */
const freshAddress = () => {
  const n = nextAddress++;
  return `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
};

const signIn = (api: TestApi, email: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: 'POST', url: '/api9/auth/login', remoteAddress, payload: { username: email, password } });

async function failTimes(api: TestApi, email: string, times: number, remoteAddress: string) {
  for (let attempt = 0; attempt < times; attempt++) expect((await signIn(api, email, `guess number ${attempt}`, remoteAddress)).statusCode).toBe(401);
}

async function resetPassword(api: TestApi, account: TestAccount, password: string, remoteAddress: string) {
  await api.app.inject({ method: 'PUT', url: '/api9/auth/password', remoteAddress, payload: { email: account.email } });
  const mail = await lastEmailTo(api, account.email, 'Your Chairside password reset code');
  const code = mail?.match(/password is (\d{6})\./)?.[1] ?? '';
  const reset = await api.app.inject({ method: 'POST', url: '/api9/auth/password', remoteAddress, payload: { email: account.email, code, password } });
  expect(reset.statusCode).toBe(200);
}

/** The answer delays asked for, recorded instead of waited. */
const waits: number[] = [];
beforeEach(() => {
  waits.length = 0;
  vi.spyOn(signInPause, 'wait').mockImplementation(async (ms: number) => {
    waits.push(ms);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the answer delay per account', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 250],
    [6, 500],
    [7, 1_000],
    [8, 2_000],
    [9, 4_000],
    [10, 5_000],
    [99, 5_000],
  ])('%i failures → %i ms', (failures, ms) => {
    expect(signInDelayMs(failures)).toBe(ms);
  });
});

describe('sign-in failures with the default limits', () => {
  const api = useTestApi();

  it('locks the attacker’s address out of the account after 5 failures, even with the right password', async () => {
    const account = await signUpStaff(api);
    const attacker = freshAddress();
    await failTimes(api, account.email, 5, attacker);
    const locked = await signIn(api, account.email, account.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.headers.authorization).toBeUndefined();
    expect(locked.json().errors[0]).toEqual({ code: 'RATE_LIMITED', message: PAIR_LOCKED });
  });

  it('lets the owner sign in from another address after an attacker’s 5 failures', async () => {
    const account = await signUpStaff(api);
    await failTimes(api, account.email, 5, freshAddress());
    const owner = await signIn(api, account.email, account.password, freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.headers.authorization).toMatch(/^Bearer /);
  });

  it('locks the attacker’s address for that account only', async () => {
    const [target, other] = [await signUpStaff(api), await signUpStaff(api)];
    const attacker = freshAddress();
    await failTimes(api, target.email, 5, attacker);
    expect((await signIn(api, target.email, target.password, attacker)).statusCode).toBe(429);
    expect((await signIn(api, other.email, other.password, attacker)).statusCode).toBe(200);
  });

  it('an address spraying other accounts does not lock out a browser that signed in to its own account before', async () => {
    const account = await signUpStaff(api);
    const office = freshAddress();
    const first = await signIn(api, account.email, account.password, office);
    expect(first.statusCode).toBe(200);
    const device = [first.headers['set-cookie']].flat().find((cookie) => String(cookie).startsWith('chairside_device='));
    expect(device).toMatch(/HttpOnly/);
    const mark = String(device).split(';')[0];
    // Someone on the same network fails 20 times on other accounts: the address is locked...
    for (let n = 0; n < 4; n++) await failTimes(api, `someone-else-${n}-${office}@example.com`, 5, office);
    expect((await signIn(api, account.email, account.password, office)).statusCode).toBe(429);
    // ...but not for the browser that signed in to this account before, with the right password.
    const withMark = (password: string, cookie = mark) =>
      api.app.inject({ method: 'POST', url: '/api9/auth/login', remoteAddress: office, headers: { cookie }, payload: { username: account.email, password } });
    const owner = await withMark(account.password);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers.authorization).toMatch(/^Bearer /);
    // The mark counts only for its account and is not made up; its guesses still meet the pair limit.
    expect((await withMark(account.password, 'chairside_device=made-up')).statusCode).toBe(429);
    for (let attempt = 0; attempt < 5; attempt++) expect((await withMark(`guess ${attempt}`)).statusCode).toBe(401);
    expect((await withMark(account.password)).statusCode).toBe(429);
  });

  it('forgets an address’s failures on that account once it signs in', async () => {
    const account = await signUpStaff(api);
    const owner = freshAddress();
    await failTimes(api, account.email, 4, owner);
    expect((await signIn(api, account.email, account.password, owner)).statusCode).toBe(200);
    await failTimes(api, account.email, 4, owner);
    expect((await signIn(api, account.email, account.password, owner)).statusCode).toBe(200);
  });

  it('answers more slowly as the account’s failures grow, whoever asks, up to a cap', async () => {
    const account = await signUpStaff(api);
    for (let attempt = 0; attempt < 11; attempt++) await failTimes(api, account.email, 1, freshAddress());
    expect(waits).toEqual([250, 500, 1_000, 2_000, 4_000, 5_000]);
    waits.length = 0;
    expect((await signIn(api, account.email, account.password, freshAddress())).statusCode).toBe(200);
    expect(waits).toEqual([5_000]);
  });

  it('counts wrong current passwords against the same address and account', async () => {
    const account = await signUpStaff(api);
    const address = freshAddress();
    const change = (currentPassword: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api9/auth/${account.username}/password`,
        remoteAddress: address,
        headers: { authorization: account.authorization },
        payload: { currentPassword, password: 'guessing-game-2026' },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`guess number ${attempt}`)).statusCode).toBe(400);
    const locked = await change(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toMatch(/^Too many wrong passwords\. Please wait 15 minutes/);
    expect((await signIn(api, account.email, account.password, address)).statusCode).toBe(429);
    expect((await signIn(api, account.email, account.password, freshAddress())).statusCode).toBe(200);
  });

  it('lets the owner in from every address once the password is reset by code', async () => {
    const account = await signUpStaff(api);
    const [laptop, phone] = [freshAddress(), freshAddress()];
    await failTimes(api, account.email, 5, laptop);
    for (let attempt = 0; attempt < 3; attempt++) await failTimes(api, account.email, 1, freshAddress());
    expect((await signIn(api, account.email, account.password, laptop)).statusCode).toBe(429);
    await resetPassword(api, account, 'after-the-lock-2026', phone);
    waits.length = 0;
    expect((await signIn(api, account.email, 'after-the-lock-2026', laptop)).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe('sign-in failures past the account-wide limit', () => {
  const api = useTestApi({ env: { LOGIN_FAILURES_PER_ACCOUNT: '8' } });

  async function lockAccount(account: TestAccount) {
    for (let attacker = 0; attacker < 2; attacker++) await failTimes(api, account.email, 4, freshAddress());
  }

  it('locks the account for every address', async () => {
    const account = await signUpStaff(api);
    await lockAccount(account);
    const owner = await signIn(api, account.email, account.password, freshAddress());
    expect(owner.statusCode).toBe(429);
    expect(owner.headers['retry-after']).toBe('3600');
    expect(owner.json().errors[0]).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_LOCKED });
  });

  it('lets the owner in from the address that reset the password, even when the account is locked again', async () => {
    const account = await signUpStaff(api);
    await lockAccount(account);
    const owner = freshAddress();
    await resetPassword(api, account, 'a-fresh-start-2026', owner);
    await lockAccount(account);
    expect((await signIn(api, account.email, 'a-fresh-start-2026', freshAddress())).statusCode).toBe(429);
    const signedIn = await signIn(api, account.email, 'a-fresh-start-2026', owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.authorization).toMatch(/^Bearer /);
  });

  it('still limits guesses from the address that reset the password', async () => {
    const account = await signUpStaff(api);
    const address = freshAddress();
    await resetPassword(api, account, 'a-fresh-start-2026', address);
    await failTimes(api, account.email, 5, address);
    expect((await signIn(api, account.email, 'a-fresh-start-2026', address)).statusCode).toBe(429);
  });
});
