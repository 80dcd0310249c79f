import { describe, expect, it } from 'vitest';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { SoftwareAuthenticator } from '../../testing/software-authenticator';
import { useTestApi } from '../../testing/test-api';

const clock = { at: new Date('2026-11-30T08:00:00Z'), now: () => clock.at };
const api = useTestApi({ clock });
const later = (minutes: number) => (clock.at = new Date(clock.at.getTime() + minutes * 60_000));

const post = (url: string, authorization: string | undefined, payload?: object) =>
  api.app.inject({ method: 'POST', url: `/api9${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });
const list = async (account: TestAccount) =>
  (await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/passkeys`, headers: { authorization: account.authorization } })).json()
    .passkeys as { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];

const authenticator = () => new SoftwareAuthenticator(new URL(api.ctx.config.PUBLIC_URL).origin);

/** Adds a passkey through the registration ceremony (confirmed with the password); answers the authenticator. */
async function addPasskey(account: TestAccount, name = 'MacBook', key = authenticator()) {
  const options = await post(`/users/${account.username}/passkeys/options`, account.authorization, { currentPassword: account.password });
  expect(options.statusCode).toBe(200);
  expect(options.json()).toMatchObject({ rp: { id: new URL(api.ctx.config.PUBLIC_URL).hostname }, authenticatorSelection: { residentKey: 'required' } });
  const added = await post(`/users/${account.username}/passkeys`, account.authorization, { name, credential: key.register(options.json()) });
  expect(added.statusCode, added.body).toBe(201);
  expect(added.json()).toMatchObject({ name, lastUsedAt: null });
  return key;
}

const passwordStep = (account: { email: string; password: string }) => post('/auth/login', undefined, { username: account.email, password: account.password });

/** The sign-in's second step with a passkey: answers the final answer. */
async function secondStepWith(key: SoftwareAuthenticator, challenge: string, overrides: Parameters<SoftwareAuthenticator['assert']>[1] = {}) {
  const options = await post('/auth/login/second-step/passkey/options', undefined, { challenge });
  expect(options.statusCode, options.body).toBe(200);
  return post('/auth/login/second-step/passkey', undefined, { challenge, credential: key.assert(options.json(), overrides) });
}

describe('passkeys in the settings', () => {
  it('adds a passkey, lists it, and asks for it after the password', async () => {
    const seeker = await signUpStaff(api);
    expect(await list(seeker)).toEqual([]);
    await addPasskey(seeker, 'MacBook');
    expect(await list(seeker)).toEqual([expect.objectContaining({ name: 'MacBook', lastUsedAt: null })]);

    const first = await passwordStep(seeker);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ methods: ['passkey'] });
    expect(first.headers.authorization).toBeUndefined();
  });

  it('needs the current password to add or remove one, unless the session just proved the second factor', async () => {
    const seeker = await signUpStaff(api);
    const noPassword = await post(`/users/${seeker.username}/passkeys/options`, seeker.authorization, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0]).toMatchObject({ field: 'currentPassword' });
    const wrong = await post(`/users/${seeker.username}/passkeys/options`, seeker.authorization, { currentPassword: 'not-the-password-2026' });
    expect(wrong.json().errors[0]).toMatchObject({ field: 'currentPassword' });

    const key = await addPasskey(seeker);
    const [passkey] = await list(seeker);
    expect((await post(`/users/${seeker.username}/passkeys/${passkey.id}/remove`, seeker.authorization, {})).statusCode).toBe(400);

    // A session that signed in with the passkey may remove it without the password, for 10 minutes.
    const signedIn = await secondStepWith(key, (await passwordStep(seeker)).json().challenge);
    expect(signedIn.statusCode).toBe(200);
    const fresh = signedIn.headers.authorization as string;
    expect((await post(`/users/${seeker.username}/passkeys/${passkey.id}/remove`, fresh, {})).statusCode).toBe(204);
    expect(await list(seeker)).toEqual([]);
    expect((await passwordStep(seeker)).statusCode).toBe(200);
  });

  it('removes only the person’s own passkeys', async () => {
    const [owner, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    await addPasskey(owner);
    const [passkey] = await list(owner);
    const theirs = await post(`/users/${other.username}/passkeys/${passkey.id}/remove`, other.authorization, { currentPassword: other.password });
    expect(theirs.statusCode).toBe(404);
    const notOwner = await post(`/users/${owner.username}/passkeys/${passkey.id}/remove`, other.authorization, { currentPassword: other.password });
    expect(notOwner.statusCode).toBe(404);
    expect(await list(owner)).toHaveLength(1);
    expect((await post(`/users/${owner.username}/passkeys/${passkey.id}/remove`, owner.authorization, { currentPassword: owner.password })).statusCode).toBe(
      204,
    );
  });

  it('refuses an answer to a challenge it did not issue, from another origin, or given twice', async () => {
    const seeker = await signUpStaff(api);
    const options = (await post(`/users/${seeker.username}/passkeys/options`, seeker.authorization, { currentPassword: seeker.password })).json();
    const key = authenticator();
    const forged = await post(`/users/${seeker.username}/passkeys`, seeker.authorization, {
      name: 'Phone',
      credential: key.register(options, { challenge: 'bm90LWlzc3VlZC1oZXJl' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0]).toMatchObject({ field: 'credential' });
    // The forged answer did not spend the real challenge, but an answer for another site does.
    const elsewhere = await post(`/users/${seeker.username}/passkeys`, seeker.authorization, {
      name: 'Phone',
      credential: key.register(options, { origin: 'https://chairside.example.net' }),
    });
    expect(elsewhere.statusCode).toBe(400);
    const again = await post(`/users/${seeker.username}/passkeys`, seeker.authorization, { name: 'Phone', credential: key.register(options) });
    expect(again.statusCode).toBe(400);
    expect(await list(seeker)).toEqual([]);
  });

  it('answers 4xx naming the field for hostile input', async () => {
    const seeker = await signUpStaff(api);
    const options = (await post(`/users/${seeker.username}/passkeys/options`, seeker.authorization, { currentPassword: seeker.password })).json();
    const credential = authenticator().register(options);
    const cases: [object, string][] = [
      [{ name: 'x'.repeat(200), credential }, 'name'],
      [{ name: '   ', credential }, 'name'],
      [{ name: 'Phone', credential: { ...credential, type: 'password' } }, 'credential'],
      [{ name: 'Phone', credential: { ...credential, response: { ...credential.response, clientDataJSON: '<script>' } } }, 'credential'],
      [{ name: 'Phone', credential: 'a string' }, 'credential'],
      [{ name: 'Phone', credential, extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const answer = await post(`/users/${seeker.username}/passkeys`, seeker.authorization, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(String(answer.json().errors[0].field ?? '')).toContain(field);
    }
    const badId = await post(`/users/${seeker.username}/passkeys/abc/remove`, seeker.authorization, { currentPassword: seeker.password });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0]).toMatchObject({ field: 'id' });
    const noCredential = await post('/auth/passkey', undefined, {});
    expect(noCredential.statusCode).toBe(400);
    expect(noCredential.json().errors[0].field).toContain('credential');
  });

  it('is not open to a delegated session', async () => {
    const [admin, seeker] = await Promise.all([createAdmin(api), signUpStaff(api)]);
    const delegated = await post(`/admin/users/${seeker.username}/delegate`, admin.authorization, {});
    expect(delegated.statusCode).toBe(201);
    const options = await post(`/users/${seeker.username}/passkeys/options`, delegated.headers.authorization as string, { currentPassword: seeker.password });
    expect(options.statusCode).toBe(403);
  });
});

describe('a passkey as the second step of a sign-in', () => {
  it('signs in with the passkey once per challenge, and records its use', async () => {
    const seeker = await signUpStaff(api);
    const key = await addPasskey(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    const options = (await post('/auth/login/second-step/passkey/options', undefined, { challenge })).json();
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const credential = key.assert(options);
    const signedIn = await post('/auth/login/second-step/passkey', undefined, { challenge, credential });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: seeker.username });
    expect(signedIn.headers.authorization).toMatch(/^Bearer /);
    expect((await list(seeker))[0].lastUsedAt).not.toBeNull();

    const replayed = await post('/auth/login/second-step/passkey', undefined, { challenge, credential });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().errors[0]).toMatchObject({ field: 'credential' });
  });

  it('refuses another person’s passkey, a forged challenge and a wrong sign-in challenge', async () => {
    const [seeker, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    await addPasskey(seeker);
    const othersKey = await addPasskey(other);
    const { challenge } = (await passwordStep(seeker)).json();
    const options = (await post('/auth/login/second-step/passkey/options', undefined, { challenge })).json();
    const theirs = await post('/auth/login/second-step/passkey', undefined, { challenge, credential: othersKey.assert(options) });
    expect(theirs.statusCode).toBe(401);
    expect(theirs.json().errors[0]).toMatchObject({ field: 'credential' });

    const expired = await post('/auth/login/second-step/passkey/options', undefined, { challenge: `${challenge}x` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0]).toMatchObject({ field: 'challenge' });
  });

  it('refuses a ceremony challenge older than 5 minutes', async () => {
    const seeker = await signUpStaff(api);
    const key = await addPasskey(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    const options = (await post('/auth/login/second-step/passkey/options', undefined, { challenge })).json();
    later(4);
    const { challenge: second } = (await passwordStep(seeker)).json();
    later(2);
    const stale = await post('/auth/login/second-step/passkey', undefined, { challenge: second, credential: key.assert(options) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errors[0]).toMatchObject({ field: 'credential' });
  });

  it('limits tries per account (429)', async () => {
    const seeker = await signUpStaff(api);
    const key = await addPasskey(seeker);
    const { challenge } = (await passwordStep(seeker)).json();
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      const options = await post('/auth/login/second-step/passkey/options', undefined, { challenge });
      last = options.statusCode;
      if (last === 200)
        last = (
          await post('/auth/login/second-step/passkey', undefined, {
            challenge,
            credential: key.assert(options.json(), { origin: 'https://elsewhere.example' }),
          })
        ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('signing in with a passkey, no password', () => {
  it('signs in with a discoverable passkey, proving the second factor, and step-up opens a delegated session', async () => {
    const [admin, seeker] = await Promise.all([createAdmin(api, { secondFactor: false }), signUpStaff(api)]);
    const key = await addPasskey(admin);
    const options = await post('/auth/passkey/options', undefined);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ userVerification: 'required', allowCredentials: [] });
    const signedIn = await post('/auth/passkey', undefined, { credential: key.assert(options.json()) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: admin.username });
    const authorization = signedIn.headers.authorization as string;

    const delegate = () => post(`/admin/users/${seeker.username}/delegate`, authorization, {});
    expect((await delegate()).statusCode).toBe(201);
    later(11);
    const stale = await delegate();
    expect(stale.statusCode).toBe(403);
    expect(stale.json().errors[0]).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const stepOptions = await post(`/users/${admin.username}/passkeys/step-up/options`, authorization);
    expect(stepOptions.statusCode).toBe(200);
    expect((await post(`/users/${admin.username}/passkeys/step-up`, authorization, { credential: key.assert(stepOptions.json()) })).statusCode).toBe(204);
    expect((await delegate()).statusCode).toBe(201);
  });

  it('refuses an unknown passkey, a replayed answer and another person’s passkey at step-up', async () => {
    const [seeker, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const key = await addPasskey(seeker);
    const othersKey = await addPasskey(other);
    const options = (await post('/auth/passkey/options', undefined)).json();
    const unknown = await post('/auth/passkey', undefined, { credential: authenticator().assert(options) });
    expect(unknown.statusCode).toBe(401);
    const credential = key.assert(options);
    expect((await post('/auth/passkey', undefined, { credential })).statusCode).toBe(200);
    expect((await post('/auth/passkey', undefined, { credential })).statusCode).toBe(401);

    const stepOptions = (await post(`/users/${seeker.username}/passkeys/step-up/options`, seeker.authorization)).json();
    const theirs = await post(`/users/${seeker.username}/passkeys/step-up`, seeker.authorization, { credential: othersKey.assert(stepOptions) });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors[0]).toMatchObject({ field: 'credential' });
  });

  it('refuses a sign-in challenge used for another ceremony', async () => {
    const seeker = await signUpStaff(api);
    const key = await addPasskey(seeker);
    const stepOptions = (await post(`/users/${seeker.username}/passkeys/step-up/options`, seeker.authorization)).json();
    const crossed = await post('/auth/passkey', undefined, { credential: key.assert(stepOptions) });
    expect(crossed.statusCode).toBe(401);
  });
});
