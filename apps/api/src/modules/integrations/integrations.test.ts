import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { movableClock, postingBody } from '../../testing/jobs';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { useTestApi } from '../../testing/test-api';
import { API_KEY_ROUTE_SCOPES } from '../../platform/api-keys';
import { announceExpiredPostings } from './announce-expired-postings';
import { verifySignatureHeader } from './webhook-signature';

// A practice's API keys and webhooks (ADR 111): a key limited to reading applicants lists them
// and is refused a posting change; a receiver on this machine gets a signed "application
// received", and one that is down gets it once it is back.

const clock = movableClock('2026-06-01T15:00:00Z');
const api = useTestApi({ clock, env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', API_KEY_REQUESTS_PER_MINUTE: '40' } });

type Received = { headers: IncomingHttpHeaders; body: string };

/** A webhook receiver on this machine: records what it gets and answers 200 'ok'. */
function startReceiver(port = 0): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok, thanks');
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/chairside`, received })),
  );
}
const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const asKey = (key: string): TestAccount => ({ username: '', email: '', password: '', authorization: `Bearer ${key}`, cookie: '' });

let practice: TestAccount;
let otherPractice: TestAccount;
let seeker: TestAccount;
let jobId: number;

beforeAll(async () => {
  practice = await signUpEmployer(api);
  otherPractice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  jobId = (await liveJob(api, practice)).id;
});

describe('API keys', () => {
  let key: string;

  it('a practice makes a key limited to reading applicants, shown once', async () => {
    const made = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/api-keys`, { name: 'Our ATS', scopes: ['applicants:read'] });
    expect(made.statusCode, made.body).toBe(201);
    key = made.json().key;
    expect(key).toMatch(/^chs_[A-Za-z0-9_-]{43}$/);
    const listed = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/api-keys`);
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Our ATS', scopes: ['applicants:read'], prefix: key.slice(0, 10), lastUsedAt: null })]);
    expect(listed.body).not.toContain(key);
    const stored = await api.database.db.execute<{ secret_hash: string }>(sql`select secret_hash from api_keys`);
    expect(stored.rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(key);
  });

  it('bad input names the field and stores nothing', async () => {
    const noScopes = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/api-keys`, { name: 'x', scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json().errors[0].field).toBe('scopes');
    const unknown = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/api-keys`, { name: 'x', scopes: ['admin'] });
    expect(unknown.statusCode).toBe(400);
    const noName = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/api-keys`, { name: ' ', scopes: ['postings:read'] });
    expect(noName.json().errors[0].field).toBe('name');
    const count = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from api_keys`);
    expect(count.rows[0].n).toBe(1);
  });

  it('with it, listing applicants works; changing a posting is refused with 403 naming the scope', async () => {
    expect((await apply(api, seeker, jobId)).statusCode).toBe(201);
    const applicants = await call(api, asKey(key), 'GET', `/api9/users/employers/${practice.username}/applications`);
    expect(applicants.statusCode, applicants.body).toBe(200);
    expect(JSON.stringify(applicants.json())).toContain(seeker.username);
    const one = await call(api, asKey(key), 'GET', `/api9/users/employers/${practice.username}/applications/${jobId}`);
    expect(one.statusCode, one.body).toBe(200);

    const before = await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${jobId}`);
    const change = await call(api, asKey(key), 'PUT', `/api9/jobs/${jobId}`, postingBody({ name: 'Changed by a key' }));
    expect(change.statusCode).toBe(403);
    expect(change.json().errors[0].message).toContain('postings:write');
    const stage = await call(api, asKey(key), 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${seeker.username}/opinion`, {
      opinion: 'LIKED',
    });
    expect(stage.statusCode).toBe(403);
    expect(stage.json().errors[0].message).toContain('stages:write');
    const after = await call(api, practice, 'GET', `/api9/users/${practice.username}/jobs/${jobId}`);
    expect(after.json().name).toBe(before.json().name);
  });

  it('every other route is refused to a key, even its own practice’s settings', async () => {
    for (const [method, url] of [
      ['GET', `/api9/users/employers/${practice.username}/api-keys`],
      ['POST', `/api9/users/employers/${practice.username}/webhooks`],
      ['GET', `/api9/users/employers/${practice.username}`],
      ['GET', `/api9/users/employers/${practice.username}/dashboard`],
    ] as const) {
      const answer = await call(api, asKey(key), method, url, method === 'POST' ? { url: 'https://example.com', events: ['application.received'] } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().errors[0].message).toContain('An API key cannot call');
    }
  });

  it('acts as its practice only: another practice’s path is 404', async () => {
    const other = await call(api, asKey(key), 'GET', `/api9/users/employers/${otherPractice.username}/applications`);
    expect(other.statusCode).toBe(404);
  });

  it('key requests are audited and stamp when the key was last used', async () => {
    const rows = await api.database.db.execute<{ actor_username: string; subject_username: string; method: string; status: number }>(
      sql`select actor_username, subject_username, method, status from audit_log where actor_username like 'api-key:%' order by id`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.rows[0]).toEqual({ actor_username: `api-key:${key.slice(0, 10)}`, subject_username: practice.username, method: 'GET', status: 200 });
    expect(rows.rows.some((row) => row.status === 403 && row.method === 'PUT')).toBe(true);
    const listed = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/api-keys`);
    expect(listed.json()[0].lastUsedAt).not.toBeNull();
  });

  it('key requests are rate limited per key (429 with Retry-After)', async () => {
    const made = await call(api, otherPractice, 'POST', `/api9/users/employers/${otherPractice.username}/api-keys`, {
      name: 'Busy',
      scopes: ['postings:read'],
    });
    const busy = asKey(made.json().key);
    let last = await call(api, busy, 'GET', `/api9/users/employers/${otherPractice.username}/jobs`);
    for (let i = 1; i < 41 && last.statusCode === 200; i++) last = await call(api, busy, 'GET', `/api9/users/employers/${otherPractice.username}/jobs`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a revoked key is refused (401); revoking is the owner’s alone', async () => {
    const [{ id }] = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/api-keys`)).json() as { id: number }[];
    expect((await call(api, otherPractice, 'PUT', `/api9/users/employers/${otherPractice.username}/api-keys/${id}/revoke`)).statusCode).toBe(404);
    const revoked = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/api-keys/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await call(api, asKey(key), 'GET', `/api9/users/employers/${practice.username}/applications`)).statusCode).toBe(401);
  });

  it('a closing practice’s keys stop working at once, as its sessions do', async () => {
    const closing = await signUpEmployer(api);
    const made = await call(api, closing, 'POST', `/api9/users/employers/${closing.username}/api-keys`, { name: 'Old ATS', scopes: ['postings:read'] });
    const closingKey = made.json().key as string;
    expect((await call(api, asKey(closingKey), 'GET', `/api9/users/employers/${closing.username}/jobs`)).statusCode).toBe(200);
    expect((await call(api, closing, 'POST', `/api9/users/${closing.username}/closure`, { password: closing.password })).statusCode).toBe(200);
    expect((await call(api, asKey(closingKey), 'GET', `/api9/users/employers/${closing.username}/jobs`)).statusCode).toBe(401);
  });

  it('every route a scope covers exists and is an employer route', () => {
    for (const route of Object.keys(API_KEY_ROUTE_SCOPES)) {
      const [method, url] = route.split(' ');
      expect(api.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });
});

describe('webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let endpointId: number;

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await stop(receiver.server);
  });

  it('refuses addresses off the public internet, and plain http elsewhere', async () => {
    for (const url of [
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://192.168.1.10/hook',
      'http://example.com/hook',
      'ftp://example.com',
      'not a url',
    ]) {
      const answer = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/webhooks`, { url, events: ['application.received'] });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors[0].field, url).toBe('url');
    }
    const none = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_endpoints`);
    expect(none.rows[0].n).toBe(0);
  });

  it('a receiver gets a signed "application received" event and verifies the signature', async () => {
    const made = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/webhooks`, {
      url: receiver.url,
      events: ['application.received'],
    });
    expect(made.statusCode, made.body).toBe(201);
    secret = made.json().secret;
    endpointId = made.json().id;
    expect(secret).toMatch(/^whsec_/);
    expect((await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/webhooks`)).body).not.toContain(secret);

    const applicant = await signUpStaff(api);
    await fillResume(api, applicant);
    expect((await apply(api, applicant, jobId)).statusCode).toBe(201);
    expect(receiver.received).toHaveLength(0);
    await api.ctx.notices.runDue();

    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    const event = JSON.parse(body);
    expect(event).toMatchObject({ type: 'application.received', data: { jobId, applicant: applicant.username } });
    expect(headers['chairside-event']).toBe('application.received');
    // The receiver's check, as the docs show it: HMAC-SHA256 over "t.body" with the secret.
    const header = String(headers['chairside-signature']);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(verifySignatureHeader(header, body, secret, Number(t))).toBe(true);
    expect(verifySignatureHeader(header, body.replace('application', 'applicatioN'), secret, Number(t))).toBe(false);
    expect(verifySignatureHeader(header, body, 'whsec_wrong', Number(t))).toBe(false);
    expect(verifySignatureHeader(header, body, secret, Number(t) + 3600)).toBe(false);

    const log = await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/webhooks/${endpointId}/deliveries`);
    expect(log.json()).toEqual([
      expect.objectContaining({ event: 'application.received', state: 'delivered', attempts: 1, responseStatus: 200, responseBody: 'ok, thanks' }),
    ]);
    expect((await call(api, otherPractice, 'GET', `/api9/users/employers/${otherPractice.username}/webhooks/${endpointId}/deliveries`)).statusCode).toBe(404);
  });

  it('a receiver that is down gets the event later (retried with back-off)', async () => {
    // A port with nothing listening on it, for now.
    const probe = await startReceiver();
    const port = (probe.server.address() as AddressInfo).port;
    await stop(probe.server);
    const made = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/webhooks`, {
      url: `http://127.0.0.1:${port}/late`,
      events: ['application.received'],
    });
    const lateId = made.json().id as number;
    const applicant = await signUpStaff(api);
    await fillResume(api, applicant);
    expect((await apply(api, applicant, jobId)).statusCode).toBe(201);

    const first = await api.ctx.notices.runDue();
    expect(
      first
        .filter((outcome) => outcome.kind === 'webhook')
        .map((outcome) => outcome.outcome)
        .sort(),
    ).toEqual(['retry', 'sent']);
    const pending = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/webhooks/${lateId}/deliveries`)).json();
    expect(pending).toEqual([expect.objectContaining({ state: 'pending', attempts: 1, responseStatus: null, error: expect.any(String) })]);

    const back = await startReceiver(port);
    try {
      // Not before the back-off has passed.
      await api.ctx.notices.runDue();
      expect(back.received).toHaveLength(0);
      clock.set(new Date(clock.now().getTime() + 61_000).toISOString());
      await api.ctx.notices.runDue();
      expect(back.received).toHaveLength(1);
      expect(JSON.parse(back.received[0].body).data.applicant).toBe(applicant.username);
      const header = String(back.received[0].headers['chairside-signature']);
      expect(verifySignatureHeader(header, back.received[0].body, made.json().secret, Math.floor(clock.now().getTime() / 1000))).toBe(true);
    } finally {
      await stop(back.server);
    }
    const delivered = (await call(api, practice, 'GET', `/api9/users/employers/${practice.username}/webhooks/${lateId}/deliveries`)).json();
    expect(delivered).toEqual([expect.objectContaining({ state: 'delivered', attempts: 2, responseStatus: 200 })]);
  });

  it('a stage change reaches only the endpoints that take it; a removed endpoint gets nothing more', async () => {
    const made = await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/webhooks`, {
      url: receiver.url,
      events: ['application.stage_changed'],
    });
    const before = receiver.received.length;
    const liked = await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${seeker.username}/opinion`, {
      opinion: 'LIKED',
    });
    expect(liked.statusCode, liked.body).toBe(200);
    await api.ctx.notices.runDue();
    expect(receiver.received.length).toBe(before + 1);
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ type: 'application.stage_changed', data: { opinion: 'LIKED' } });

    expect((await call(api, practice, 'DELETE', `/api9/users/employers/${practice.username}/webhooks/${made.json().id}`)).statusCode).toBe(204);
    await call(api, practice, 'PUT', `/api9/users/employers/${practice.username}/applications/${jobId}/${seeker.username}/opinion`, { opinion: null });
    await api.ctx.notices.runDue();
    expect(receiver.received.length).toBe(before + 1);
  });

  it('a posting that expires is announced once to the endpoints that take posting.expired', async () => {
    await call(api, practice, 'POST', `/api9/users/employers/${practice.username}/webhooks`, { url: receiver.url, events: ['posting.expired'] });
    const before = receiver.received.length;
    const expired = new Date(clock.now().getTime() - 60_000).toISOString();
    await api.database.db.execute(sql`update jobs set expired_date = ${expired}::timestamptz where id = ${jobId}`);
    expect(await announceExpiredPostings(api.ctx, clock.now())).toBe(1);
    expect(await announceExpiredPostings(api.ctx, clock.now())).toBe(0);
    await api.ctx.notices.runDue();
    const events = receiver.received.slice(before).map((one) => JSON.parse(one.body));
    expect(events).toEqual([
      expect.objectContaining({ id: `evt_posting_expired_${jobId}`, type: 'posting.expired', data: expect.objectContaining({ jobId }) }),
    ]);
  });
});
