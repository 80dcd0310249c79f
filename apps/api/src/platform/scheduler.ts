import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import type { Clock } from './clock';

/** A job run about once per interval, whatever the number of instances. */
export type ScheduledTask = {
  /** Unique and stable: the claim of each run is kept under this name. */
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
};

export type SchedulerLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export const silentLog: SchedulerLog = { info: () => undefined, error: () => undefined };

export type Scheduler = {
  add: (task: ScheduledTask) => void;
  /** Runs every task whose interval has passed (by the clock) and that no instance has claimed; answers their names. */
  runDue: () => Promise<string[]>;
  /** Checks for due tasks now and then every `tickMs`. */
  start: () => void;
  /** Stops checking and waits for the runs in flight. */
  stop: () => Promise<void>;
};

const DEFAULT_TICK_MS = 30_000;

/**
 * Claims the task's run at `now` when its last claimed run (by any instance) is at least one
 * interval old. One statement, so two instances never both claim a period. The claim is kept
 * in app_settings as `scheduler:{name}`.
 */
export async function claimRun(db: Database, name: string, everyMs: number, now: Date): Promise<boolean> {
  const result = await db.execute<{ key: string }>(sql`
    insert into app_settings (key, value) values (${`scheduler:${name}`}, ${now.toISOString()})
    on conflict (key) do update set value = excluded.value
    where app_settings.value::timestamptz <= ${now.toISOString()}::timestamptz - make_interval(secs => ${everyMs / 1000})
    returning key`);
  return result.rows.length === 1;
}

/**
 * One scheduler per process for every recurring job (renewals, alerts, reminders, partner
 * feeds). Each run is claimed in the database first, so across instances a task runs once per
 * interval; a run that fails is logged and waits for the next interval (tasks must be safe to
 * repeat). Runs of one task never overlap within a process. Tests move the clock and call runDue().
 */
export function createScheduler(deps: { db: Database; clock: Clock; log: SchedulerLog; tickMs?: number }): Scheduler {
  const tasks = new Map<string, ScheduledTask>();
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const runTask = async (task: ScheduledTask, now: Date) => {
    const started = Date.now();
    try {
      await task.run(now);
      deps.log.info({ task: task.name, ms: Date.now() - started }, 'scheduled task ran');
    } catch (error) {
      deps.log.error({ task: task.name, err: error }, 'scheduled task failed');
    }
  };

  const runDue = async () => {
    const now = deps.clock.now();
    const ran: string[] = [];
    const runs: Promise<void>[] = [];
    for (const task of tasks.values()) {
      if (stopped || running.has(task.name)) continue;
      if (!(await claimRun(deps.db, task.name, task.everyMs, now))) continue;
      const run = runTask(task, now).finally(() => running.delete(task.name));
      running.set(task.name, run);
      runs.push(run);
      ran.push(task.name);
    }
    await Promise.all(runs);
    return ran;
  };

  const tick = () => {
    runDue().catch((error: unknown) => deps.log.error({ err: error }, 'scheduler check failed'));
  };

  return {
    add(task) {
      if (tasks.has(task.name)) throw new Error(`A scheduled task named ${task.name} exists already`);
      tasks.set(task.name, task);
    },
    runDue,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, deps.tickMs ?? DEFAULT_TICK_MS);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
