// The conversation stream's benchmark (docs/benchmarks/messaging.md): opens STREAMS server-sent
// event streams on one API instance, sends messages through a second instance on the same
// database, and measures the delay until each reaches its stream (p50/p95), the memory an open
// stream costs, a trivial route's req/s for the machine's speed, and the changeset poll that the
// stream replaces.
//   node --import tsx apps/api/src/modules/messaging/stream-bench.ts [postgres|pglite] [streams]
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { createEmployerAccount, createJobPosting, hashPasswordForFactory } from '@chairside/db/factories';
import { buildApi } from '../../app';
import { loadConfig } from '../../platform/config';
import { messagingEventsOf } from './routes';

const kind = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const STREAMS = Number(process.argv[3] ?? 1000);
const SENDERS = 4;
const PER_SENDER = 50;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  ADDRESS_LIMITS_FACTOR: '100000',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
});
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function openBenchDatabase(): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `chairside_bench_messaging_${process.pid}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: `${base}/${name}`, poolSize: 10 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const again = new pg.Client({ connectionString: `${base}/postgres` });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

async function main() {
  const database = await openBenchDatabase();
  const { db } = database;
  const listener = await buildApi({ config, db: database.db });
  const sender = await buildApi({ config, db: database.db });
  const listenUrl = await listener.app.listen({ port: 0, host: '127.0.0.1' });
  const sendUrl = await sender.app.listen({ port: 0, host: '127.0.0.1' });

  // People: SENDERS practices with a posting each; STREAMS job seekers, each in one conversation.
  const hash = await hashPasswordForFactory('bench-password');
  const practices = [];
  for (let i = 0; i < SENDERS; i++) {
    const practice = await createEmployerAccount(db, { passwordHash: hash });
    const { job } = await createJobPosting(db, practice.user.id, {});
    practices.push({ ...practice, job });
  }
  await db.execute(sql`
    insert into users (username, email, password_hash, role, name)
    select 'bench-seeker-' || n, 'bench-seeker-' || n || '@example.com', ${hash}, 'staff', 'Bench Seeker ' || n from generate_series(1, ${STREAMS}) n`);
  // A session (refresh family) for everybody: access tokens are honoured only while theirs lasts.
  await db.execute(sql`
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    select id, gen_random_uuid(), 'bench-' || id, now() + interval '1 day' from users`);
  const sessions = new Map(
    (
      await db.execute<{ username: string; family_id: string }>(sql`select u.username, r.family_id from users u join refresh_tokens r on r.user_id = u.id`)
    ).rows.map((row) => [row.username, row.family_id]),
  );
  const accessToken = (api: typeof listener, username: string, role: 'staff' | 'employer') =>
    api.ctx.tokens.sign({ username, role, delegated: false, session: sessions.get(username) ?? '' });
  const seekers = (await db.execute<{ id: string; username: string }>(sql`select id, username from users where username like 'bench-seeker-%' order by id`))
    .rows;
  for (let i = 0; i < seekers.length; i++) {
    const practice = practices[i % SENDERS];
    await db.execute(
      sql`insert into conversations (employer_user_id, staff_user_id, job_id) values (${practice.user.id}, ${Number(seekers[i].id)}, ${practice.job.id})`,
    );
  }
  const conversations = (
    await db.execute<{ id: string; staff_user_id: string; employer_user_id: string }>(
      sql`select id, staff_user_id, employer_user_id from conversations order by id`,
    )
  ).rows;

  // Trivial route speed (the machine's speed this run).
  let done = 0;
  const trivialStart = performance.now();
  while (performance.now() - trivialStart < 2000) {
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${listenUrl}/api9/ready`).then((r) => r.arrayBuffer())));
    done += 20;
  }
  const trivialRps = Math.round(done / ((performance.now() - trivialStart) / 1000));

  // Open the streams.
  const rssBefore = process.memoryUsage().rss;
  const waiting = new Map<number, () => void>();
  const tokens = new Map<number, string>();
  for (const seeker of seekers) tokens.set(Number(seeker.id), await accessToken(listener, seeker.username, 'staff'));
  const aborts: AbortController[] = [];
  const openStart = performance.now();
  await Promise.all(
    seekers.map(async (seeker) => {
      const controller = new AbortController();
      aborts.push(controller);
      const response = await fetch(`${listenUrl}/api9/conversations/stream`, {
        headers: { authorization: `Bearer ${tokens.get(Number(seeker.id))}` },
        signal: controller.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let first = true;
      let firstSeen: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (firstSeen = resolve));
      void (async () => {
        try {
          for (;;) {
            const { value, done: finished } = await reader.read();
            if (finished) return;
            if (!value.includes('event: changeset')) continue;
            if (first) {
              first = false;
              firstSeen();
            } else waiting.get(Number(seeker.id))?.();
          }
        } catch {
          // closed
        }
      })();
      await opened;
    }),
  );
  const openSeconds = (performance.now() - openStart) / 1000;
  const rssPerStreamKb = Math.round((process.memoryUsage().rss - rssBefore) / STREAMS / 1024);
  const open = messagingEventsOf(listener.ctx)?.openStreams() ?? 0;

  // Deliveries: each practice writes to its people one at a time, through the other instance.
  const delays: number[] = [];
  const senderTokens = await Promise.all(practices.map((p) => accessToken(sender, p.user.username, 'employer')));
  for (let round = 0; round < PER_SENDER; round++) {
    for (let s = 0; s < SENDERS; s++) {
      const conversation = conversations[(round * SENDERS + s) % conversations.length];
      const staffId = Number(conversation.staff_user_id);
      const arrived = new Promise<void>((resolve) => waiting.set(staffId, resolve));
      const start = performance.now();
      const response = await fetch(`${sendUrl}/api9/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${senderTokens[s]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `bench ${round}` }),
      });
      if (response.status !== 201) throw new Error(`send failed: ${response.status} ${await response.text()}`);
      await arrived;
      delays.push(performance.now() - start);
      waiting.delete(staffId);
    }
  }

  // The simpler way: polling the changeset (the spec's 10 s start): one poll's cost, and its delay.
  const pollTimes: number[] = [];
  const seekerToken = tokens.get(Number(seekers[0].id))!;
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await (await fetch(`${listenUrl}/api9/conversations/changeset`, { headers: { authorization: `Bearer ${seekerToken}` } })).arrayBuffer();
    pollTimes.push(performance.now() - start);
  }

  process.stdout.write(
    JSON.stringify(
      {
        database: kind,
        trivialRouteRps: trivialRps,
        openStreams: open,
        openedInSeconds: Number(openSeconds.toFixed(1)),
        rssPerStreamKb,
        deliveries: delays.length,
        deliveryP50Ms: Number(percentile(delays, 50).toFixed(1)),
        deliveryP95Ms: Number(percentile(delays, 95).toFixed(1)),
        changesetPollP95Ms: Number(percentile(pollTimes, 95).toFixed(1)),
        pollingDelayP95AtFirstIntervalMs: 9_500,
      },
      null,
      2,
    ) + '\n',
  );
  for (const controller of aborts) controller.abort();
  await sender.app.close();
  await listener.app.close();
  await database.close();
}

await main();
