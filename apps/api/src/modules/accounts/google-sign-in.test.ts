import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, googleIdentities, secondFactors, users } from '@chairside/db/schema';
import { Secret } from 'otpauth';
import { lastEmailTo, signUpStaff, totpCode } from '../../testing/accounts';
import { signInAtProvider, startOpenIdProvider, type LocalOpenIdProvider } from '../../testing/openid-provider';
import { tokenIn } from '../../testing/signed-links';
import { useTestApi, type TestApi } from '../../testing/test-api';

const CALLBACK = 'http://localhost:3000/api9/auth/google/callback';
const env: Record<string, string> = {};
let provider: LocalOpenIdProvider;

beforeAll(async () => {
  provider = await startOpenIdProvider({ redirectUri: CALLBACK });
  Object.assign(env, { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER_URL: provider.issuer });
});
afterAll(async () => provider.close());

const cookieNamed = (setCookie: string | string[] | undefined, name: string): string | null => {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pair = lines.map((line) => line.split(';')[0]).find((p) => p.startsWith(`${name}=`) && p.length > name.length + 1);
  return pair ?? null;
};

/** The trip to the provider and back: the page the callback sends the browser to, and the identity cookie it set. */
async function tripToGoogle(
  api: TestApi,
  login: string,
  tamper: (callback: URL, flowCookie: string) => { callback: URL; flowCookie: string } = (c, f) => ({ callback: c, flowCookie: f }),
) {
  const start = await api.app.inject({ method: 'GET', url: '/api9/auth/google' });
  expect(start.statusCode).toBe(302);
  const flowCookie = cookieNamed(start.headers['set-cookie'], 'chairside_google_flow');
  expect(flowCookie).not.toBeNull();
  const returned = await signInAtProvider(start.headers.location as string, login, CALLBACK);
  const back = tamper(new URL(returned), flowCookie!);
  const callback = await api.app.inject({ method: 'GET', url: `${back.callback.pathname}${back.callback.search}`, headers: { cookie: back.flowCookie } });
  expect(callback.statusCode).toBe(302);
  return { page: callback.headers.location as string, identityCookie: cookieNamed(callback.headers['set-cookie'], 'chairside_google') };
}

const linkedRows = (api: TestApi, email: string) =>
  api.database.db
    .select({ subject: googleIdentities.subject, issuer: googleIdentities.issuer })
    .from(googleIdentities)
    .innerJoin(users, eq(users.id, googleIdentities.userId))
    .where(eq(users.email, email));

describe('sign in with Google', () => {
  const api = useTestApi({ env });

  it('links a Google account to the account of its address by the password, then signs in with Google alone', async () => {
    const seeker = await signUpStaff(api);
    expect((await api.app.inject({ method: 'GET', url: '/api9/auth/google/available' })).json()).toEqual({ available: true });

    const first = await tripToGoogle(api, seeker.email);
    expect(first.page).toBe('/dental-jobs/login/google/link/');
    // Not signed in by Google alone: the account is proved first.
    const refused = await api.app.inject({ method: 'POST', url: '/api9/auth/google/session', headers: { cookie: first.identityCookie! } });
    expect(refused.statusCode).toBe(401);

    const wrong = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/google/link',
      headers: { cookie: first.identityCookie! },
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].field).toBe('password');
    expect(wrong.headers.authorization).toBeUndefined();
    expect(await linkedRows(api, seeker.email)).toHaveLength(0);

    const linked = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/google/link',
      headers: { cookie: first.identityCookie! },
      payload: { password: seeker.password },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().username).toBe(seeker.username);
    expect(linked.headers.authorization).toMatch(/^Bearer /);
    expect(await linkedRows(api, seeker.email)).toEqual([{ issuer: provider.issuer, subject: provider.subjectOf(seeker.email) }]);
    const audited = await api.database.db.select().from(auditLog).where(eq(auditLog.subjectUsername, seeker.username));
    expect(audited.map((row) => row.path)).toContain('/api9/auth/google/link/password');

    const again = await tripToGoogle(api, seeker.email);
    expect(again.page).toBe('/dental-jobs/login/google/');
    const signedIn = await api.app.inject({ method: 'POST', url: '/api9/auth/google/session', headers: { cookie: again.identityCookie! } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().username).toBe(seeker.username);
    expect(cookieNamed(signedIn.headers['set-cookie'], 'chairside_refresh')).not.toBeNull();

    // The settings' entry, and unlinking with the password.
    const auth = { authorization: signedIn.headers.authorization as string };
    const entry = await api.app.inject({ method: 'GET', url: `/api9/users/${seeker.username}/google`, headers: auth });
    expect(entry.json()).toEqual({ available: true, linkedEmail: seeker.email });
    const badUnlink = await api.app.inject({
      method: 'POST',
      url: `/api9/users/${seeker.username}/google/unlink`,
      headers: auth,
      payload: { currentPassword: 'nope-nope' },
    });
    expect(badUnlink.statusCode).toBe(400);
    expect(await linkedRows(api, seeker.email)).toHaveLength(1);
    const unlink = await api.app.inject({
      method: 'POST',
      url: `/api9/users/${seeker.username}/google/unlink`,
      headers: auth,
      payload: { currentPassword: seeker.password },
    });
    expect(unlink.statusCode).toBe(204);
    expect(await linkedRows(api, seeker.email)).toHaveLength(0);
    expect((await tripToGoogle(api, seeker.email)).page).toBe('/dental-jobs/login/google/link/');
  });

  it('links by a link emailed to the address, once', async () => {
    const seeker = await signUpStaff(api);
    const trip = await tripToGoogle(api, seeker.email);
    const sent = await api.app.inject({ method: 'POST', url: '/api9/auth/google/link-email', headers: { cookie: trip.identityCookie! } });
    expect(sent.statusCode).toBe(202);
    expect(await linkedRows(api, seeker.email)).toHaveLength(0);

    const token = tokenIn(await lastEmailTo(api, seeker.email, 'Link Google to your Chairside account'), '/dental-jobs/login/google/confirm/\\?token=');
    const confirmed = await api.app.inject({ method: 'POST', url: '/api9/auth/google/link-email/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().username).toBe(seeker.username);
    expect(await linkedRows(api, seeker.email)).toHaveLength(1);
    const twice = await api.app.inject({ method: 'POST', url: '/api9/auth/google/link-email/confirm', payload: { token } });
    expect(twice.statusCode).toBe(409);
  });

  it('asks an account with two-step sign-in for its code after Google', async () => {
    const seeker = await signUpStaff(api);
    const trip = await tripToGoogle(api, seeker.email);
    const [{ id }] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.email, seeker.email));
    const secret = new Secret({ size: 20 }).base32;
    await api.database.db.insert(secondFactors).values({ userId: id, totpSecret: secret, enabledAt: api.ctx.clock.now().toISOString() });

    const linked = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/google/link',
      headers: { cookie: trip.identityCookie! },
      payload: { password: seeker.password },
    });
    expect(linked.statusCode).toBe(202);
    expect(linked.headers.authorization).toBeUndefined();
    const done = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login/second-step',
      payload: { challenge: linked.json().challenge, code: totpCode(api, secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().username).toBe(seeker.username);
  });

  it('refuses a changed state, another trip’s nonce and a missing trip cookie, and links nothing', async () => {
    const seeker = await signUpStaff(api);
    const changedState = await tripToGoogle(api, seeker.email, (callback, flowCookie) => {
      callback.searchParams.set('state', 'not-the-state');
      return { callback, flowCookie };
    });
    expect(changedState).toEqual({ page: '/dental-jobs/login/?google=failed', identityCookie: null });

    const otherNonce = await tripToGoogle(api, seeker.email, (callback, flowCookie) => {
      const token = decodeURIComponent(flowCookie.split('=')[1]);
      const subject = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')).s as Record<string, string>;
      const forged = api.ctx.signedLinks.create('google-sign-in', { ...subject, n: 'another-trips-nonce' }, { ttlMs: 60_000 });
      return { callback, flowCookie: `chairside_google_flow=${forged}` };
    });
    expect(otherNonce).toEqual({ page: '/dental-jobs/login/?google=failed', identityCookie: null });

    const noCookie = await tripToGoogle(api, seeker.email, (callback) => ({ callback, flowCookie: 'other=1' }));
    expect(noCookie).toEqual({ page: '/dental-jobs/login/?google=failed', identityCookie: null });

    const forgedIdentity = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/google/link',
      headers: { cookie: 'chairside_google=abc.def' },
      payload: { password: seeker.password },
    });
    expect(forgedIdentity.statusCode).toBe(401);
    expect(await linkedRows(api, seeker.email)).toHaveLength(0);
  });

  it('sends a Google account without a Chairside account to register first', async () => {
    expect(await tripToGoogle(api, `nobody-${Date.now()}@gmail.com`)).toEqual({ page: '/dental-jobs/login/?google=no-account', identityCookie: null });
  });
});

describe('sign in with Google, not configured', () => {
  const api = useTestApi();

  it('is not offered: the button is hidden and the routes answer 404 saying so', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api9/auth/google/available' })).json()).toEqual({ available: false });
    const start = await api.app.inject({ method: 'GET', url: '/api9/auth/google' });
    expect(start.statusCode).toBe(404);
    expect(start.json().errors[0].message).toMatch(/not available on this site/);
    expect((await api.app.inject({ method: 'GET', url: '/api9/auth/google/callback?code=x&state=y' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: '/api9/auth/google/session' })).statusCode).toBe(404);
  });
});
