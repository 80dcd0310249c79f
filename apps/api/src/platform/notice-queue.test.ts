import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '@chairside/db/client';
import { notices } from '@chairside/db/schema';
import { createContext } from '../app';
import { movableClock } from '../testing/jobs';
import { testConfig } from '../testing/test-api';
import { openTestDatabase } from '../testing/test-database';
import { backoffAfter, createNoticeQueue, noticeKind, silentLog, type NoticeQueue } from './notice-queue';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const EmailSchema = z.object({ to: z.string() });

describe('the notice queue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const queueAt = (clock: ReturnType<typeof movableClock>) => createNoticeQueue({ db: database.db, clock, log: silentLog });
  const rowOf = async (key: string) => (await database.db.select().from(notices).where(eq(notices.key, key)))[0];

  it('sends nothing for a change that rolls back, and the notice of a committed change once', async () => {
    const clock = movableClock('2026-04-01T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.commit', EmailSchema);
    const sent: string[] = [];
    queue.handle(kind, async (notice) => void sent.push(`${notice.key} to ${notice.payload.to}`));

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into app_settings (key, value) values ('notice-test:rolled-back', 'x')`);
        await queue.enqueue(tx, { kind, key: 'commit:rolled-back', payload: { to: 'a@example.com' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowOf('commit:rolled-back')).toBeUndefined();

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into app_settings (key, value) values ('notice-test:committed', 'x')`);
      await queue.enqueue(tx, { kind, key: 'commit:committed', payload: { to: 'b@example.com' } });
    });

    expect(await queue.runDue()).toEqual([{ key: 'commit:committed', kind: 'test.commit', outcome: 'sent' }]);
    expect(await queue.runDue()).toEqual([]);
    expect(sent).toEqual(['commit:committed to b@example.com']);
    expect(await rowOf('commit:committed')).toMatchObject({ state: 'sent', attempts: 1, finishedAt: new Date('2026-04-01T09:00:00.000Z') });
  });

  it('treats a second enqueue of a key as a no-op, and refuses a payload that does not fit its kind', async () => {
    const clock = movableClock('2026-04-02T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.duplicate', EmailSchema);
    let sent = 0;
    queue.handle(kind, async () => void sent++);

    expect(await queue.enqueue(database.db, { kind, key: 'duplicate:1', payload: { to: 'first@example.com' } })).toBe(true);
    expect(await queue.enqueue(database.db, { kind, key: 'duplicate:1', payload: { to: 'second@example.com' } })).toBe(false);
    await expect(queue.enqueue(database.db, { kind, key: 'duplicate:2', payload: { to: 3 } as unknown as { to: string } })).rejects.toThrow();

    await queue.runDue();
    expect(sent).toBe(1);
    expect((await rowOf('duplicate:1')).payload).toEqual({ to: 'first@example.com' });
    expect(await rowOf('duplicate:2')).toBeUndefined();
    // Sent, and still a no-op: a retry of the change after a crash does not send twice.
    expect(await queue.enqueue(database.db, { kind, key: 'duplicate:1', payload: { to: 'first@example.com' } })).toBe(false);
    await queue.runDue();
    expect(sent).toBe(1);
  });

  it('waits until runAt', async () => {
    const clock = movableClock('2026-04-03T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.later', EmailSchema);
    queue.handle(kind, async () => undefined);
    await queue.enqueue(database.db, { kind, key: 'later:1', payload: { to: 'a@example.com' }, runAt: new Date('2026-04-04T09:00:00.000Z') });
    expect(await queue.runDue()).toEqual([]);
    clock.set('2026-04-04T09:00:00.000Z');
    expect(await queue.runDue()).toEqual([{ key: 'later:1', kind: 'test.later', outcome: 'sent' }]);
  });

  it('tries a handler that throws again after an exponential back-off', async () => {
    const clock = movableClock('2026-04-05T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.flaky', EmailSchema, { backoffMs: 30 * SECOND, maxBackoffMs: 2 * MINUTE });
    const attempts: number[] = [];
    queue.handle(kind, async (notice) => {
      attempts.push(notice.attempt);
      if (notice.attempt < 3) throw new Error('the mail server is away');
    });
    await queue.enqueue(database.db, { kind, key: 'flaky:1', payload: { to: 'a@example.com' } });

    expect((await queue.runDue()).map((o) => o.outcome)).toEqual(['retry']);
    expect(await rowOf('flaky:1')).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'the mail server is away',
      runAfter: new Date('2026-04-05T09:00:30.000Z'),
    });
    clock.set('2026-04-05T09:00:29.000Z');
    expect(await queue.runDue()).toEqual([]);
    clock.set('2026-04-05T09:00:30.000Z');
    expect((await queue.runDue()).map((o) => o.outcome)).toEqual(['retry']);
    // The second wait is twice the first.
    expect((await rowOf('flaky:1')).runAfter).toEqual(new Date('2026-04-05T09:01:30.000Z'));
    clock.set('2026-04-05T09:01:30.000Z');
    expect((await queue.runDue()).map((o) => o.outcome)).toEqual(['sent']);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rowOf('flaky:1')).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect([1, 2, 3, 4, 5].map((attempt) => backoffAfter(kind, attempt))).toEqual([30 * SECOND, MINUTE, 2 * MINUTE, 2 * MINUTE, 2 * MINUTE]);
  });

  it('marks a notice dead after its last attempt, lists it, and an administrator retries it', async () => {
    const clock = movableClock('2026-04-06T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.doomed', EmailSchema, { maxAttempts: 3, backoffMs: SECOND });
    let working = false;
    queue.handle(kind, async () => {
      if (!working) throw new Error('550 mailbox unavailable');
    });
    await queue.enqueue(database.db, { kind, key: 'doomed:1', payload: { to: 'gone@example.com' } });

    const outcomes: string[] = [];
    for (let minute = 0; minute < 5; minute++) {
      clock.set(new Date(Date.parse('2026-04-06T09:00:00.000Z') + minute * MINUTE).toISOString());
      outcomes.push(...(await queue.runDue()).map((o) => o.outcome));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'dead']);
    const dead = (await queue.listDead()).find((notice) => notice.key === 'doomed:1');
    expect(dead).toMatchObject({ kind: 'test.doomed', attempts: 3, lastError: '550 mailbox unavailable', diedAt: new Date('2026-04-06T09:02:00.000Z') });

    working = true;
    expect(await queue.retryDead(dead!.id)).toBe(true);
    expect(await queue.retryDead(dead!.id)).toBe(false);
    expect((await queue.runDue()).map((o) => o.outcome)).toEqual(['sent']);
    expect((await queue.listDead()).some((notice) => notice.key === 'doomed:1')).toBe(false);
  });

  it('marks a notice whose payload no longer fits its kind dead at once', async () => {
    const queue = queueAt(movableClock('2026-04-07T09:00:00.000Z'));
    const kind = noticeKind('test.reshaped', EmailSchema);
    queue.handle(kind, async () => undefined);
    await database.db.insert(notices).values({
      kind: 'test.reshaped',
      key: 'reshaped:1',
      payload: { email: 'old shape' },
      maxAttempts: 5,
      runAfter: new Date('2026-04-07T09:00:00.000Z'),
      createdAt: new Date('2026-04-07T09:00:00.000Z'),
    });
    expect((await queue.runDue()).map((o) => o.outcome)).toEqual(['dead']);
    expect((await rowOf('reshaped:1')).lastError).toMatch(/does not fit test\.reshaped/);
  });

  it('never lets two app contexts on one database handle one notice twice', async () => {
    const clock = movableClock('2026-04-08T09:00:00.000Z');
    const contexts = await Promise.all([1, 2].map(() => createContext({ config: testConfig(), db: database.db, clock })));
    const kind = noticeKind('test.shared', EmailSchema);
    const handled = new Map<string, number>();
    for (const ctx of contexts)
      ctx.notices.handle(kind, async (notice) => {
        handled.set(notice.key, (handled.get(notice.key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
    for (let n = 0; n < 60; n++) await contexts[0].notices.enqueue(database.db, { kind, key: `shared:${n}`, payload: { to: `${n}@example.com` } });

    const [first, second] = await Promise.all(contexts.map((ctx) => ctx.notices.runDue()));
    expect(first.length + second.length).toBe(60);
    expect(handled.size).toBe(60);
    expect([...handled.values()].every((times) => times === 1)).toBe(true);
  });

  it('gives the notice of a worker that died to another once the lease runs out, and ignores the late one', async () => {
    const clock = movableClock('2026-04-09T09:00:00.000Z');
    const kind = noticeKind('test.lease', EmailSchema);
    const dying = createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: 5 * MINUTE });
    const survivor = createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: 5 * MINUTE });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    dying.handle(kind, () => {
      started();
      return new Promise<void>((resolve) => (release = resolve));
    });
    const deliveries: number[] = [];
    survivor.handle(kind, async (notice) => void deliveries.push(notice.attempt));
    await dying.enqueue(database.db, { kind, key: 'lease:1', payload: { to: 'a@example.com' } });

    const stuck = dying.runDue();
    await hasStarted;
    clock.set('2026-04-09T09:04:59.000Z');
    expect(await survivor.runDue()).toEqual([]);
    clock.set('2026-04-09T09:05:00.000Z');
    expect(await survivor.runDue()).toEqual([{ key: 'lease:1', kind: 'test.lease', outcome: 'sent' }]);
    expect(deliveries).toEqual([2]);

    // The first worker comes back late: its result no longer counts.
    clock.set('2026-04-09T09:06:00.000Z');
    release();
    await stuck;
    expect(await rowOf('lease:1')).toMatchObject({ state: 'sent', attempts: 2, finishedAt: new Date('2026-04-09T09:05:00.000Z') });
  });

  it('holds a kind with a lease of its own that long, and other kinds the queue’s lease', async () => {
    const clock = movableClock('2026-04-10T09:00:00.000Z');
    const short = noticeKind('test.short-lease', EmailSchema, { leaseMs: 2 * MINUTE });
    const long = noticeKind('test.queue-lease', EmailSchema);
    const dying = createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: 10 * MINUTE });
    const survivor = createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: 10 * MINUTE });
    const hang = () => new Promise<void>(() => undefined);
    dying.handle(short, hang);
    dying.handle(long, hang);
    survivor.handle(short, async () => undefined);
    survivor.handle(long, async () => undefined);
    await dying.enqueue(database.db, { kind: short, key: 'own-lease:short', payload: { to: 'a@example.com' } });
    await dying.enqueue(database.db, { kind: long, key: 'own-lease:long', payload: { to: 'b@example.com' } });
    void dying.runDue();
    await expect.poll(async () => (await rowOf('own-lease:long'))?.attempts).toBe(1);

    clock.set('2026-04-10T09:02:00.000Z');
    expect(await survivor.runDue()).toEqual([{ key: 'own-lease:short', kind: 'test.short-lease', outcome: 'sent' }]);
    clock.set('2026-04-10T09:10:00.000Z');
    expect(await survivor.runDue()).toEqual([{ key: 'own-lease:long', kind: 'test.queue-lease', outcome: 'sent' }]);
  });

  it('does not let a late failure cut short the lease of the worker that took over', async () => {
    const clock = movableClock('2026-04-11T09:00:00.000Z');
    const kind = noticeKind('test.late-failure', EmailSchema);
    const workers = [1, 2].map(() => createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: 5 * MINUTE }));
    const releases: Array<(error?: Error) => void> = [];
    const started: Array<Promise<void>> = [];
    const starting: Array<() => void> = [];
    for (let n = 0; n < 2; n++) started.push(new Promise<void>((resolve) => starting.push(resolve)));
    for (const [index, worker] of workers.entries())
      worker.handle(kind, () => {
        starting[index]();
        return new Promise<void>((resolve, reject) => releases.push((error) => (error ? reject(error) : resolve())));
      });
    await workers[0].enqueue(database.db, { kind, key: 'late-failure:1', payload: { to: 'a@example.com' } });

    const first = workers[0].runDue();
    await started[0];
    clock.set('2026-04-11T09:05:00.000Z');
    const second = workers[1].runDue();
    await started[1];
    releases[0](new Error('timed out long ago'));
    await first;
    expect(await rowOf('late-failure:1')).toMatchObject({ state: 'pending', attempts: 2, runAfter: new Date('2026-04-11T09:10:00.000Z'), lastError: null });
    releases[1]();
    await second;
    expect(await rowOf('late-failure:1')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('marks dead a notice whose last attempt never finished', async () => {
    const clock = movableClock('2026-04-10T09:00:00.000Z');
    const queue = createNoticeQueue({ db: database.db, clock, log: silentLog, leaseMs: MINUTE });
    queue.handle(noticeKind('test.abandoned', EmailSchema), async () => undefined);
    // Claimed for its last attempt by a worker that is gone: the lease ran out at 09:00.
    await database.db.insert(notices).values({
      kind: 'test.abandoned',
      key: 'abandoned:1',
      payload: { to: 'a@example.com' },
      attempts: 2,
      maxAttempts: 2,
      runAfter: new Date('2026-04-10T09:00:00.000Z'),
      createdAt: new Date('2026-04-10T08:00:00.000Z'),
    });
    expect(await queue.runDue()).toEqual([]);
    expect(await rowOf('abandoned:1')).toMatchObject({ state: 'dead', lastError: 'the last attempt did not finish' });
  });

  it('runs each occurrence of a recurring task once across instances, at a local time of day, and retries a failed one', async () => {
    const clock = movableClock('2026-01-15T12:00:30.000Z');
    const runs: string[] = [];
    let failNext = false;
    const instances: NoticeQueue[] = [1, 2, 3].map(() => {
      const queue = queueAt(clock);
      queue.every({
        name: 'morning-digest',
        recurrence: { dailyAt: '07:00', timeZone: 'America/New_York' },
        run: async (_now, occurrence) => {
          if (failNext) {
            failNext = false;
            throw new Error('digest failed');
          }
          runs.push(occurrence.toISOString());
        },
      });
      return queue;
    });
    const runAll = async () => (await Promise.all(instances.map((queue) => queue.runDue()))).flat();

    await runAll();
    expect(runs).toEqual(['2026-01-15T12:00:00.000Z']);
    clock.set('2026-01-16T11:59:00.000Z');
    await runAll();
    expect(runs).toHaveLength(1);

    // Summer: 7 AM in New York is 11:00 UTC. The first try fails, the next one a minute on succeeds.
    clock.set('2026-07-01T11:00:00.000Z');
    failNext = true;
    expect((await runAll()).map((o) => o.outcome)).toEqual(['retry']);
    clock.set('2026-07-01T11:01:00.000Z');
    expect((await runAll()).map((o) => o.outcome)).toEqual(['sent']);
    expect(runs).toEqual(['2026-01-15T12:00:00.000Z', '2026-07-01T11:00:00.000Z']);
  });

  it('hands over notices while a long recurring task runs: the task holds neither those claimed with it nor later ones', async () => {
    const clock = movableClock('2026-06-01T09:00:30.000Z');
    const queue = createNoticeQueue({ db: database.db, clock, log: silentLog, pollMs: 20 });
    const kind = noticeKind('test.beside-task', EmailSchema);
    const sent: string[] = [];
    queue.handle(kind, async (notice) => void sent.push(notice.payload.to));
    let finish: () => void = () => undefined;
    let started: () => void = () => undefined;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    queue.every({
      name: 'long-pass',
      recurrence: { everyMs: 60 * MINUTE },
      run: () => {
        started();
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await queue.enqueue(database.db, { kind, key: 'beside:before', payload: { to: 'before@example.com' } });

    const running = queue.runDue();
    await hasStarted;
    await queue.enqueue(database.db, { kind, key: 'beside:during', payload: { to: 'during@example.com' } });
    await vi.waitFor(() => expect(sent).toEqual(['before@example.com', 'during@example.com']), { timeout: 5_000 });
    finish();
    expect((await running).map((outcome) => `${outcome.key} ${outcome.outcome}`)).toEqual([
      'beside:before sent',
      'beside:during sent',
      'long-pass@2026-06-01T09:00:00.000Z sent',
    ]);
  });

  it('forgets sent notices after 30 days, once a day', async () => {
    const clock = movableClock('2026-05-01T09:00:00.000Z');
    const queue = queueAt(clock);
    const kind = noticeKind('test.old', EmailSchema);
    queue.handle(kind, async () => undefined);
    await queue.enqueue(database.db, { kind, key: 'old:1', payload: { to: 'a@example.com' } });
    await queue.runDue();
    clock.set('2026-05-31T09:00:00.000Z');
    await queueAt(clock).runDue();
    expect(await rowOf('old:1')).toBeDefined();
    clock.set('2026-05-31T09:00:01.000Z');
    await queueAt(clock).runDue();
    expect(await rowOf('old:1')).toBeUndefined();
  });
});
