// A signed-in device's rough place (ADR 108): from the geo headers GEO_HEADERS names, believed only
// when the connection comes from a TRUST_PROXY proxy; shown in the device list and the new-sign-in email.
import { describe, expect, it } from 'vitest';
import { lastEmailTo, signUpStaff, type TestAccount } from '../../testing/accounts';
import { useTestApi } from '../../testing/test-api';

const api = useTestApi({ env: { TRUST_PROXY: '10.0.0.0/8', GEO_HEADERS: 'cloudfront' } });

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const NEW_SIGN_IN = 'New sign-in to your Chairside account';
const PLACE_HEADERS = { 'cloudfront-viewer-city': 'San%20Francisco', 'cloudfront-viewer-country-region': 'CA' };

const signIn = (account: TestAccount, remoteAddress: string, headers: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url: '/api9/auth/login',
    remoteAddress,
    headers: { 'user-agent': FIREFOX_ON_LINUX, ...headers },
    payload: { username: account.email, password: account.password },
  });

async function currentDevice(account: TestAccount, authorization: string) {
  const listed = await api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/sessions`, headers: { authorization } });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().devices as { current: boolean; place: string | null; network: string | null }[]).find((device) => device.current)!;
}

describe("a signed-in device's place", () => {
  it("comes from the trusted proxy's geo headers, in the device list and the new-sign-in email", async () => {
    const account = await signUpStaff(api);
    const signedIn = await signIn(account, '10.1.2.3', { 'x-forwarded-for': '203.0.113.77', ...PLACE_HEADERS });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await currentDevice(account, signedIn.headers.authorization as string)).toMatchObject({ place: 'San Francisco, CA', network: '203.0.113.0/24' });
    expect(await lastEmailTo(api, account.email, NEW_SIGN_IN)).toContain('Where: around San Francisco, CA');
  });

  it('is unknown when a client sends the headers itself, or sends another set', async () => {
    const account = await signUpStaff(api);
    const direct = await signIn(account, '198.51.100.9', PLACE_HEADERS);
    expect(direct.statusCode).toBe(200);
    expect((await currentDevice(account, direct.headers.authorization as string)).place).toBeNull();
    expect(await lastEmailTo(api, account.email, NEW_SIGN_IN)).toContain('Where: Unknown place.');

    const otherSet = await signIn(account, '10.1.2.3', { 'x-forwarded-for': '192.0.2.8', 'cf-ipcity': 'Austin', 'cf-region': 'Texas' });
    expect(otherSet.statusCode).toBe(200);
    expect((await currentDevice(account, otherSet.headers.authorization as string)).place).toBeNull();
  });
});
