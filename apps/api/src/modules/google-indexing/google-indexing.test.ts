import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexingStatusSchema } from '@chairside/domain/google-indexing';
import { useTestApi, type TestApi } from '../../testing/test-api';
import { createAdmin, type TestAccount } from '../../testing/accounts';
import { createDraft, giveSlot, movableClock, publish } from '../../testing/jobs';
import { call, signUpEmployer, tempUploadsDir } from '../../testing/staff-profiles';
import { announceExpired } from './indexing-queue';
import { INDEXING_SCOPE } from './google-indexing-adapter';

const START = '2026-03-02T15:00:00.000Z';

async function statusOf(api: TestApi, admin: TestAccount) {
  const answer = await call(api, admin, 'GET', '/api9/admin/google-indexing');
  expect(answer.statusCode, answer.body).toBe(200);
  return IndexingStatusSchema.parse(answer.json());
}

/** Publishes a posting, fills it, and publishes and expires another: the three notifications of the issue. */
async function publishFillAndExpire(api: TestApi, clock: ReturnType<typeof movableClock>) {
  const employer = await signUpEmployer(api);
  const filled = await createDraft(api, employer);
  await giveSlot(api, employer);
  expect((await publish(api, employer, filled.id)).statusCode).toBe(200);
  await api.ctx.notices.runDue();
  expect((await call(api, employer, 'PUT', `/api9/jobs/${filled.id}/status`, { status: 'BOOKED' })).statusCode).toBe(200);
  await api.ctx.notices.runDue();
  const expiring = await createDraft(api, employer);
  await giveSlot(api, employer);
  expect((await publish(api, employer, expiring.id)).statusCode).toBe(200);
  await api.ctx.notices.runDue();
  clock.advanceDays(31);
  expect(await announceExpired(api.ctx, clock.now())).toBe(1);
  // A second run finds nothing new: the posting's last notification says it is gone.
  expect(await announceExpired(api.ctx, clock.now())).toBe(0);
  await api.ctx.notices.runDue();
  const url = (id: number) => `http://localhost:3000/dental-jobs/job/${id}/dental-hygienist-job-in-chicago-il/`;
  return { employer, filledUrl: url(filled.id), expiringUrl: url(expiring.id) };
}

describe('Google Indexing API, local adapter', () => {
  const clock = movableClock(START);
  const api = useTestApi({ env: { UPLOADS_DIR: tempUploadsDir() }, clock });

  it('records URL_UPDATED on publishing and URL_DELETED on filling and expiry; administrators read them', async () => {
    const admin = await createAdmin(api);
    const { employer, filledUrl, expiringUrl } = await publishFillAndExpire(api, clock);
    const status = await statusOf(api, admin);
    expect(status.adapter).toBe('local');
    expect(status.queued).toBe(0);
    const calls = status.recent.map(({ url, type, reason, state, adapter }) => ({ url, type, reason, state, adapter })).reverse();
    expect(calls).toEqual([
      { url: filledUrl, type: 'URL_UPDATED', reason: 'published', state: 'sent', adapter: 'local' },
      { url: filledUrl, type: 'URL_DELETED', reason: 'filled', state: 'sent', adapter: 'local' },
      { url: expiringUrl, type: 'URL_UPDATED', reason: 'published', state: 'sent', adapter: 'local' },
      { url: expiringUrl, type: 'URL_DELETED', reason: 'expired', state: 'sent', adapter: 'local' },
    ]);
    expect(status.quota).toMatchObject({ used: 1, limit: 200 });
    // Two changes before a pass: Google hears the latest once, the earlier one is superseded.
    const again = await createDraft(api, employer);
    await giveSlot(api, employer);
    expect((await publish(api, employer, again.id)).statusCode).toBe(200);
    expect((await call(api, employer, 'PUT', `/api9/jobs/${again.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    const latest = (await statusOf(api, admin)).recent.slice(0, 2).map(({ type, state }) => ({ type, state }));
    expect(latest).toEqual([
      { type: 'URL_DELETED', state: 'sent' },
      { type: 'URL_UPDATED', state: 'superseded' },
    ]);
    expect((await call(api, employer, 'GET', '/api9/admin/google-indexing')).statusCode).toBe(403);
    expect((await call(api, null, 'GET', '/api9/admin/google-indexing')).statusCode).toBe(401);
  });
});

describe('Google Indexing API, against a local server that answers as Google does', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const email = 'indexer@chairside-test.iam.gserviceaccount.com';
  const published: { url: string; type: string }[] = [];
  const tokensIssued: string[] = [];
  const env: Record<string, string> = { UPLOADS_DIR: tempUploadsDir(), GOOGLE_INDEXING_DAILY_QUOTA: '3' };
  let server: Server;
  let base = '';
  let failNext = 0;

  beforeAll(async () => {
    const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'RS256');
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
          response.end(JSON.stringify(value));
        };
        void (async () => {
          if (request.method === 'POST' && request.url === '/token') {
            const form = new URLSearchParams(body);
            if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return answer(400, { error: 'unsupported_grant_type' });
            try {
              const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', verifyKey, { issuer: email, audience: `${base}/token` });
              if (protectedHeader.alg !== 'RS256' || payload.scope !== INDEXING_SCOPE) return answer(400, { error: 'invalid_scope' });
            } catch {
              return answer(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
            }
            const token = `ya29.test-${tokensIssued.length + 1}`;
            tokensIssued.push(token);
            return answer(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
          }
          if (request.method === 'POST' && request.url === '/v3/urlNotifications:publish') {
            if (!tokensIssued.includes((request.headers.authorization ?? '').replace(/^Bearer /, '')))
              return answer(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
            if (failNext > 0) {
              failNext--;
              return answer(503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } });
            }
            const notification = JSON.parse(body) as { url: string; type: string };
            if (!['URL_UPDATED', 'URL_DELETED'].includes(notification.type))
              return answer(400, { error: { code: 400, message: 'Invalid value at url_notification.type', status: 'INVALID_ARGUMENT' } });
            published.push(notification);
            const latest = { url: notification.url, type: notification.type, notifyTime: new Date().toISOString() };
            return answer(200, {
              urlNotificationMetadata: {
                url: notification.url,
                ...(notification.type === 'URL_UPDATED' ? { latestUpdate: latest } : { latestRemove: latest }),
              },
            });
          }
          return answer(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
        })();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    env.GOOGLE_INDEXING_API_URL = base;
    env.GOOGLE_INDEXING_SERVICE_ACCOUNT = JSON.stringify({
      type: 'service_account',
      client_email: email,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${base}/token`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const clock = movableClock(START);
  const api = useTestApi({ env, clock });

  it('signs in with a service account JWT, publishes URL_UPDATED and URL_DELETED, retries a failure, and keeps within the daily quota', async () => {
    const admin = await createAdmin(api);
    failNext = 1;
    const employer = await signUpEmployer(api);
    const first = await createDraft(api, employer);
    await giveSlot(api, employer);
    expect((await publish(api, employer, first.id)).statusCode).toBe(200);
    // Google is unavailable once: the notification waits for the queue's back-off.
    await api.ctx.notices.runDue();
    expect(published).toEqual([]);
    let status = await statusOf(api, admin);
    expect(status.recent[0]).toMatchObject({ state: 'queued', detail: expect.stringContaining('503') });
    expect(status.quota.used).toBe(0);

    clock.set('2026-03-02T15:05:00.000Z');
    await api.ctx.notices.runDue();
    const url = (id: number) => `http://localhost:3000/dental-jobs/job/${id}/dental-hygienist-job-in-chicago-il/`;
    expect(published).toEqual([{ url: url(first.id), type: 'URL_UPDATED' }]);
    expect(tokensIssued).toHaveLength(1);

    expect((await call(api, employer, 'PUT', `/api9/jobs/${first.id}/status`, { status: 'BOOKED' })).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    expect(published.at(-1)).toEqual({ url: url(first.id), type: 'URL_DELETED' });
    expect(tokensIssued).toHaveLength(1);

    // Quota 3: the third is sent today, the fourth waits for the next (UTC) day.
    const second = await createDraft(api, employer);
    await giveSlot(api, employer);
    expect((await publish(api, employer, second.id)).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    expect((await call(api, employer, 'PUT', `/api9/jobs/${second.id}/status`, { status: 'CANCELED' })).statusCode).toBe(200);
    await api.ctx.notices.runDue();
    expect(published).toHaveLength(3);
    status = await statusOf(api, admin);
    expect(status).toMatchObject({ adapter: 'google', queued: 1, quota: { day: '2026-03-02', used: 3, limit: 3 } });
    expect(status.recent[0]).toMatchObject({ type: 'URL_DELETED', reason: 'closed', state: 'queued' });
    expect(status.recent[1]).toMatchObject({ type: 'URL_UPDATED', state: 'sent', adapter: 'google', responseStatus: 200 });

    clock.set('2026-03-03T00:00:01.000Z');
    await api.ctx.notices.runDue();
    expect(published.at(-1)).toEqual({ url: url(second.id), type: 'URL_DELETED' });
    status = await statusOf(api, admin);
    expect(status).toMatchObject({ queued: 0, quota: { day: '2026-03-03', used: 1 } });
  });
});
