// npm run bench:smtp-down (node --import tsx scripts/bench/notices-smtp-down.ts): the mail
// server down for two minutes while 500 notices are caused.
//
// Per engine: a fresh data directory or database with 2 × `--notices` job seekers made by the
// factories; the real server (node --import tsx apps/server/src/main.ts) with SMTP_URL pointing at
// a local SMTP sink run by this process. Then:
// 1. sink up: `--notices` password resets (PUT /api9/auth/password), 8 at a time, each timed,
//    with GET /api9/ready asked one at a time beside them (timed); all must arrive;
// 2. sink stopped: the same for the other `--notices` accounts; the sink stays down for
//    `--down-seconds` (120) in all, GET /api9/ready still timed while the queue tries again;
// 3. sink started again: how long until the last of them arrives (the mail back-off is capped at
//    60 s), and whether each arrived exactly once (by Message-ID).
// Options: --engine=pglite|postgres (default both), --notices=N (500), --down-seconds=N (120),
// --port=N (3977; the sink on the next port). PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a temporary database is made there and dropped.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '@chairside/db/client';
import { createStaffAccount, hashPasswordForFactory } from '@chairside/db/factories';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { openSmtpSink, type SmtpSink } from '@chairside/api/testing/smtp-sink';
import { enginesOf, percentile } from './bench-kit';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    notices: { type: 'string', default: '500' },
    'down-seconds': { type: 'string', default: '120' },
    port: { type: 'string', default: '3977' },
  },
  strict: false,
});
const NOTICES = Number(args.notices);
const DOWN_MS = Number(args['down-seconds']) * 1000;
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = 8;
const ARRIVAL_TIMEOUT_MS = 300_000;

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

type Storage = { database: DatabaseOptions; serverEnv: Record<string, string>; remove: () => Promise<void> };

async function makeStorage(engine: 'pglite' | 'postgres', workDir: string): Promise<Storage> {
  if (engine === 'pglite') {
    const dataDir = join(workDir, 'data');
    return { database: { kind: 'pglite', dataDir }, serverEnv: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `chairside_smtp_down_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    serverEnv: { DATABASE_URL: url.toString() },
    remove: async () => {
      const drop = new pg.Client({ connectionString: SERVER_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** The accounts whose resets are asked for: two groups of NOTICES. */
async function prepare(storage: Storage, tag: string): Promise<string[]> {
  const handle = await openDatabase(storage.database);
  try {
    await handle.migrate();
    await loadZipCodes(handle.db);
    const passwordHash = await hashPasswordForFactory('smtp-down-password');
    const emails: string[] = [];
    for (let i = 0; i < 2 * NOTICES; i++) {
      const email = `down-${tag}-${i}@example.com`;
      await createStaffAccount(handle.db, { email, passwordHash, password: 'smtp-down-password', zip: '60625', position: 'DH' });
      emails.push(email);
    }
    return emails;
  } finally {
    await handle.close();
  }
}

type Server = { child: ChildProcess; exited: Promise<void> };

async function startServer(storage: Storage, sink: SmtpSink, logFile: string): Promise<Server> {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...storage.serverEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SMTP_URL: sink.url,
      // A production start that sends mail needs a sender on a public domain (ADR 101); the local sink takes it.
      MAIL_FROM: 'Chairside <no-reply@chairside.org>',
      // Every request comes from 127.0.0.1: the per-address reset limit (not multiplied by ADDRESS_LIMITS_FACTOR, ADR 22) would answer most of them 429.
      PASSWORD_RESETS_PER_IP: String(10 * NOTICES),
      AUTH_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));
  for (const begun = Date.now(); Date.now() - begun < 180_000;) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    try {
      if ((await fetch(`${BASE}/api9/ready`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('The server did not answer within 180 s');
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const answer = await request();
  await answer.text();
  return { ms: performance.now() - started, status: answer.status };
}

/** Asks for a reset of each email, CLIENTS at a time; answers each request's time and the answers that were not 202. */
async function askForResets(emails: string[]) {
  const times: number[] = [];
  const refused = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < emails.length) {
        const email = emails[next++];
        const answer = await timed(() =>
          fetch(`${BASE}/api9/auth/password`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }),
        );
        times.push(answer.ms);
        if (answer.status !== 202) refused.set(answer.status, (refused.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return { times, refused };
}

/** GET /api9/ready one at a time, every 20 ms, until stopped; answers each request's time. */
function readyProbe() {
  const times: number[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      times.push((await timed(() => fetch(`${BASE}/api9/ready`))).ms);
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return times;
    },
  };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${sorted.length} requests, p50 ${sorted.length ? percentile(sorted, 50).toFixed(0) : '-'} ms, p95 ${sorted.length ? percentile(sorted, 95).toFixed(0) : '-'} ms, max ${sorted.length ? sorted[sorted.length - 1].toFixed(0) : '-'} ms`;
};

async function waitForArrivals(sink: SmtpSink, emails: string[]): Promise<number | null> {
  const wanted = new Set(emails);
  for (const begun = Date.now(); Date.now() - begun < ARRIVAL_TIMEOUT_MS; await sleep(100)) {
    const arrived = sink.received.filter((mail) => wanted.has(mail.to[0]));
    if (new Set(arrived.map((mail) => mail.to[0])).size === wanted.size) return Math.max(...arrived.map((mail) => mail.receivedAt));
  }
  return null;
}

async function run(engine: 'pglite' | 'postgres') {
  log(`\n## ${engine === 'pglite' ? 'PGlite (embedded, a data directory in a temporary folder)' : 'PostgreSQL (server)'}`);
  const workDir = await mkdtemp(join(tmpdir(), 'chairside-smtp-down-'));
  const storage = await makeStorage(engine, workDir);
  const sink = await openSmtpSink(PORT + 1);
  let server: Server | null = null;
  try {
    const tag = randomBytes(3).toString('hex');
    let begun = Date.now();
    const emails = await prepare(storage, tag);
    log(`  prepared ${emails.length} accounts in ${seconds(Date.now() - begun)}`);
    server = await startServer(storage, sink, join(workDir, 'server.log'));
    const up = emails.slice(0, NOTICES);
    const down = emails.slice(NOTICES);

    // 1. The mail server up.
    let probe = readyProbe();
    begun = Date.now();
    const upResets = await askForResets(up);
    const upReady = await probe.stop();
    const upLast = await waitForArrivals(sink, up);
    log(
      `  sink up: ${NOTICES} resets asked in ${seconds(Date.now() - begun)}; all arrived ${upLast === null ? 'NOT' : `${seconds(upLast - begun)} after the first request`}`,
    );

    // 2. The mail server down.
    await sink.stop();
    const stoppedAt = Date.now();
    probe = readyProbe();
    const downResets = await askForResets(down);
    const causedMs = Date.now() - stoppedAt;
    const downReady = await probe.stop();
    probe = readyProbe();
    await sleep(stoppedAt + DOWN_MS - Date.now());
    const retryingReady = await probe.stop();
    const arrivedWhileDown = sink.received.filter((mail) => down.includes(mail.to[0])).length;

    // 3. The mail server back.
    await sink.start();
    const backAt = Date.now();
    probe = readyProbe();
    const downLast = await waitForArrivals(sink, down);
    const catchUpReady = await probe.stop();
    await sleep(5_000);

    const copies = new Map<string, number>();
    for (const mail of sink.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    const twice = [...copies.values()].filter((n) => n > 1).length;
    const downArrived = new Set(sink.received.filter((mail) => down.includes(mail.to[0])).map((mail) => mail.to[0])).size;
    const refused = [...upResets.refused, ...downResets.refused].map(([status, n]) => `${n}×${status}`).join(', ');
    log(
      `  sink down ${seconds(backAt - stoppedAt)}; the ${NOTICES} resets were asked in its first ${seconds(causedMs)}; ${arrivedWhileDown} arrived while it was down`,
    );
    log(
      `  sink back: ${downArrived} of ${NOTICES} arrived, the last ${downLast === null ? 'NEVER' : `${seconds(downLast - backAt)} after it came back`}; messages received in all ${sink.received.length} (${NOTICES * 2} caused), Message-IDs twice: ${twice}${refused ? `; refused: ${refused}` : ''}`,
    );
    log();
    log(`### ${engine}: request times (load average ${load()})`);
    log();
    log('| | PUT /api9/auth/password (8 at a time) | GET /api9/ready (one at a time, beside) |');
    log('|---|---|---|');
    log(`| sink up | ${summary(upResets.times)} | ${summary(upReady)} |`);
    log(`| sink down, the resets asked | ${summary(downResets.times)} | ${summary(downReady)} |`);
    log(`| sink down, the queue trying again (to ${seconds(DOWN_MS)}) | - | ${summary(retryingReady)} |`);
    log(`| sink back, the queue catching up | - | ${summary(catchUpReady)} |`);
  } finally {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await sink.stop();
    await storage.remove();
    await rm(workDir, { recursive: true, force: true });
  }
}

log(
  `# Mail server down for ${DOWN_MS / 1000} s while ${NOTICES} notices are caused, ${new Date().toISOString()}, Node ${process.version}, load average ${load()}`,
);
for (const engine of enginesOf(args.engine)) await run(engine);
