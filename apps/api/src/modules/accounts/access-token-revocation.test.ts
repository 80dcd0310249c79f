import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, testConfig, useTestApi } from '../../testing/test-api';
import { lastEmailTo, logIn, refreshCookie, signUpStaff, type TestAccount } from '../../testing/accounts';

// Two instances on one database, as behind a load balancer: what one ends, the other refuses.
const api = useTestApi();
let second: FastifyInstance;
beforeAll(async () => {
  second = (await buildTestApi({ config: testConfig(), db: api.database.db })).app;
});
afterAll(async () => {
  await second?.close();
});

const current = (app: FastifyInstance, authorization: string) => app.inject({ method: 'GET', url: '/api9/users/current', headers: { authorization } });
const logOut = (app: FastifyInstance, account: TestAccount, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api9/auth/${account.username}/logout`, headers });

/** Another session of the same account (another device), signed in on the second instance. */
async function otherSession(account: TestAccount) {
  const login = await second.inject({ method: 'POST', url: '/api9/auth/login', payload: { username: account.email, password: account.password } });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: login.headers.authorization as string, cookie: refreshCookie(login.headers['set-cookie']) };
}

function expectRefused(answer: { statusCode: number; json: () => { errors: { code: string }[] } }) {
  expect(answer.statusCode).toBe(401);
  expect(answer.json().errors[0].code).toBe('UNAUTHENTICATED');
}

describe('access tokens end with their session', () => {
  it('after sign-out the access token is refused at once on every instance; the account’s other sessions go on', async () => {
    const account = await signUpStaff(api);
    const phone = await otherSession(account);
    expect((await current(second, account.authorization)).statusCode).toBe(200);

    expect((await logOut(api.app, account, { authorization: account.authorization, cookie: account.cookie })).statusCode).toBe(204);
    expectRefused(await current(api.app, account.authorization));
    expectRefused(await current(second, account.authorization));
    expect((await current(second, phone.authorization)).statusCode).toBe(200);
    expect((await current(api.app, phone.authorization)).statusCode).toBe(200);
  });

  it('sign-out with only the refresh cookie (or only the access token) ends that session’s access tokens too', async () => {
    const account = await signUpStaff(api);
    expect((await logOut(second, account, { cookie: account.cookie })).statusCode).toBe(204);
    expectRefused(await current(api.app, account.authorization));

    const phone = await otherSession(account);
    expect((await logOut(api.app, account, { authorization: phone.authorization })).statusCode).toBe(204);
    expectRefused(await current(second, phone.authorization));
    const refresh = await second.inject({ method: 'POST', url: `/api9/auth/${account.username}/token`, headers: { cookie: phone.cookie } });
    expect(refresh.statusCode).toBe(401);
  });

  it('after a password change every other session’s access token is refused at once; the new session works', async () => {
    const account = await signUpStaff(api);
    const phone = await otherSession(account);
    const changed = await api.app.inject({
      method: 'POST',
      url: `/api9/auth/${account.username}/password`,
      headers: { authorization: account.authorization },
      payload: { currentPassword: account.password, password: 'a-brand-new-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectRefused(await current(second, phone.authorization));
    expectRefused(await current(api.app, account.authorization));
    const fresh = changed.headers.authorization as string;
    expect((await current(second, fresh)).statusCode).toBe(200);
  });

  it('after a password reset by emailed code every access token of the account is refused at once', async () => {
    const account = await signUpStaff(api);
    const phone = await otherSession(account);
    expect((await second.inject({ method: 'PUT', url: '/api9/auth/password', payload: { email: account.email } })).statusCode).toBe(202);
    const code = (await lastEmailTo(api, account.email, 'Your Chairside password reset code'))?.match(/password is (\d{6})\./)?.[1];
    const reset = await second.inject({
      method: 'POST',
      url: '/api9/auth/password',
      payload: { email: account.email, code, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectRefused(await current(api.app, account.authorization));
    expectRefused(await current(api.app, phone.authorization));
    expect((await logIn(api, account.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('a token that names no session, or a session that never was, is refused', async () => {
    const account = await signUpStaff(api);
    const unknown = await api.ctx.tokens.sign({ username: account.username, role: 'staff', delegated: false, session: '00000000-0000-4000-8000-000000000000' });
    expectRefused(await current(api.app, `Bearer ${unknown}`));
    const { SignJWT } = await import('jose');
    const bare = await new SignJWT({ role: 'staff', delegated: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.username)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(api.ctx.config.AUTH_SECRET));
    expectRefused(await current(api.app, `Bearer ${bare}`));
  });

  it('a public call with a token of an ended session is refused (401, invalid_token), not served as a visitor’s; without the token it is', async () => {
    const account = await signUpStaff(api);
    expect((await logOut(api.app, account, { cookie: account.cookie })).statusCode).toBe(204);
    const withToken = await api.app.inject({ method: 'GET', url: '/api9/classifieds', headers: { authorization: account.authorization } });
    expectRefused(withToken);
    expect(withToken.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await api.app.inject({ method: 'GET', url: '/api9/classifieds' })).statusCode).toBe(200);
    // An unknown API key is refused the same way.
    expectRefused(await api.app.inject({ method: 'GET', url: '/api9/classifieds', headers: { authorization: 'Bearer chs_unknown' } }));
  });

  it('signing out and an analytics beacon take a token of an ended session as a visitor’s', async () => {
    const account = await signUpStaff(api);
    const phone = await otherSession(account);
    expect((await logOut(api.app, account, { cookie: account.cookie })).statusCode).toBe(204);
    const events = await api.app.inject({
      method: 'POST',
      url: '/api9/events',
      headers: { authorization: account.authorization },
      payload: { events: [{ name: 'logout' }] },
    });
    expect(events.statusCode, events.body).toBe(202);
    // The phone's cookie ends its session although the access token sent along is of the ended one.
    expect((await logOut(second, account, { authorization: account.authorization, cookie: phone.cookie })).statusCode).toBe(204);
    expectRefused(await current(api.app, phone.authorization));
  });
});
