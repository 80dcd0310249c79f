import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { userIdOf } from '../../testing/jobs';
import { PUSH_DEVICE_LIMIT } from '@chairside/domain/push-notices';
import { deliveredInTests, deliverPushNotice } from './push-delivery';

const api = useTestApi();

const path = (account: TestAccount, rest = '') => `/api9/users/${account.username}/push${rest}`;
const browser = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${n}-${Math.random().toString(36).slice(2)}`,
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
    const sent = await deliverPushNotice(api.ctx, userId, 'messages', {
      title: 'New message',
      body: 'Bright Smiles Dental wrote to you.',
      url: '/app/messages',
    });
    expect(sent).toBe(1);
    expect(deliveredInTests.at(-1)).toEqual({
      endpoint: device.endpoint,
      notice: { title: 'New message', body: 'Bright Smiles Dental wrote to you.', url: '/app/messages', kind: 'messages' },
    });

    const off = await call(api, seeker, 'PUT', path(seeker, '/preferences'), { messages: false, interviews: true, matchingJobs: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().preferences.messages).toBe(false);
    expect(await deliverPushNotice(api.ctx, userId, 'messages', { title: 'x', body: 'y', url: '/app/messages' })).toBe(0);
    expect(await deliverPushNotice(api.ctx, userId, 'interviews', { title: 'Interview moved', body: 'Now Tuesday 10:00.', url: '/app/interviews' })).toBe(1);

    // Sign-out unsubscribes the browser.
    const removed = await api.app.inject({
      method: 'DELETE',
      url: path(seeker, '/subscriptions'),
      payload: { endpoint: device.endpoint },
      headers: { authorization: seeker.authorization },
    });
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
    const removed = await api.app.inject({
      method: 'DELETE',
      url: path(other, '/subscriptions'),
      payload: { endpoint: device.endpoint },
      headers: { authorization: other.authorization },
    });
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
      [{ ...browser(5), endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, 'endpoint'],
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
  it('refuses endpoints off the browsers’ push services (loopback, private, link-local, other hosts) with 400 endpoint', async () => {
    const seeker = await signUpStaff(api);
    const before = await pushRows();
    const refused = [
      'https://127.0.0.1/send/x',
      'https://127.0.0.1:8443/send/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/send/x',
      'https://[::ffff:127.0.0.1]/send/x',
      'https://[fe80::1]/send/x',
      'https://10.0.0.5/send/x',
      'https://192.168.1.10/send/x',
      'https://172.16.0.1/send/x',
      'https://0.0.0.0/send/x',
      'https://localhost/send/x',
      'https://push.example.test/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.example.test/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://notify.windows.com/w/?token=x',
    ];
    for (const endpoint of refused) {
      const response = await call(api, seeker, 'POST', path(seeker, '/subscriptions'), { ...browser(6), endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().errors[0], endpoint).toMatchObject({ code: 'VALIDATION', field: 'endpoint' });
    }
    expect(await pushRows()).toEqual(before);

    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGc8h',
    ]) {
      const response = await call(api, seeker, 'POST', path(seeker, '/subscriptions'), { ...browser(7), endpoint });
      expect(response.statusCode, endpoint).toBe(201);
    }
  });

  it(`keeps at most ${PUSH_DEVICE_LIMIT} browsers per account: a new one replaces the oldest`, async () => {
    const seeker = await signUpStaff(api);
    const devices = Array.from({ length: PUSH_DEVICE_LIMIT + 2 }, (_, n) => browser(100 + n));
    for (const [n, device] of devices.entries()) {
      const response = await call(api, seeker, 'POST', path(seeker, '/subscriptions'), device);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().devices).toBe(Math.min(n + 1, PUSH_DEVICE_LIMIT));
    }
    const kept = async () => (await pushRows()).filter((row) => Number(row.user_id) === userId).map((row) => row.endpoint);
    const userId = await userIdOf(api, seeker.username);
    expect(new Set(await kept())).toEqual(new Set(devices.slice(2).map((device) => device.endpoint)));

    // A browser subscribing again counts as the newest: the next new one replaces another.
    expect((await call(api, seeker, 'POST', path(seeker, '/subscriptions'), devices[2])).statusCode).toBe(201);
    expect((await call(api, seeker, 'POST', path(seeker, '/subscriptions'), browser(200))).json().devices).toBe(PUSH_DEVICE_LIMIT);
    expect(await kept()).toContain(devices[2].endpoint);
    expect(await kept()).not.toContain(devices[3].endpoint);

    // A notice goes to each kept browser once.
    const before = deliveredInTests.length;
    expect(await deliverPushNotice(api.ctx, userId, 'messages', { title: 'New message', body: 'You have a new message.', url: '/app/messages' })).toBe(
      PUSH_DEVICE_LIMIT,
    );
    expect(deliveredInTests.length - before).toBe(PUSH_DEVICE_LIMIT);
  });

  it('a stored subscription that no longer points at a push service is removed instead of sent to', async () => {
    const seeker = await signUpStaff(api);
    const userId = await userIdOf(api, seeker.username);
    await api.database.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${userId}, 'https://169.254.169.254/latest/meta-data/', 'BAAA', 'AAAA')`,
    );
    const before = deliveredInTests.length;
    expect(await deliverPushNotice(api.ctx, userId, 'messages', { title: 'x', body: 'y', url: '/app/messages' })).toBe(0);
    expect(deliveredInTests.length).toBe(before);
    expect((await pushRows()).filter((row) => Number(row.user_id) === userId)).toEqual([]);
  });
});
