import { createServer, type Server, type Socket } from 'node:net';
import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApi } from '../../testing/test-api';
import { signUpStaff } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import { loadConfig } from '../../platform/config';
import { PUSH_NOTICE_BUDGET_MS } from './push-delivery';
import { isPublicAddress, publicAddressLookup, pushAgent } from './push-endpoints';

/** A push service that takes connections and never answers (nor finishes the TLS handshake). */
function silentServer(): Promise<{ server: Server; port: number; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        server,
        port,
        connections: () => accepted,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const silent = await silentServer();
const localService = `https://127.0.0.1:${silent.port}`;
const api = useTestApi({ env: { PUSH_LOCAL_SERVICE_URL: localService } });
afterAll(() => silent.close());

const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' };

describe('a push service that never answers', () => {
  let practice: Awaited<ReturnType<typeof signUpEmployer>>;
  let seeker: Awaited<ReturnType<typeof signUpStaff>>;
  let jobId: number;

  beforeAll(async () => {
    practice = await signUpEmployer(api);
    seeker = await signUpStaff(api);
    await fillResume(api, seeker);
    jobId = (await liveJob(api, practice)).id;
    expect((await apply(api, seeker, jobId)).statusCode).toBe(201);
    for (const device of ['phone', 'laptop']) {
      const subscribed = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/push/subscriptions`, {
        endpoint: `${localService}/send/${device}`,
        keys,
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
    }
  });

  it('delays no request: the message is stored at once, the notice is tried within its budget from the queue, and tried again later', async () => {
    const opened = await call(api, practice, 'POST', '/api9/conversations', { username: seeker.username, jobId, message: 'Could you come in on Tuesday?' });
    expect(opened.statusCode, opened.body).toBe(201);
    const before = silent.connections();
    const started = performance.now();
    const sent = await call(api, practice, 'POST', `/api9/conversations/${opened.json().id}/messages`, { message: 'Or Wednesday at 9?' });
    const took = performance.now() - started;
    expect(sent.statusCode, sent.body).toBe(201);
    expect(took).toBeLessThan(1_500);
    expect(silent.connections() - before).toBe(0);

    // The queue hands it over: both browsers' service is connected to, and the attempt ends within its budget.
    const waited = performance.now();
    const outcomes = await api.ctx.notices.runDue();
    expect(performance.now() - waited).toBeLessThan(PUSH_NOTICE_BUDGET_MS + 1_000);
    expect(silent.connections() - before).toBe(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'push').map((outcome) => outcome.outcome)).toEqual(['retry']);
    // Not answering is not "gone": the subscriptions stay.
    const { rows } = await api.database.db.execute(sql`select count(*)::int as n from push_subscriptions where endpoint like ${`${localService}/%`}`);
    expect(Number(rows[0].n)).toBe(2);
  });

  it('is the only local address allowed: another port on this machine is refused with 400 endpoint', async () => {
    const other = await call(api, seeker, 'POST', `/api9/users/${seeker.username}/push/subscriptions`, {
      endpoint: `https://127.0.0.1:${silent.port + 1}/send/x`,
      keys,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('endpoint');
  });
});

describe('where push connections may go', () => {
  it('only public addresses count', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '169.254.169.254',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '::ffff:127.0.0.1',
      'fe80::1',
      'fc00::1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '192.0.2.1',
      '240.0.0.1',
      '2001:db8::1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '142.250.72.10', '2607:f8b0:4005:80a::200a']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('a name that resolves to this machine is not connected to', async () => {
    const lookedUp = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicAddressLookup('localhost', {}, (error) => resolve(error)));
    expect(lookedUp?.code).toBe('ENOTFOUND');

    const before = silent.connections();
    const failed = await new Promise<Error>((resolve) => {
      const attempt = request({ host: 'localhost', port: silent.port, path: '/send/x', method: 'POST', agent: pushAgent, timeout: 2_000 }, () =>
        resolve(new Error('answered')),
      );
      attempt.on('error', resolve);
      attempt.end();
    });
    expect((failed as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
    expect(silent.connections()).toBe(before);
  });

  it('the local push service setting is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_LOCAL_SERVICE_URL: localService })).toThrow(/PUSH_LOCAL_SERVICE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', PUSH_LOCAL_SERVICE_URL: 'https://10.0.0.5:443' })).toThrow(/PUSH_LOCAL_SERVICE_URL/);
  });
});
