import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '@chairside/db/schema';
import { useTestApi } from '../../testing/test-api';
import { createAdmin, signUpStaff, type TestAccount } from '../../testing/accounts';
import { movableClock } from '../../testing/jobs';

const clock = movableClock(new Date().toISOString());
const api = useTestApi({ clock });

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_SIGN_IN = 'New sign-in to your Chairside account';

const signIn = (account: TestAccount, agent: string, remoteAddress = '203.0.113.77') =>
  api.app.inject({
    method: 'POST',
    url: '/api9/auth/login',
    remoteAddress,
    headers: { 'user-agent': agent },
    payload: { username: account.email, password: account.password },
  });
const devicesOf = (account: TestAccount, authorization: string) =>
  api.app.inject({ method: 'GET', url: `/api9/users/${account.username}/sessions`, headers: { authorization } });
const newSignInEmails = async (account: TestAccount) =>
  api.database.db
    .select({ text: outboxMessages.textBody, html: outboxMessages.htmlBody })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, account.email), eq(outboxMessages.subject, NEW_SIGN_IN)));

describe('signed-in devices', () => {
  it('lists each device by browser and coarse network, marks the current one, and never shows the whole address', async () => {
    const account = await signUpStaff(api);
    const phone = await signIn(account, SAFARI_ON_IPHONE, '198.51.100.23');
    expect(phone.statusCode).toBe(200);
    const desk = await signIn(account, CHROME_ON_WINDOWS);
    const listed = await devicesOf(account, desk.headers.authorization as string);
    expect(listed.statusCode).toBe(200);
    const devices = listed.json().devices as { device: string; network: string; current: boolean }[];
    expect(devices.map(({ device, network, current }) => ({ device, network, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Chrome on Windows', network: '203.0.113.0/24', current: true },
        { device: 'Safari on iPhone', network: '198.51.100.0/24', current: false },
      ]),
    );
    expect(devices).toHaveLength(3); // with the sign-up's own session
    expect(listed.body).not.toContain('198.51.100.23');
  });

  it('signs one device out: its access token is refused on its next request, and the list no longer shows it', async () => {
    const account = await signUpStaff(api);
    const phone = await signIn(account, SAFARI_ON_IPHONE);
    const desk = await signIn(account, CHROME_ON_WINDOWS);
    const phoneAuth = phone.headers.authorization as string;
    const deskAuth = desk.headers.authorization as string;
    const phoneId = ((await devicesOf(account, phoneAuth)).json().devices as { id: string; current: boolean }[]).find((d) => d.current)!.id;

    const ended = await api.app.inject({ method: 'DELETE', url: `/api9/users/${account.username}/sessions/${phoneId}`, headers: { authorization: deskAuth } });
    expect(ended.statusCode).toBe(204);
    expect((await devicesOf(account, phoneAuth)).statusCode).toBe(401);
    const left = (await devicesOf(account, deskAuth)).json().devices as { id: string }[];
    expect(left.map((d) => d.id)).not.toContain(phoneId);
    // Twice, or another person's device: not found.
    const again = await api.app.inject({ method: 'DELETE', url: `/api9/users/${account.username}/sessions/${phoneId}`, headers: { authorization: deskAuth } });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0]).toMatchObject({ field: 'session', message: 'That device is not signed in.' });
    const other = await signUpStaff(api);
    const othersDevice = ((await devicesOf(other, other.authorization)).json().devices as { id: string }[])[0]!.id;
    const foreign = await api.app.inject({
      method: 'DELETE',
      url: `/api9/users/${account.username}/sessions/${othersDevice}`,
      headers: { authorization: deskAuth },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await devicesOf(other, other.authorization)).statusCode).toBe(200);
  });

  it('signs out every other device and keeps the one asking', async () => {
    const account = await signUpStaff(api);
    const phone = await signIn(account, SAFARI_ON_IPHONE);
    const desk = await signIn(account, CHROME_ON_WINDOWS);
    const deskAuth = desk.headers.authorization as string;
    const all = await api.app.inject({ method: 'DELETE', url: `/api9/users/${account.username}/sessions`, headers: { authorization: deskAuth } });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ signedOut: 2 });
    expect((await devicesOf(account, phone.headers.authorization as string)).statusCode).toBe(401);
    expect((await devicesOf(account, account.authorization)).statusCode).toBe(401);
    const left = (await devicesOf(account, deskAuth)).json().devices as { current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Windows' })]);
  });

  it("refuses a malformed device and another person's list", async () => {
    const account = await signUpStaff(api);
    const bad = await api.app.inject({
      method: 'DELETE',
      url: `/api9/users/${account.username}/sessions/not-a-device`,
      headers: { authorization: account.authorization },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('session');
    const other = await signUpStaff(api);
    expect((await devicesOf(other, account.authorization)).statusCode).toBe(404);
  });

  it('moves a device up the list when it refreshes', async () => {
    const account = await signUpStaff(api);
    const phone = await signIn(account, SAFARI_ON_IPHONE);
    const desk = await signIn(account, CHROME_ON_WINDOWS);
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    const cookie = String(phone.headers['set-cookie']).match(/chairside_refresh=[^;]+/)![0];
    expect((await api.app.inject({ method: 'POST', url: `/api9/auth/${account.username}/token`, headers: { cookie } })).statusCode).toBe(201);
    const devices = (await devicesOf(account, desk.headers.authorization as string)).json().devices as { device: string }[];
    expect(devices[0]!.device).toBe('Safari on iPhone');
  });
});

describe('the new-sign-in email', () => {
  it('tells the account of a browser and network it has not used, and not of one it has', async () => {
    const account = await signUpStaff(api);
    expect(await newSignInEmails(account)).toHaveLength(0);
    // The sign-up's own browser (the test client, same network) again: nothing.
    const usual = await api.app.inject({ method: 'POST', url: '/api9/auth/login', payload: { username: account.email, password: account.password } });
    expect(usual.statusCode).toBe(200);
    expect(await newSignInEmails(account)).toHaveLength(0);

    expect((await signIn(account, SAFARI_ON_IPHONE, '198.51.100.23')).statusCode).toBe(200);
    const [email] = await newSignInEmails(account);
    expect(email?.text).toContain('Safari on iPhone on the network 198.51.100.0/24');
    expect(email?.text).toContain('/app/account-settings#settings-devices');
    expect(email?.text).not.toContain('198.51.100.23');
    expect(email?.html).toContain('See your signed-in devices');

    // The same phone on the same network later: known.
    expect((await signIn(account, SAFARI_ON_IPHONE, '198.51.100.99')).statusCode).toBe(200);
    expect(await newSignInEmails(account)).toHaveLength(1);
  });

  it('says nothing of a wrong password', async () => {
    const account = await signUpStaff(api);
    const wrong = await api.app.inject({
      method: 'POST',
      url: '/api9/auth/login',
      remoteAddress: '192.0.2.1',
      headers: { 'user-agent': SAFARI_ON_IPHONE },
      payload: { username: account.email, password: 'not-the-password-2026' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await newSignInEmails(account)).toHaveLength(0);
  });

  it("shows an administrator's delegated session to the person as such", async () => {
    const admin = await createAdmin(api);
    const account = await signUpStaff(api);
    const opened = await api.app.inject({
      method: 'POST',
      url: `/api9/admin/users/${account.username}/delegate`,
      headers: { authorization: admin.authorization },
    });
    expect(opened.statusCode).toBe(201);
    const devices = (await devicesOf(account, account.authorization)).json().devices as { delegated: boolean }[];
    expect(devices.filter((d) => d.delegated)).toHaveLength(1);
    // A delegated session cannot sign the person's devices out.
    const tried = await api.app.inject({
      method: 'DELETE',
      url: `/api9/users/${account.username}/sessions`,
      headers: { authorization: opened.headers.authorization as string },
    });
    expect(tried.statusCode).toBe(403);
    expect(await newSignInEmails(account)).toHaveLength(0);
  });
});
