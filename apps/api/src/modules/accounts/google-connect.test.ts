import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '@chairside/db/schema';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { signInAtProvider, startOpenIdProvider, type LocalOpenIdProvider } from '../../testing/openid-provider';
import { useTestApi } from '../../testing/test-api';

// Connecting Google from the settings while signed in (ADR 128): the trip to the provider starts
// from the signed-in account, and the callback links the Google account to it.

const CALLBACK = 'http://localhost:3000/api9/auth/google/callback';
const env: Record<string, string> = {};
let provider: LocalOpenIdProvider;

beforeAll(async () => {
  provider = await startOpenIdProvider({ redirectUri: CALLBACK });
  Object.assign(env, { GOOGLE_CLIENT_ID: provider.clientId, GOOGLE_CLIENT_SECRET: provider.clientSecret, GOOGLE_ISSUER_URL: provider.issuer });
});
afterAll(async () => provider.close());

const api = useTestApi({ env });
const flowCookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [])
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('chairside_google_flow='));

const connect = (account: TestAccount) =>
  api.app.inject({ method: 'POST', url: `/api9/users/${account.username}/google/connect`, headers: { authorization: account.authorization } });
const googleOf = async (account: TestAccount) =>
  (await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/google`, headers: { authorization: account.authorization } })).json();

/** Connect, sign in at the provider as `login`, and come back: the page the callback sends the browser to. */
async function connectAs(account: TestAccount, login: string) {
  const started = await connect(account);
  expect(started.statusCode, started.body).toBe(200);
  const cookie = flowCookieOf(started.headers['set-cookie']);
  expect(cookie).toBeDefined();
  const returned = new URL(await signInAtProvider(started.json().location as string, login, CALLBACK));
  const callback = await api.app.inject({ method: 'GET', url: `${returned.pathname}${returned.search}`, headers: { cookie: cookie! } });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

describe('connecting Google while signed in', () => {
  it('links the Google account the person signs in to at the provider, whatever its address, audited', async () => {
    const seeker = await signUpStaff(api);
    expect(await googleOf(seeker)).toEqual({ available: true, linkedEmail: null });
    const googleLogin = `connect-${seeker.username}@gmail.example`;
    expect(await connectAs(seeker, googleLogin)).toBe('/app/account-settings?google=linked#settings-google');
    expect(await googleOf(seeker)).toEqual({ available: true, linkedEmail: googleLogin });
    const audit = await api.database.db
      .select({ path: auditLog.path })
      .from(auditLog)
      .where(and(eq(auditLog.actorUsername, seeker.username), eq(auditLog.subjectUsername, seeker.username)));
    expect(audit.map((row) => row.path)).toContain('/api9/auth/google/link/settings');
    // One at a time: connecting another is refused until this one is unlinked.
    const again = await connect(seeker);
    expect(again.statusCode).toBe(409);
    expect(flowCookieOf(again.headers['set-cookie'])).toBeUndefined();
    const unlinked = await api.app.inject({
      method: 'POST',
      url: `/api9/users/${seeker.username}/google/unlink`,
      headers: { authorization: seeker.authorization },
      payload: { currentPassword: seeker.password },
    });
    expect(unlinked.statusCode).toBe(204);
    expect((await connect(seeker)).statusCode).toBe(200);
  });

  it('refuses a Google account linked to someone else, and a trip without its cookie', async () => {
    const [first, second] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    const googleLogin = `shared-${first.username}@gmail.example`;
    expect(await connectAs(first, googleLogin)).toBe('/app/account-settings?google=linked#settings-google');
    expect(await connectAs(second, googleLogin)).toBe('/app/account-settings?google=taken#settings-google');
    expect(await googleOf(second)).toEqual({ available: true, linkedEmail: null });

    const started = await connect(second);
    const returned = new URL(await signInAtProvider(started.json().location as string, `other-${second.username}@gmail.example`, CALLBACK));
    const noCookie = await api.app.inject({ method: 'GET', url: `${returned.pathname}${returned.search}` });
    expect(noCookie.headers.location).toBe('/dental-jobs/login/?google=failed');
    expect(await googleOf(second)).toEqual({ available: true, linkedEmail: null });
  });

  it('is only for the signed-in owner of the account', async () => {
    const [owner, other] = await Promise.all([signUpStaff(api), signUpStaff(api)]);
    expect((await api.app.inject({ method: 'POST', url: `/api9/users/${owner.username}/google/connect` })).statusCode).toBe(401);
    const theirs = await api.app.inject({
      method: 'POST',
      url: `/api9/users/${owner.username}/google/connect`,
      headers: { authorization: other.authorization },
    });
    expect([403, 404]).toContain(theirs.statusCode);
    expect(flowCookieOf(theirs.headers['set-cookie'])).toBeUndefined();
  });
});

describe('connecting Google on a site that does not offer it', () => {
  const plain = useTestApi();
  it('answers 404', async () => {
    const seeker = await signUpStaff(plain);
    const answer = await plain.app.inject({
      method: 'POST',
      url: `/api9/users/${seeker.username}/google/connect`,
      headers: { authorization: seeker.authorization },
    });
    expect(answer.statusCode).toBe(404);
  });
});
