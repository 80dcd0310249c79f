// npm run bench (or node --import tsx scripts/bench/notices.ts): the notice queue's throughput and
// latency on PGlite and on PostgreSQL, with each of the mail transports: the outbox (no SMTP_URL:
// the handler marks the stored message sent) and SMTP (a local SMTP sink in this process).
//
// Per engine and transport, in one process as in production (the API, its queue polling every
// 2 s, and the database or its pool):
// - drain: `--burst` messages (2,000) are caused with the queue stopped (ctx.mailer.send, 8
//   callers at a time, each send its own transaction as in a request), then the queue starts:
//   notices handed to the transport per second, from its start to the last hand-over;
// - steady: `--rate` messages a second (25) for `--seconds` (20 s) with the queue running:
//   p50/p95/max from the cause (the send's transaction committed) to the hand-over (SMTP: the
//   sink has the message; outbox: sent_at, the handler's clock);
// - beside each, the trivial route (GET /api9/health, in-process, one request at a time), and
//   the same with nothing else running: how much the queue's work takes from requests.
// Options: --engine=pglite|postgres (default both), --burst=N, --rate=N, --seconds=N,
// --smtp-port=N (3975). PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a temporary database is made there and dropped.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import type { AppContext } from '@chairside/api/platform/context';
import { passwordResetEmail } from '@chairside/api/modules/accounts/account-emails';
import { openSmtpSink, type SmtpSink } from '@chairside/api/testing/smtp-sink';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

// Not strict: `npm run bench` hands every benchmark the options of all of them.
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    burst: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '25' },
    seconds: { type: 'string', default: '20' },
    'smtp-port': { type: 'string', default: '3975' },
  },
  strict: false,
});
const BURST = Number(args.burst);
const RATE = Number(args.rate);
const STEADY_SECONDS = Number(args.seconds);
const SENDERS = 8;
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const perSecond = (count: number, elapsedMs: number) => Math.round(count / (elapsedMs / 1000)).toLocaleString('en-US');

type Transport = 'outbox' | 'smtp';

const message = (to: string) => ({
  to,
  ...passwordResetEmail.render({
    name: 'Sam Lee',
    code: '123456',
    minutes: 30,
    resetUrl: `http://localhost:3000/dental-jobs/reset-password/?email=${encodeURIComponent(to)}`,
  }),
});

/** GET /api9/health one request at a time until stopped; stop() answers requests per second. */
function trivialRoute(app: FastifyInstance): { stop: () => Promise<number> } {
  const started = performance.now();
  let answered = 0;
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      await app.inject({ method: 'GET', url: '/api9/health' });
      answered++;
      // One request per turn of the event loop, as requests arrive from the network: the queue's I/O goes in between.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return answered / ((performance.now() - started) / 1000);
    },
  };
}

/** When each message to these addresses was handed to the transport (epoch ms), from the sink or from sent_at. */
async function handOvers(handle: DatabaseHandle, transport: Transport, sink: SmtpSink, prefix: string): Promise<Map<string, number>> {
  if (transport === 'smtp') return new Map(sink.received.filter((mail) => mail.to[0]?.startsWith(prefix)).map((mail) => [mail.to[0], mail.receivedAt]));
  const rows = await handle.db.execute<{ to_address: string; sent_at: string | Date }>(
    sql`select to_address, sent_at from outbox_messages where to_address like ${`${prefix}%`} and sent_at is not null`,
  );
  return new Map(rows.rows.map((row) => [row.to_address, new Date(row.sent_at).getTime()]));
}

async function waitForAll(handle: DatabaseHandle, transport: Transport, sink: SmtpSink, prefix: string, count: number, timeoutMs = 300_000) {
  const begun = Date.now();
  for (;;) {
    const done = await handOvers(handle, transport, sink, prefix);
    if (done.size >= count) return done;
    if (Date.now() - begun > timeoutMs) throw new Error(`Only ${done.size} of ${count} messages were handed over within ${timeoutMs / 1000} s`);
    await sleep(transport === 'smtp' ? 50 : 200);
  }
}

/** Causes `count` messages, SENDERS at a time; answers when each one's send committed. */
async function causeBurst(ctx: AppContext, prefix: string, count: number): Promise<Map<string, number>> {
  const caused = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < count) {
        const to = `${prefix}${next++}@example.com`;
        await ctx.mailer.send(message(to));
        caused.set(to, Date.now());
      }
    }),
  );
  return caused;
}

/** Causes RATE messages a second for STEADY_SECONDS, each on its own schedule (an arrival rate, not a closed loop). */
async function causeSteadily(ctx: AppContext, prefix: string): Promise<Map<string, number>> {
  const caused = new Map<string, number>();
  const count = RATE * STEADY_SECONDS;
  const begun = Date.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep(begun + (i * 1000) / RATE - Date.now());
      const to = `${prefix}${i}@example.com`;
      await ctx.mailer.send(message(to));
      caused.set(to, Date.now());
    }),
  );
  return caused;
}

type Row = {
  transport: string;
  burstCauseRate: string;
  drainRate: string;
  drainMs: number;
  trivialIdle: number;
  trivialDrain: number;
  p50: number;
  p95: number;
  max: number;
  trivialSteady: number;
};

async function runTransport(engine: string, handle: DatabaseHandle, transport: Transport, sink: SmtpSink): Promise<Row> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    // Production with SMTP_URL needs a sender on a public domain (ADR 101); the local sink takes it.
    ...(transport === 'smtp' ? { SMTP_URL: sink.url, MAIL_FROM: 'Chairside <no-reply@chairside.org>' } : {}),
  });
  const ctx = await createContext({ config, db: handle.db });
  const app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.ready();
  const probes: ReturnType<typeof trivialRoute>[] = [];
  const probe = () => {
    const started = trivialRoute(app);
    probes.push(started);
    return started;
  };
  try {
    for (let i = 0; i < 2_000; i++) await app.inject({ method: 'GET', url: '/api9/health' });
    const idle = probe();
    await sleep(3_000);
    const trivialIdle = await idle.stop();

    // Drain: a backlog of BURST messages, then the queue starts.
    const burstPrefix = `${transport}-burst-`;
    let started = performance.now();
    await causeBurst(ctx, burstPrefix, BURST);
    const burstCauseRate = perSecond(BURST, performance.now() - started);
    const queueStart = Date.now();
    ctx.notices.start();
    const during = probe();
    const drainedAt = await waitForAll(handle, transport, sink, burstPrefix, BURST);
    const trivialDrain = await during.stop();
    const times = [...drainedAt.values()];
    const drainMs = Math.max(...times) - queueStart;
    const drainRate = perSecond(BURST, Math.max(...times) - Math.min(...times));

    // Steady: RATE a second with the queue running.
    const steadyPrefix = `${transport}-steady-`;
    const steady = probe();
    started = performance.now();
    const caused = await causeSteadily(ctx, steadyPrefix);
    const handed = await waitForAll(handle, transport, sink, steadyPrefix, caused.size);
    const trivialSteady = await steady.stop();
    const delays = [...caused].map(([to, at]) => handed.get(to)! - at).sort((a, b) => a - b);
    log(`  ${engine}, ${transport}: drained ${BURST} in ${ms(drainMs)} after the queue's start; steady ${caused.size} in ${ms(performance.now() - started)}`);
    return {
      transport,
      burstCauseRate,
      drainRate,
      drainMs,
      trivialIdle,
      trivialDrain,
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      max: delays[delays.length - 1],
      trivialSteady,
    };
  } finally {
    await Promise.all(probes.map((running) => running.stop()));
    await ctx.notices.stop();
    await app.close();
  }
}

async function bench(engine: string, handle: DatabaseHandle) {
  const version = await handle.db.execute<{ version: string }>(sql`select version()`);
  log(
    `  ${version.rows[0].version.split(',')[0]}; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  await handle.migrate();
  const sink = await openSmtpSink(Number(args['smtp-port']));
  const rows: Row[] = [];
  try {
    for (const transport of ['outbox', 'smtp'] as const) rows.push(await runTransport(engine, handle, transport, sink));
  } finally {
    await sink.stop();
  }
  const copies = new Map<string, number>();
  for (const mail of sink.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
  const twice = [...copies.values()].filter((n) => n > 1).length;
  const rounded = (value: number) => Math.round(value).toLocaleString('en-US');
  log();
  log(`### ${engine}: ${BURST.toLocaleString('en-US')} messages drained, then ${RATE}/s for ${STEADY_SECONDS} s`);
  log();
  log(
    '| transport | caused (8 senders) | handed over | drain, queue start to last | trivial route idle | during the drain | cause to hand-over p50 / p95 / max (steady) | trivial route during the steady load |',
  );
  log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    log(
      `| ${row.transport} | ${row.burstCauseRate}/s | ${row.drainRate}/s | ${ms(row.drainMs)} | ${rounded(row.trivialIdle)} req/s | ${rounded(row.trivialDrain)} req/s | ` +
        `${ms(row.p50)} / ${ms(row.p95)} / ${ms(row.max)} | ${rounded(row.trivialSteady)} req/s |`,
    );
  log();
  log(
    `  SMTP sink: ${sink.received.length} messages, ${twice} Message-IDs twice; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
}

log(`# Notice queue benchmark, ${new Date().toISOString()}, Node ${process.version}`);
await onEachEngine(enginesOf(args.engine), 'bench_notices', bench);
