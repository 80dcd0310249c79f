import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { userIdOf } from '../../testing/jobs';
import { deliveredInTests, sendPushNotice } from './push-delivery';

const api = useTestApi();

const path = (account: TestAccount, rest = '') => `/api9/users/${account.username}/push${rest}`;
const browser = (n: number) => ({
  endpoint: `https://push.example.test/send/${n}-${Math.random().toString(36).slice(2)}`,
  expirationTime: null,
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
});

async function pushRows() {
  const { rows } = await api.database.db.execute<Record<string, unknown>>(sql`select user_id, endpoint from push_subscriptions order by id`);
  return rows;
}

describe('web push', () => {
  it('gives the VAPID key, keeps a browser per person, and sends each kind only when its switch is on', async () => {
    const seeker = await signUpStaff(api);
    const settings = await call(api, seeker, 'GET', path(seeker));
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ preferences: { messages: true, interviews: true, matchingJobs: true }, devices: 0 });
    expect(settings.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/);
    // The same key on every read (kept once for the instance).
    expect((await call(api, seeker, 'GET', path(seeker))).json().publicKey).toBe(settings.json().publicKey);

    const device = browser(1);
    const subscribed = await call(api, seeker, 'POST', path(seeker, '/subscriptions'), device);
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    expect(subscribed.json().devices).toBe(1);
    // Again (the keys refreshed): still one.
    expect((await call(api, seeker, 'POST', path(seeker, '/subscriptions'), device)).json().devices).toBe(1);

    const userId = await userIdOf(api, seeker.username);
    const sent = await sendPushNotice(api.ctx, userId, 'messages', { title: 'New message', body: 'Bright Smiles Dental wrote to you.', url: '/app/messages' });
    expect(sent).toBe(1);
    expect(deliveredInTests.at(-1)).toEqual({ endpoint: device.endpoint, notice: { title: 'New message', body: 'Bright Smiles Dental wrote to you.', url: '/app/messages', kind: 'messages' } });

    const off = await call(api, seeker, 'PUT', path(seeker, '/preferences'), { messages: false, interviews: true, matchingJobs: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().preferences.messages).toBe(false);
    expect(await sendPushNotice(api.ctx, userId, 'messages', { title: 'x', body: 'y', url: '/app/messages' })).toBe(0);
    expect(await sendPushNotice(api.ctx, userId, 'interviews', { title: 'Interview moved', body: 'Now Tuesday 10:00.', url: '/app/interviews' })).toBe(1);

    // Sign-out unsubscribes the browser.
    const removed = await api.app.inject({ method: 'DELETE', url: path(seeker, '/subscriptions'), payload: { endpoint: device.endpoint }, headers: { authorization: seeker.authorization } });
    expect(removed.statusCode).toBe(204);
    expect((await call(api, seeker, 'GET', path(seeker))).json().devices).toBe(0);
  });

  it("someone else's subscriptions: 4xx and nothing changes", async () => {
    const seeker = await signUpStaff(api);
    const other = await signUpStaff(api);
    const practice = await signUpEmployer(api);
    const device = browser(2);
    expect((await call(api, seeker, 'POST', path(seeker, '/subscriptions'), device)).statusCode).toBe(201);
    const before = await pushRows();

    // Subscribing for another account: 404; claiming a browser another account holds: 409 endpoint.
    expect((await call(api, other, 'POST', path(seeker, '/subscriptions'), browser(3))).statusCode).toBe(404);
    const claimed = await call(api, other, 'POST', path(other, '/subscriptions'), { ...device, keys: { p256dh: 'BAAA', auth: 'AAAA' } });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().errors[0].field).toBe('endpoint');
    // Removing another person's browser from one's own path: 204, nothing removed.
    const removed = await api.app.inject({ method: 'DELETE', url: path(other, '/subscriptions'), payload: { endpoint: device.endpoint }, headers: { authorization: other.authorization } });
    expect(removed.statusCode).toBe(204);
    expect(await pushRows()).toEqual(before);

    for (const [method, url, body] of [
      ['GET', path(seeker), undefined],
      ['PUT', path(seeker, '/preferences'), { messages: true, interviews: true, matchingJobs: true }],
      ['POST', path(seeker, '/subscriptions'), browser(4)],
      ['DELETE', path(seeker, '/subscriptions'), { endpoint: device.endpoint }],
    ] as const) {
      expect((await call(api, null, method, url, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(api, other, method, url, body)).statusCode, `${method} ${url} other`).toBe(404);
      expect((await call(api, practice, method, url, body)).statusCode, `${method} ${url} employer`).toBe(404);
    }
    expect(await pushRows()).toEqual(before);
  });

  it('bad subscriptions and switches: 400 naming the field, nothing stored', async () => {
    const seeker = await signUpStaff(api);
    const before = await pushRows();
    const cases: [unknown, string][] = [
      [{ ...browser(5), endpoint: 'http://push.example.test/x' }, 'endpoint'],
      [{ ...browser(5), endpoint: 'javascript:alert(1)' }, 'endpoint'],
      [{ ...browser(5), keys: { p256dh: '<script>', auth: 'AAAA' } }, 'keys.p256dh'],
      [{ ...browser(5), keys: { p256dh: 'BAAA' } }, 'keys.auth'],
      [{ ...browser(5), extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await call(api, seeker, 'POST', path(seeker, '/subscriptions'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].field, JSON.stringify(body)).toBe(field);
    }
    const bad = await call(api, seeker, 'PUT', path(seeker, '/preferences'), { messages: 'yes', interviews: true, matchingJobs: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('messages');
    expect(await pushRows()).toEqual(before);
  });
});
