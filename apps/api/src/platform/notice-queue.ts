import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { notices } from '@chairside/db/schema';
import { latestOccurrence, type Recurrence } from '@chairside/domain/recurrence';
import type { Clock } from './clock';

/** Where the queue reports what it did and what failed. */
export type TaskLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export const silentLog: TaskLog = { info: () => undefined, error: () => undefined };

/**
 * A kind of notice: its name, the shape of its payload (checked when it is enqueued and again
 * when it is handled) and how hard to try. Modules declare their kinds once and use them on both
 * sides, so an enqueue and its handler cannot disagree on the payload.
 */
export type NoticeKind<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts before the notice goes dead (the admin area lists dead notices and retries them). */
  maxAttempts: number;
  /** The wait after the first failure; each later one doubles it, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /**
   * How long a claimed notice is held before another worker may take it (its worker is taken to
   * have died); the queue's lease when left out. A kind whose handler has short timeouts of its
   * own takes a short lease, so a notice held by a process that was killed goes sooner.
   */
  leaseMs?: number;
};

export function noticeKind<Payload>(
  name: string,
  payload: z.ZodType<Payload>,
  policy: Partial<Pick<NoticeKind<Payload>, 'maxAttempts' | 'backoffMs' | 'maxBackoffMs' | 'leaseMs'>> = {},
): NoticeKind<Payload> {
  return { name, payload, maxAttempts: 10, backoffMs: 30_000, maxBackoffMs: 3_600_000, ...policy };
}

/** What a handler is given. `key` stays the same across attempts: pass it on to a provider that takes one (an Idempotency-Key). */
export type Notice<Payload> = { id: number; kind: string; key: string; payload: Payload; attempt: number };

export type NoticeHandler<Payload> = (notice: Notice<Payload>) => Promise<unknown>;

/** The part of a Drizzle database or transaction that enqueue needs: pass the caller's transaction. */
export type NoticeWriter = Pick<Database, 'insert'>;

export type EnqueueRequest<Payload> = {
  kind: NoticeKind<Payload>;
  /** Names this notice once and for all (`interview-invite:123`): a second enqueue of the key is a no-op. */
  key: string;
  payload: Payload;
  /** Not before this time (a reminder the day before); now when left out. */
  runAt?: Date;
};

/** How one handled notice ended: sent, waiting for another attempt, or dead. */
export type NoticeOutcome = { key: string; kind: string; outcome: 'sent' | 'retry' | 'dead' };

export type DeadNotice = { id: number; kind: string; key: string; attempts: number; lastError: string | null; createdAt: Date; diedAt: Date | null };

/**
 * A recurring task: each occurrence is one notice, keyed by the task's name and the occurrence's
 * time. run is given the time it runs at (tasks look at the state of things then, so a late run
 * catches up) and the occurrence it belongs to.
 */
export type RecurringTask = { name: string; recurrence: Recurrence; run: (now: Date, occurrence: Date) => Promise<unknown>; maxAttempts?: number };

export type NoticeQueue = {
  /** Writes the notice in the caller's transaction: it exists when the change commits, never when it rolls back. Answers false for a key already queued. */
  enqueue: <Payload>(tx: NoticeWriter, request: EnqueueRequest<Payload>) => Promise<boolean>;
  /** The handler of a kind in this process; one per kind. */
  handle: <Payload>(kind: NoticeKind<Payload>, handler: NoticeHandler<Payload>) => void;
  /** A recurring task on the queue: every instance enqueues the due occurrence, its key lets one through. */
  every: (task: RecurringTask) => void;
  /** Enqueues due occurrences, then handles every due notice of the kinds this process handles; answers how each ended. */
  runDue: () => Promise<NoticeOutcome[]>;
  /**
   * Takes the occurrence of a recurring task that `at` falls in and runs it in this call
   * (development: a moved clock); null when that occurrence was enqueued already, here or by
   * another instance.
   */
  runOccurrence: (name: string, at: Date) => Promise<{ result: unknown } | null>;
  listDead: (limit?: number) => Promise<DeadNotice[]>;
  /** Gives a dead notice a fresh set of attempts, due now; false when it is not dead. */
  retryDead: (id: number) => Promise<boolean>;
  /** Removes sent notices finished before `before` (their keys can then be used again); runDue does it once a day for those 30 days old. */
  forgetSent: (before: Date) => Promise<number>;
  /** Checks for due notices now and then every `pollMs`. */
  start: () => void;
  /** Stops polling and waits for the handlers in flight. */
  stop: () => Promise<void>;
};

const RecurringRunSchema = z.object({ occurrence: z.iso.datetime() });
const DEFAULT_POLL_MS = 2_000;
/** How long a claimed notice is held before another worker may take it (its worker is taken to have died). */
const DEFAULT_LEASE_MS = 10 * 60_000;
const CLAIM_BATCH = 20;
const DAY_MS = 86_400_000;
/** Sent notices are kept this long (their keys refuse repeats meanwhile), then removed. */
const KEEP_SENT_MS = 30 * DAY_MS;
const ERROR_TEXT_LIMIT = 2_000;

/** The wait before attempt `attempt + 1`, after `attempt` failures: backoffMs doubled each time, capped. */
export function backoffAfter(kind: Pick<NoticeKind<unknown>, 'backoffMs' | 'maxBackoffMs'>, attempt: number): number {
  return Math.min(kind.maxBackoffMs, kind.backoffMs * 2 ** Math.max(0, attempt - 1));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

type ClaimedRow = { id: string | number; kind: string; key: string; payload: unknown; attempts: number };

/**
 * The one durable queue for everything that leaves the product, and for recurring tasks
 * (ADR 75). A notice is written in the transaction of the change it announces. Workers claim
 * due notices with FOR UPDATE SKIP LOCKED, so two instances never take one notice; the claim
 * moves run_after to the end of a lease, so a notice whose worker died is taken again once the
 * lease runs out. A handler that throws is tried again after an exponential back-off; after
 * maxAttempts the notice is dead until an administrator retries it. Delivery is at least once:
 * the key, the same on every attempt, lets a handler (or its provider) refuse a repeat. Times
 * come from the application clock, so tests move them.
 */
export function createNoticeQueue(deps: { db: Database; clock: Clock; log: TaskLog; pollMs?: number; leaseMs?: number }): NoticeQueue {
  const kinds = new Map<string, { kind: NoticeKind<unknown>; handler: NoticeHandler<unknown> }>();
  const recurring = new Map<string, { task: RecurringTask; kind: NoticeKind<{ occurrence: string }>; lastEnqueued?: number }>();
  const recurringKinds = new Set<string>();
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<NoticeOutcome[]> | null = null;
  let lastForget = 0;

  const handle = <Payload>(kind: NoticeKind<Payload>, handler: NoticeHandler<Payload>) => {
    if (kinds.has(kind.name)) throw new Error(`Notices of kind ${kind.name} have a handler already`);
    kinds.set(kind.name, { kind: kind as NoticeKind<unknown>, handler: handler as NoticeHandler<unknown> });
  };

  const forgetSent = async (before: Date) => {
    const rows = await deps.db.execute<{ id: number }>(sql`delete from notices where state = 'sent' and finished_at < ${at(before)} returning id`);
    return rows.rows.length;
  };

  const enqueue = async <Payload>(tx: NoticeWriter, request: EnqueueRequest<Payload>) => {
    const payload = request.kind.payload.parse(request.payload);
    const now = deps.clock.now();
    const inserted = await tx
      .insert(notices)
      .values({ kind: request.kind.name, key: request.key, payload, maxAttempts: request.kind.maxAttempts, runAfter: request.runAt ?? now, createdAt: now })
      .onConflictDoNothing({ target: notices.key })
      .returning({ id: notices.id });
    return inserted.length === 1;
  };

  const enqueueDueOccurrences = async (now: Date) => {
    for (const entry of recurring.values()) {
      const occurrence = latestOccurrence(entry.task.recurrence, now);
      if (entry.lastEnqueued === occurrence.getTime()) continue;
      await enqueue(deps.db, {
        kind: entry.kind,
        key: `${entry.task.name}@${occurrence.toISOString()}`,
        payload: { occurrence: occurrence.toISOString() },
        runAt: occurrence,
      });
      entry.lastEnqueued = occurrence.getTime();
    }
  };

  /** A notice whose last attempt's worker died (the lease ran out) has no attempts left: it is dead. */
  const buryAbandoned = async (now: Date) => {
    await deps.db.execute(sql`
      update notices set state = 'dead', finished_at = ${at(now)}, last_error = coalesce(last_error || ' / ', '') || 'the last attempt did not finish'
      where state = 'pending' and run_after <= ${at(now)} and attempts >= max_attempts`);
  };

  const claim = async (now: Date): Promise<ClaimedRow[]> => {
    if (kinds.size === 0) return [];
    const names = sql.join(
      [...kinds.keys()].map((name) => sql`${name}`),
      sql`, `,
    );
    const leaseEnd = (ms: number) => at(new Date(now.getTime() + ms));
    const ownLeases = [...kinds.values()].filter(({ kind }) => kind.leaseMs !== undefined);
    const heldUntil = ownLeases.length
      ? sql`case kind ${sql.join(
          ownLeases.map(({ kind }) => sql`when ${kind.name} then ${leaseEnd(kind.leaseMs!)}`),
          sql` `,
        )} else ${leaseEnd(leaseMs)} end`
      : leaseEnd(leaseMs);
    const result = await deps.db.execute<ClaimedRow>(sql`
      update notices set attempts = attempts + 1, run_after = ${heldUntil}
      where id in (
        select id from notices
        where state = 'pending' and run_after <= ${at(now)} and attempts < max_attempts and kind in (${names})
        order by run_after, id
        limit ${CLAIM_BATCH}
        for update skip locked)
      returning id, kind, key, payload, attempts`);
    return result.rows;
  };

  /** Settles an attempt, unless a later claim took the notice over (its lease ran out meanwhile). */
  const settle = (id: number, attempt: number, values: Partial<typeof notices.$inferInsert>) =>
    deps.db
      .update(notices)
      .set(values)
      .where(and(eq(notices.id, id), eq(notices.state, 'pending'), eq(notices.attempts, attempt)));

  const handleOne = async (row: ClaimedRow): Promise<NoticeOutcome> => {
    const id = Number(row.id);
    const registered = kinds.get(row.kind)!;
    const kind = registered.kind;
    const outcome = (value: NoticeOutcome['outcome']): NoticeOutcome => ({ key: row.key, kind: row.kind, outcome: value });
    const parsed = kind.payload.safeParse(row.payload);
    if (!parsed.success) {
      // No attempt can mend a payload that does not fit its kind.
      await settle(id, row.attempts, {
        state: 'dead',
        finishedAt: deps.clock.now(),
        lastError: `the payload does not fit ${row.kind}: ${parsed.error.message}`.slice(0, ERROR_TEXT_LIMIT),
      });
      deps.log.error({ kind: row.kind, key: row.key }, 'notice payload does not fit its kind');
      return outcome('dead');
    }
    try {
      await registered.handler({ id, kind: row.kind, key: row.key, payload: parsed.data, attempt: row.attempts });
      await settle(id, row.attempts, { state: 'sent', finishedAt: deps.clock.now(), lastError: null });
      return outcome('sent');
    } catch (error) {
      const now = deps.clock.now();
      const dead = row.attempts >= kind.maxAttempts;
      deps.log.error({ kind: row.kind, key: row.key, attempt: row.attempts, dead, err: error }, 'notice handler failed');
      await settle(
        id,
        row.attempts,
        dead
          ? { state: 'dead', finishedAt: now, lastError: errorText(error) }
          : { runAfter: new Date(now.getTime() + backoffAfter(kind, row.attempts)), lastError: errorText(error) },
      );
      return outcome(dead ? 'dead' : 'retry');
    }
  };

  const runDue = async () => {
    const now = deps.clock.now();
    const outcomes: NoticeOutcome[] = [];
    await enqueueDueOccurrences(now);
    await buryAbandoned(now);
    if (now.getTime() - lastForget >= DAY_MS) {
      await forgetSent(new Date(now.getTime() - KEEP_SENT_MS));
      lastForget = now.getTime();
    }
    // A notice that fails waits at least its back-off, so each pass ends.
    // The notices of a batch are handled side by side: a slow mail server holds one, not all.
    // Recurring tasks run beside the batches: a long task (an alerts pass) does not hold the
    // notices claimed with it nor those enqueued meanwhile (the mail it causes among them).
    const tasks = new Set<Promise<void>>();
    for (;;) {
      const batch = stopped ? [] : await claim(deps.clock.now());
      for (const row of batch.filter((one) => recurringKinds.has(one.kind))) {
        const task: Promise<void> = handleOne(row)
          .then(
            (outcome) => void outcomes.push(outcome),
            (error: unknown) => deps.log.error({ err: error, kind: row.kind, key: row.key }, 'recurring task not settled'),
          )
          .finally(() => tasks.delete(task));
        tasks.add(task);
      }
      outcomes.push(...(await Promise.all(batch.filter((one) => !recurringKinds.has(one.kind)).map(handleOne))));
      if (batch.length > 0) continue;
      if (tasks.size === 0) return outcomes;
      await Promise.race([...tasks, new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? DEFAULT_POLL_MS).unref())]);
    }
  };

  const tick = () => {
    if (inFlight || stopped) return;
    inFlight = runDue();
    inFlight
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'notice queue check failed');
        return [];
      })
      .finally(() => {
        inFlight = null;
      });
  };

  return {
    enqueue,
    handle,
    every(task) {
      if (recurring.has(task.name)) throw new Error(`A recurring task named ${task.name} exists already`);
      latestOccurrence(task.recurrence, deps.clock.now());
      const kind = noticeKind(`recurring:${task.name}`, RecurringRunSchema, { maxAttempts: task.maxAttempts ?? 3, backoffMs: 60_000 });
      recurring.set(task.name, { task, kind });
      recurringKinds.add(kind.name);
      handle(kind, (notice) => task.run(deps.clock.now(), new Date(notice.payload.occurrence)));
    },
    runDue,
    async runOccurrence(name, at) {
      const entry = recurring.get(name);
      if (!entry) throw new Error(`No recurring task is named ${name}`);
      const occurrence = latestOccurrence(entry.task.recurrence, at);
      const key = `${name}@${occurrence.toISOString()}`;
      const taken = await deps.db
        .insert(notices)
        .values({
          kind: entry.kind.name,
          key,
          payload: { occurrence: occurrence.toISOString() },
          state: 'sent',
          attempts: 1,
          maxAttempts: entry.kind.maxAttempts,
          runAfter: at,
          createdAt: at,
          finishedAt: at,
        })
        .onConflictDoNothing({ target: notices.key })
        .returning({ id: notices.id });
      if (taken.length === 0) return null;
      return { result: await entry.task.run(at, occurrence) };
    },
    async listDead(limit = 100) {
      const rows = await deps.db
        .select({
          id: notices.id,
          kind: notices.kind,
          key: notices.key,
          attempts: notices.attempts,
          lastError: notices.lastError,
          createdAt: notices.createdAt,
          diedAt: notices.finishedAt,
        })
        .from(notices)
        .where(eq(notices.state, 'dead'))
        .orderBy(desc(notices.finishedAt), desc(notices.id))
        .limit(limit);
      return rows;
    },
    async retryDead(id) {
      const now = deps.clock.now();
      const rows = await deps.db
        .update(notices)
        .set({ state: 'pending', attempts: 0, runAfter: now, finishedAt: null })
        .where(and(eq(notices.id, id), eq(notices.state, 'dead')))
        .returning({ id: notices.id });
      return rows.length === 1;
    },
    forgetSent,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, deps.pollMs ?? DEFAULT_POLL_MS);
      timer.unref();
      setImmediate(tick);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight?.catch(() => undefined);
    },
  };
}
