import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@chairside/db/client';
import { movableClock } from '../testing/jobs';
import { openTestDatabase } from '../testing/test-database';
import { createScheduler, type SchedulerLog } from './scheduler';

const HOUR = 3_600_000;
const quietLog: SchedulerLog = { info: () => undefined, error: () => undefined };

describe('the scheduler', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a task at once, then only when its interval has passed by the clock', async () => {
    const clock = movableClock('2026-03-01T09:00:00.000Z');
    const runs: string[] = [];
    const scheduler = createScheduler({ db: database.db, clock, log: quietLog });
    scheduler.add({ name: 'hourly', everyMs: HOUR, run: async (now) => void runs.push(now.toISOString()) });

    expect(await scheduler.runDue()).toEqual(['hourly']);
    expect(await scheduler.runDue()).toEqual([]);
    clock.set('2026-03-01T09:59:59.000Z');
    expect(await scheduler.runDue()).toEqual([]);
    clock.set('2026-03-01T10:00:00.000Z');
    expect(await scheduler.runDue()).toEqual(['hourly']);
    expect(runs).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-01T10:00:00.000Z']);
  });

  it('runs a task once per interval across instances, even when they check at the same moment', async () => {
    const clock = movableClock('2026-03-02T09:00:00.000Z');
    let runs = 0;
    const instances = Array.from({ length: 4 }, () => {
      const scheduler = createScheduler({ db: database.db, clock, log: quietLog });
      scheduler.add({ name: 'shared', everyMs: HOUR, run: async () => void runs++ });
      return scheduler;
    });
    await Promise.all(instances.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(1);
    clock.set('2026-03-02T10:00:00.000Z');
    await Promise.all(instances.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(2);
  });

  it('logs a failed run and tries again at the next interval, other tasks unaffected', async () => {
    const clock = movableClock('2026-03-03T09:00:00.000Z');
    const errors: string[] = [];
    let attempts = 0;
    let other = 0;
    const scheduler = createScheduler({ db: database.db, clock, log: { ...quietLog, error: (details) => void errors.push((details as { task: string }).task) } });
    scheduler.add({
      name: 'flaky',
      everyMs: HOUR,
      run: async () => {
        attempts++;
        throw new Error('gateway down');
      },
    });
    scheduler.add({ name: 'steady', everyMs: HOUR, run: async () => void other++ });

    expect(await scheduler.runDue()).toEqual(['flaky', 'steady']);
    expect(errors).toEqual(['flaky']);
    expect(await scheduler.runDue()).toEqual([]);
    clock.set('2026-03-03T10:00:00.000Z');
    await scheduler.runDue();
    expect([attempts, other]).toEqual([2, 2]);
  });

  it('never overlaps runs of one task in a process, and stop() waits for the run in flight', async () => {
    const clock = movableClock('2026-03-04T09:00:00.000Z');
    let release: () => void = () => undefined;
    let finished = false;
    const scheduler = createScheduler({ db: database.db, clock, log: quietLog });
    scheduler.add({
      name: 'slow',
      everyMs: 1000,
      run: () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished = true;
            resolve();
          };
        }),
    });
    const first = scheduler.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock.set('2026-03-04T10:00:00.000Z');
    expect(await scheduler.runDue()).toEqual([]);
    const stopping = scheduler.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    await first;
    clock.set('2026-03-04T11:00:00.000Z');
    expect(await scheduler.runDue()).toEqual([]);
  });

  it('refuses two tasks with one name', () => {
    const scheduler = createScheduler({ db: database.db, clock: movableClock('2026-03-05T09:00:00.000Z'), log: quietLog });
    scheduler.add({ name: 'twice', everyMs: HOUR, run: async () => undefined });
    expect(() => scheduler.add({ name: 'twice', everyMs: HOUR, run: async () => undefined })).toThrow(/exists already/);
  });
});
