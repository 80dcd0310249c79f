import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApi, useTestApi, testConfig } from '../../testing/test-api';
import { signUpStaff, type TestAccount } from '../../testing/accounts';
import { call, signUpEmployer } from '../../testing/staff-profiles';
import { apply, fillResume, liveJob } from '../../testing/hiring';
import type { AppContext } from '../../platform/context';
import { messagingEventsOf } from './routes';

// Two API instances on one database, each on its own port with its own listener: a message
// sent through one reaches a stream open on the other (NOTIFY on PostgreSQL and on PGlite).
const api = useTestApi();
let second: { app: FastifyInstance; ctx: AppContext };
let urlA: string;
let urlB: string;
let practice: TestAccount;
let seeker: TestAccount;
let job: { id: number };

beforeAll(async () => {
  second = await buildTestApi({ config: testConfig(), db: api.database.db });
  urlA = await api.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await second.app.listen({ port: 0, host: '127.0.0.1' });
  practice = await signUpEmployer(api);
  seeker = await signUpStaff(api);
  await fillResume(api, seeker);
  job = await liveJob(api, practice);
  expect((await apply(api, seeker, job.id)).statusCode).toBe(201);
});

afterAll(async () => {
  await second?.app.close();
});

type Changeset = { totalUnreadCount: number; cursor: string; conversations: { id: number; lastMessage: { message: string } | null }[] };

/** Opens the stream and collects its changeset events. */
async function openStream(base: string, account: TestAccount) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api9/conversations/stream`, { headers: { authorization: account.authorization }, signal: controller.signal });
  const events: Changeset[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.includes('event: changeset') && data) {
            events.push(JSON.parse(data.slice(6)));
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (count: number) => {
    const deadline = Date.now() + 5000;
    while (events.length < count && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    return events[count - 1];
  };
  return {
    response,
    events,
    next,
    close: async () => {
      controller.abort();
      await done;
    },
  };
}

describe('the conversation stream', () => {
  it('refuses anonymous and malformed requests', async () => {
    expect((await fetch(`${urlB}/api9/conversations/stream`)).status).toBe(401);
    const bad = await fetch(`${urlB}/api9/conversations/stream?since=abc`, { headers: { authorization: seeker.authorization } });
    expect(bad.status).toBe(400);
  });

  it('delivers a message sent through one instance to a stream open on the other, at once', async () => {
    const stream = await openStream(urlB, seeker);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next(1);
    expect(first).toMatchObject({ totalUnreadCount: 0, conversations: [] });
    expect(messagingEventsOf(second.ctx)?.openStreams()).toBe(1);
    expect(messagingEventsOf(api.ctx)?.openStreams()).toBe(0);

    const sentAt = Date.now();
    const sent = await fetch(`${urlA}/api9/conversations`, {
      method: 'POST',
      headers: { authorization: practice.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ username: seeker.username, jobId: job.id, message: 'Are you free on Tuesday?' }),
    });
    expect(sent.status).toBe(201);
    const delivered = await stream.next(2);
    expect(Date.now() - sentAt).toBeLessThan(3000);
    expect(delivered).toMatchObject({
      totalUnreadCount: 1,
      conversations: [{ id: (await sent.json()).id, lastMessage: { message: 'Are you free on Tuesday?' } }],
    });
    expect(Number(delivered.cursor)).toBeGreaterThan(Number(first.cursor));

    // Reading it on the first instance reaches the stream too.
    await call(api, seeker, 'PUT', `/api9/conversations/${delivered.conversations[0].id}/read`, { read: true });
    expect(await stream.next(3)).toMatchObject({ totalUnreadCount: 0 });

    await stream.close();
    for (let wait = 0; wait < 50 && messagingEventsOf(second.ctx)?.openStreams() !== 0; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messagingEventsOf(second.ctx)?.openStreams()).toBe(0);
  });

  it("does not tell a person about other people's conversations", async () => {
    const other = await signUpStaff(api);
    const stream = await openStream(urlA, other);
    await stream.next(1);
    const sent = await call(api, practice, 'POST', `/api9/conversations/0/messages`, { message: 'x' });
    expect(sent.statusCode).toBe(400);
    await call(api, practice, 'POST', '/api9/conversations', { username: seeker.username, jobId: job.id, message: 'Second note' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events).toHaveLength(1);
    await stream.close();
  });
});
