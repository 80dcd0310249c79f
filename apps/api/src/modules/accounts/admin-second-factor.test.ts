import { describe, expect, it } from 'vitest';
import { createAdmin, signUpStaff, totpCode, type TestAccount } from '../../testing/accounts';
import { SoftwareAuthenticator } from '../../testing/software-authenticator';
import { useTestApi } from '../../testing/test-api';

// Administrators need a second factor (ADR 105): one without it sets it up at sign-in before any
// session starts, a session that never proved one is refused the admin area, and they cannot
// turn it off or remove their last second factor.

const clock = { at: new Date('2026-11-30T08:00:00Z'), now: () => clock.at };
const api = useTestApi({ clock });
const later = (minutes: number) => (clock.at = new Date(clock.at.getTime() + minutes * 60_000));

const post = (url: string, authorization: string | undefined, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api9${url}`, headers: authorization ? { authorization } : {}, payload });
const adminArea = (authorization: string) =>
  api.app.inject({ method: 'GET', url: '/api9/admin/analytics?from=2026-11-30&to=2026-11-30', headers: { authorization } });
const passwordStep = (account: { email: string; password: string }) => post('/auth/login', undefined, { username: account.email, password: account.password });

/** An administrator of before: no second factor, and a session that never proved one. */
const adminWithout = () => createAdmin(api, { secondFactor: false });

describe('an administrator without a second factor', () => {
  it('gets a setup challenge and no session from the password step', async () => {
    const admin = await adminWithout();
    const answer = await passwordStep(admin);
    expect(answer.statusCode).toBe(202);
    expect(answer.headers.authorization).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.json()).toMatchObject({ secondStep: 'setup', challenge: expect.any(String), expiresAt: '2026-11-30T08:15:00.000Z' });
  });

  it('sets up the app with the challenge, is refused a wrong code, and signs in with the first code', async () => {
    const admin = await adminWithout();
    const { challenge } = (await passwordStep(admin)).json();
    const setup = await post('/auth/login/setup', undefined, { challenge });
    expect(setup.statusCode).toBe(201);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');
    expect(setup.headers.authorization).toBeUndefined();

    const code = totpCode(api, secret);
    const wrong = await post('/auth/login/setup/confirm', undefined, { challenge, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'code' });
    expect(wrong.headers.authorization).toBeUndefined();
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const done = await post('/auth/login/setup/confirm', undefined, { challenge, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ username: admin.username });
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect(done.headers.authorization).toMatch(/^Bearer /);
    expect(done.headers['set-cookie']).toBeDefined();
    const authorization = done.headers.authorization as string;
    expect((await adminArea(authorization)).statusCode).toBe(200);
    const [session] = (
      await api.database.db.execute<{ proven: string | null }>(
        `select second_factor_at as proven from sign_in_sessions s join users u on u.id = s.user_id where u.username = '${admin.username}' order by s.created_at desc limit 1`,
      )
    ).rows;
    expect(session?.proven).not.toBeNull();

    // It is on now: the next sign-in asks for a code, and the setup challenge is spent.
    expect((await passwordStep(admin)).json()).toMatchObject({ secondStep: 'totp' });
    expect((await post('/auth/login/setup', undefined, { challenge })).statusCode).toBe(409);
  });

  it('may choose a passkey instead of the app at that step, and signs in with it', async () => {
    const admin = await adminWithout();
    const { challenge } = (await passwordStep(admin)).json();
    const key = new SoftwareAuthenticator(new URL(api.ctx.config.PUBLIC_URL).origin);
    const options = await post('/auth/login/setup/passkey/options', undefined, { challenge });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.headers.authorization).toBeUndefined();
    const elsewhere = key.register(options.json(), { origin: 'https://chairside.example.net' });
    const forged = await post('/auth/login/setup/passkey', undefined, { challenge, name: 'YubiKey', credential: elsewhere });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.authorization).toBeUndefined();
    const again = (await post('/auth/login/setup/passkey/options', undefined, { challenge })).json();
    const done = await post('/auth/login/setup/passkey', undefined, { challenge, name: 'YubiKey', credential: key.register(again) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ username: admin.username });
    expect(done.headers.authorization).toMatch(/^Bearer /);
    expect((await adminArea(done.headers.authorization as string)).statusCode).toBe(200);
    // The passkey is the second factor now: the next sign-in asks for it, and the setup challenge is spent.
    expect((await passwordStep(admin)).json()).toMatchObject({ secondStep: 'totp', methods: ['passkey'] });
    expect((await post('/auth/login/setup/passkey/options', undefined, { challenge })).statusCode).toBe(409);
    expect((await post('/auth/login/setup/passkey/options', undefined, { challenge: 'not-a-challenge' })).statusCode).toBe(401);
  });

  it('cannot use a setup challenge for the code step, nor a code step challenge for the setup', async () => {
    const admin = await adminWithout();
    const { challenge } = (await passwordStep(admin)).json();
    const refused = await post('/auth/login/second-step', undefined, { challenge, code: '123456' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0]).toMatchObject({ field: 'challenge' });
    const seeker = await signUpStaff(api);
    const setup = await post(`/users/${seeker.username}/two-step/setup`, seeker.authorization, {});
    await post(`/users/${seeker.username}/two-step/confirm`, seeker.authorization, { code: totpCode(api, setup.json().secret) });
    const codeStep = (await passwordStep(seeker)).json();
    expect(codeStep).toMatchObject({ secondStep: 'totp' });
    expect((await post('/auth/login/setup', undefined, { challenge: codeStep.challenge })).statusCode).toBe(401);
  });

  it('has 15 minutes to set it up', async () => {
    const admin = await adminWithout();
    const { challenge } = (await passwordStep(admin)).json();
    const { secret } = (await post('/auth/login/setup', undefined, { challenge })).json();
    later(16);
    const expired = await post('/auth/login/setup/confirm', undefined, { challenge, code: totpCode(api, secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0]).toMatchObject({ field: 'challenge' });
    expect((await post('/auth/login/setup', undefined, { challenge })).statusCode).toBe(401);
  });

  it('is refused the admin area in a session that never proved a second factor', async () => {
    const admin = await adminWithout();
    const refused = await adminArea(admin.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    expect(refused.json().errors[0].message).toContain('Sign out and sign in again');
  });

  it('leaves other people as they were: no setup asked of a job seeker', async () => {
    const seeker = await signUpStaff(api);
    const answer = await passwordStep(seeker);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.authorization).toMatch(/^Bearer /);
    expect((await post('/auth/login/setup', undefined, { challenge: 'not-a-challenge' })).statusCode).toBe(401);
  });

  it('signs in with a code and uses the admin area once it has one', async () => {
    const admin = await createAdmin(api);
    expect((await adminArea(admin.authorization)).statusCode).toBe(200);
  });
});

describe('an administrator keeps a second factor', () => {
  const twoStepOn = async (account: TestAccount) =>
    (await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/two-step`, headers: { authorization: account.authorization } })).json()
      .enabled as boolean;
  const passkeyList = async (account: TestAccount) =>
    (await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/passkeys`, headers: { authorization: account.authorization } })).json()
      .passkeys as { id: number }[];
  const offEmails = async (email: string) =>
    (
      await api.database.db.execute<{ n: number }>(
        `select count(*)::int as n from outbox_messages where to_address = '${email}' and subject = 'Two-step sign-in was turned off'`,
      )
    ).rows[0].n;
  async function addPasskey(account: TestAccount) {
    const key = new SoftwareAuthenticator(new URL(api.ctx.config.PUBLIC_URL).origin);
    const options = await post(`/users/${account.username}/passkeys/options`, account.authorization, { currentPassword: account.password });
    expect(options.statusCode, options.body).toBe(200);
    const added = await post(`/users/${account.username}/passkeys`, account.authorization, { name: 'Laptop', credential: key.register(options.json()) });
    expect(added.statusCode, added.body).toBe(201);
  }

  it('cannot turn two-step sign-in off, even with the password and a good code: nothing changes', async () => {
    const admin = await createAdmin(api);
    later(1);
    const code = totpCode(api, admin.totpSecret!);
    const off = await post(`/users/${admin.username}/two-step/off`, admin.authorization, { currentPassword: admin.password, code });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0]).toMatchObject({ code: 'FORBIDDEN' });
    expect(off.json().errors[0].message).toContain('Administrators keep two-step sign-in on');
    expect(await twoStepOn(admin)).toBe(true);
    expect(await offEmails(admin.email)).toBe(0);
    // The code was not spent, and the next sign-in still asks for one.
    const { challenge, secondStep } = (await passwordStep(admin)).json();
    expect(secondStep).toBe('totp');
    expect((await post('/auth/login/second-step', undefined, { challenge, code })).statusCode).toBe(200);
  });

  it('is refused before the password is checked, so a wrong one is not counted either', async () => {
    const admin = await createAdmin(api);
    const off = await post(`/users/${admin.username}/two-step/off`, admin.authorization, { currentPassword: 'not-the-password-2026', code: '123456' });
    expect(off.statusCode).toBe(403);
    expect(await twoStepOn(admin)).toBe(true);
  });

  it('may turn the app off while a passkey stays, and cannot then remove that last passkey', async () => {
    const admin = await createAdmin(api);
    await addPasskey(admin);
    later(1);
    const off = await post(`/users/${admin.username}/two-step/off`, admin.authorization, {
      currentPassword: admin.password,
      code: totpCode(api, admin.totpSecret!),
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await twoStepOn(admin)).toBe(false);

    const [passkey] = await passkeyList(admin);
    const refused = await post(`/users/${admin.username}/passkeys/${passkey.id}/remove`, admin.authorization, { currentPassword: admin.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ code: 'FORBIDDEN' });
    expect(refused.json().errors[0].message).toContain('Administrators keep two-step sign-in on');
    expect(await passkeyList(admin)).toHaveLength(1);
    expect((await passwordStep(admin)).json()).toMatchObject({ methods: ['passkey'] });

    // With another passkey, one of them may go.
    await addPasskey(admin);
    expect((await post(`/users/${admin.username}/passkeys/${passkey.id}/remove`, admin.authorization, { currentPassword: admin.password })).statusCode).toBe(
      204,
    );
    expect(await passkeyList(admin)).toHaveLength(1);
  });

  it('leaves others free to turn it off', async () => {
    const seeker = await signUpStaff(api);
    const { secret } = (await post(`/users/${seeker.username}/two-step/setup`, seeker.authorization, {})).json();
    await post(`/users/${seeker.username}/two-step/confirm`, seeker.authorization, { code: totpCode(api, secret) });
    later(1);
    const off = await post(`/users/${seeker.username}/two-step/off`, seeker.authorization, { currentPassword: seeker.password, code: totpCode(api, secret) });
    expect(off.statusCode).toBe(204);
  });
});
