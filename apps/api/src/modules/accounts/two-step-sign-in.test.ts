import { describe, expect, it } from 'vitest';
import { createAdmin, signUpStaff, totpCode, type TestAccount } from '../../testing/accounts';
import { useTestApi } from '../../testing/test-api';

const clock = { at: new Date('2026-11-30T08:00:00Z'), now: () => clock.at };
const api = useTestApi({ clock });
const later = (minutes: number) => (clock.at = new Date(clock.at.getTime() + minutes * 60_000));

const post = (url: string, authorization: string | undefined, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api9${url}`, headers: authorization ? { authorization } : {}, payload });

/** Sets up and confirms the authenticator app for the account; answers its secret and recovery codes. */
async function turnOn(account: TestAccount & { username: string }) {
  const setup = await post(`/users/${account.username}/two-step/setup`, account.authorization, {});
  expect(setup.statusCode).toBe(201);
  const { secret, uri, qrSvg } = setup.json();
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toContain('<svg');
  const confirmed = await post(`/users/${account.username}/two-step/confirm`, account.authorization, { code: totpCode(api, secret) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const passwordStep = (account: { email: string; password: string }) => post('/auth/login', undefined, { username: account.email, password: account.password });

describe('two-step sign-in', () => {
  it('is off until the first code confirms it, then asks for a code after the password', async () => {
    const seeker = await signUpStaff(api);
    const setup = await post(`/users/${seeker.username}/two-step/setup`, seeker.authorization, {});
    const wrong = await post(`/users/${seeker.username}/two-step/confirm`, seeker.authorization, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await passwordStep(seeker)).statusCode).toBe(200);
    const confirmed = await post(`/users/${seeker.username}/two-step/confirm`, seeker.authorization, { code: totpCode(api, setup.json().secret) });
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const status = await api.app.inject({ method: 'GET', url: `/api9/users/${seeker.username}/two-step`, headers: { authorization: seeker.authorization } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredForRole: false });

    const first = await passwordStep(seeker);
    expect(first.statusCode).toBe(202);
    expect(first.headers.authorization).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.json()).toMatchObject({ secondStep: 'totp' });
  });

  it('accepts the right code once, refuses a wrong one and the same code again', async () => {
    const seeker = await signUpStaff(api);
    const { secret } = await turnOn(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    const code = totpCode(api, secret, 1);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/auth/login/second-step', undefined, { challenge, code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0]).toMatchObject({ field: 'code' });
    const signedIn = await post('/auth/login/second-step', undefined, { challenge, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: seeker.username });
    expect(signedIn.headers.authorization).toMatch(/^Bearer /);
    const replayed = await post('/auth/login/second-step', undefined, { challenge, code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().errors[0].message).toContain('already used');
  });

  it('takes each recovery code once, and refuses a challenge that is forged or expired', async () => {
    const seeker = await signUpStaff(api);
    const { recoveryCodes } = await turnOn(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    expect((await post('/auth/login/second-step', undefined, { challenge, code: recoveryCodes[3].toLowerCase() })).statusCode).toBe(200);
    expect((await post('/auth/login/second-step', undefined, { challenge, code: recoveryCodes[3] })).statusCode).toBe(401);
    expect((await post('/auth/login/second-step', undefined, { challenge: `${challenge}x`, code: recoveryCodes[4] })).json().errors[0]).toMatchObject({
      field: 'challenge',
    });
    later(6);
    expect((await post('/auth/login/second-step', undefined, { challenge, code: recoveryCodes[4] })).json().errors[0]).toMatchObject({ field: 'challenge' });
    const status = await api.app.inject({ method: 'GET', url: `/api9/users/${seeker.username}/two-step`, headers: { authorization: seeker.authorization } });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('limits code tries per account (429)', async () => {
    const seeker = await signUpStaff(api);
    await turnOn(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    for (let i = 0; i < 10; i++) expect((await post('/auth/login/second-step', undefined, { challenge, code: '000000' })).statusCode).toBe(401);
    expect((await post('/auth/login/second-step', undefined, { challenge, code: '000000' })).statusCode).toBe(429);
  });

  it('turns off with the password and a code', async () => {
    const seeker = await signUpStaff(api);
    const { secret } = await turnOn(seeker);
    const noPassword = await post(`/users/${seeker.username}/two-step/off`, seeker.authorization, {
      currentPassword: 'wrong-one-2026',
      code: totpCode(api, secret, 1),
    });
    expect(noPassword.statusCode).toBe(400);
    const off = await post(`/users/${seeker.username}/two-step/off`, seeker.authorization, {
      currentPassword: seeker.password,
      code: totpCode(api, secret, 1),
    });
    expect(off.statusCode).toBe(204);
    expect((await passwordStep(seeker)).statusCode).toBe(200);
  });
});

describe('delegated sessions and the second factor', () => {
  const delegate = (admin: { authorization: string }, username: string) => post(`/admin/users/${username}/delegate`, admin.authorization, {});

  it('refuses an administrator without a second factor, then lets them in once they set one up', async () => {
    const [admin, target] = await Promise.all([createAdmin(api, { secondFactor: false }), signUpStaff(api)]);
    const refused = await delegate(admin, target.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    await turnOn(admin);
    expect((await delegate(admin, target.username)).statusCode).toBe(201);
  });

  it('asks for a fresh code (step-up) once the last one is older than 10 minutes', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    expect((await delegate(admin, target.username)).statusCode).toBe(201);
    later(11);
    const stale = await delegate(admin, target.username);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0]).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const wrongCode = await post(`/users/${admin.username}/two-step/step-up`, admin.authorization, { code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await delegate(admin, target.username)).statusCode).toBe(403);
    const stepped = await post(`/users/${admin.username}/two-step/step-up`, admin.authorization, { code: totpCode(api, admin.totpSecret!) });
    expect(stepped.statusCode).toBe(204);
    expect((await delegate(admin, target.username)).statusCode).toBe(201);
  });

  it('keeps a delegated session away from the settings of two-step sign-in', async () => {
    const [admin, target] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const opened = await delegate(admin, target.username);
    const setup = await post(`/users/${target.username}/two-step/setup`, opened.headers.authorization as string, {});
    expect(setup.statusCode).toBe(403);
  });
});
