// npm run kill-test: does every acknowledged write survive a server killed with SIGKILL?
//
// Starts the real server (node --import tsx apps/server/src/main.ts) on a fresh embedded data
// directory in a temporary folder, or on a fresh database of a PostgreSQL server, and for each
// run: drives 200 clients that write (job seekers applying, editing their intro and adding
// skills; practices saving and editing postings), kills the server with SIGKILL at a random
// moment, starts it again (timed), and checks that every write answered 2xx is there, with every
// write acknowledged in earlier runs. Prints one line per run and the totals
// (docs/benchmarks/crash-safety.md).
//
// Practices also pay for job slots (the sandbox gateway's approved test nonce) when the build has
// the payment routes; a payment whose answer was cut off is sent again after the restart with
// the same Idempotency-Key, and must answer 201 (its order, made once). In some runs the server
// is also killed while it starts again (recovering, checking, migrating), then started once more.
//
// Options: --engine=pglite|postgres (default postgres when DATABASE_URL is set, else pglite),
// --runs=N (20), --clients=N (200; three job seekers to one practice), --kill-after=MIN-MAX
// (milliseconds after the run's first acknowledged write; 300-5000), --kill-during-start=P
// (percent of runs; 25), --port=N (3950), --keep (keep the data directory or database and the
// server logs). PostgreSQL: DATABASE_URL names the server (default
// postgres://postgres@127.0.0.1:5432/postgres); a database is made there for the test and
// dropped after. Exit status 0 when every run survived and no cut-off payment was refused.
//
// --case=notices: the notice case instead (scripts/crash/notice-case.ts): the server killed while
// a job-alert pass and password resets are being sent through a local SMTP sink; every notice
// must arrive, and those that arrive twice are counted. Its options: --runs=N (3; each run takes
// about 15 minutes: it waits for the pass's slot and then for the killed process's lease),
// --alerts=N (1000), --notices=N (500 password resets), --kill-at=MIN-MAX (the kill comes when
// this share of their messages, in percent, has arrived at the sink; 0-60), --smtp-port=N (the
// port after --port), --port, --keep.
//
// --case=shift-pay: the shift-pay case instead (scripts/crash/shift-pay-case.ts): the server killed
// while practices confirm hours (each confirmation charges the practice's vaulted card) and an
// administrator runs payouts; no invoice charged twice, none lost, the ledger balanced after every
// run. Its options: --runs=N (10), --shifts=N (confirmations per run; 100), --kill-after (300-5000),
// --port, --keep.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '@chairside/db/client';
import { createEmployerAccount, createStaffAccount, createStaffProfile, hashPasswordForFactory } from '@chairside/db/factories';
import { seedDemoData } from '@chairside/db/seed';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { runNoticeCase } from './notice-case';
import { runShiftPayCase } from './shift-pay-case';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    case: { type: 'string', default: 'writes' },
    runs: { type: 'string' },
    clients: { type: 'string', default: '200' },
    'kill-after': { type: 'string', default: '300-5000' },
    'kill-at': { type: 'string', default: '0-60' },
    alerts: { type: 'string', default: '1000' },
    notices: { type: 'string', default: '500' },
    shifts: { type: 'string', default: '100' },
    'smtp-port': { type: 'string' },
    'kill-during-start': { type: 'string', default: '25' },
    port: { type: 'string', default: '3950' },
    keep: { type: 'boolean', default: false },
  },
});
const ENGINE = args.engine;
if (ENGINE !== 'pglite' && ENGINE !== 'postgres') throw new Error(`--engine is pglite or postgres, not ${ENGINE}`);
const CASE = args.case;
if (CASE !== 'writes' && CASE !== 'notices' && CASE !== 'shift-pay') throw new Error(`--case is writes, notices or shift-pay, not ${CASE}`);
const RUNS = Number(args.runs ?? (CASE === 'notices' ? 3 : CASE === 'shift-pay' ? 10 : 20));
const CLIENTS = Number(args.clients);
const [KILL_MIN, KILL_MAX] = args['kill-after'].split('-').map(Number);
const KILL_DURING_START = Number(args['kill-during-start']);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'kill-test-password';
const START_TIMEOUT_MS = 180_000;
/** The sandbox gateway's reusable approved nonce (apps/api/src/platform/payment-gateway.ts). */
const APPROVED_NONCE = 'fake-valid-nonce';

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Storage = { describe: string; serverEnv: Record<string, string>; database: DatabaseOptions; logFile: string; remove: () => Promise<void> };

/** A fresh data directory or database, migrated, with the demo marketplace and the test's accounts. */
async function makeStorage(workDir: string, attempt: number): Promise<Storage> {
  if (ENGINE === 'pglite') {
    const dataDir = join(workDir, `data-${attempt}`);
    return {
      describe: dataDir,
      serverEnv: { DATA_DIR: dataDir },
      database: { kind: 'pglite', dataDir },
      logFile: join(workDir, `server-${attempt}.log`),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `chairside_kill_${process.pid}_${attempt}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    describe: url.toString(),
    serverEnv: { DATABASE_URL: url.toString() },
    database: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    logFile: join(workDir, `server-${attempt}.log`),
    remove: async () => {
      const drop = new pg.Client({ connectionString: SERVER_URL });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

type Account = { email: string; role: 'staff' | 'employer'; username: string; token: string };

async function prepare(storage: Storage): Promise<Pick<Account, 'email' | 'role'>[]> {
  const started = Date.now();
  const handle = await openDatabase(storage.database);
  try {
    await handle.migrate();
    await loadZipCodes(handle.db);
    await seedDemoData(handle.db);
    const passwordHash = await hashPasswordForFactory(PASSWORD);
    const tag = randomBytes(3).toString('hex');
    const accounts: Pick<Account, 'email' | 'role'>[] = [];
    const employers = Math.max(1, Math.round(CLIENTS / 4));
    for (let i = 0; i < CLIENTS; i++) {
      if (i < employers) {
        const email = `kill-practice-${tag}-${i}@example.com`;
        await createEmployerAccount(handle.db, { email, passwordHash, password: PASSWORD, zip: '60614' });
        accounts.push({ email, role: 'employer' });
      } else {
        const email = `kill-seeker-${tag}-${i}@example.com`;
        const { user } = await createStaffAccount(handle.db, { email, passwordHash, password: PASSWORD, zip: '60625', position: 'DH' });
        await createStaffProfile(handle.db, user.id);
        accounts.push({ email, role: 'staff' });
      }
    }
    log(`  prepared ${storage.describe}: demo marketplace and ${CLIENTS} accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return accounts;
  } finally {
    await handle.close();
  }
}

type Server = { child: ChildProcess; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

const AUTH_SECRET = randomBytes(32).toString('hex');
/** Servers this script started: none outlives it. */
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${BASE}/api9/health`);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server and kills it (SIGKILL) after `ms`, or when it is ready if that comes first. */
async function startAndKill(storage: Storage, ms: number): Promise<void> {
  const started = await startServer(storage, ms);
  if ('server' in started) {
    started.server.child.kill('SIGKILL');
    await started.server.exited;
  }
}

/** Starts the server and waits until it answers /api9/ready; a failure if it stops or never answers. */
async function startServer(storage: Storage, killAfterMs?: number): Promise<{ server: Server; ms: number } | { failed: string }> {
  if (await portAnswers()) throw new Error(`Something already answers on port ${PORT}: stop it or choose another --port.`);
  const out = openSync(storage.logFile, 'a');
  const begun = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Clients buy postings with the sandbox's test nonce: a production start sells nothing without it.
      PAYMENTS_SANDBOX: 'true',
      // Every client writes from 127.0.0.1: the per-address limits would answer most of them 429.
      ADDRESS_LIMITS_FACTOR: '1000',
      AUTH_SECRET,
      ACCESS_TOKEN_TTL_SECONDS: String(7 * 86_400),
      // Last: a case's own settings (the shift-pay case's clock and gateway journal) win.
      ...storage.serverEnv,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  started.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  let stopped: string | null = null;
  void exited.then(({ code, signal }) => (stopped = `the server stopped (${signal ?? `exit ${code}`})`));
  if (killAfterMs !== undefined)
    setTimeout(() => {
      if (!stopped) child.kill('SIGKILL');
    }, killAfterMs);
  while (Date.now() - begun < START_TIMEOUT_MS) {
    if (stopped) return { failed: stopped };
    try {
      const answer = await fetch(`${BASE}/api9/ready`);
      if (answer.ok) return { server: { child, exited }, ms: Date.now() - begun };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  await exited;
  return { failed: `no answer within ${START_TIMEOUT_MS / 1000} s` };
}

async function api(token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const answer = await fetch(`${BASE}/api9${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  const isJson = (answer.headers.get('content-type') ?? '').includes('json');
  return { status: answer.status, json: text && isJson ? JSON.parse(text) : null };
}

/** The machine's speed at the moment, for scale: these machines are shared and noisy. */
async function trivialRouteRate(): Promise<number> {
  let answered = 0;
  const until = Date.now() + 2_000;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (Date.now() < until) {
        await (await fetch(`${BASE}/api9/health`)).text();
        answered++;
      }
    }),
  );
  return Math.round(answered / 2);
}

async function signIn(people: Pick<Account, 'email' | 'role'>[]): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < people.length; i += 8) {
    const batch = await Promise.all(
      people.slice(i, i + 8).map(async (person) => {
        const answer = await fetch(`${BASE}/api9/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: person.email, password: PASSWORD }),
        });
        const body = (await answer.json()) as { username: string };
        const token = answer.headers.get('authorization')?.replace(/^Bearer /, '');
        if (!answer.ok || !token) throw new Error(`Sign-in of ${person.email} answered ${answer.status}`);
        return { ...person, username: body.username, token };
      }),
    );
    accounts.push(...batch);
  }
  return accounts;
}

/** What each client knows it wrote: acknowledged writes and, for edits, the one whose answer was lost. */
type Edit = { acked: string | null; lost: string | null };
type SeekerState = { kind: 'staff'; account: Account; applied: Set<number>; untried: number[]; skills: Set<number>; intro: Edit };
type Payment = { key: string; body: Record<string, unknown> };
type PracticeState = { kind: 'employer'; account: Account; postings: Map<number, Edit>; orders: Set<number>; unanswered: Payment[] };
type ClientState = SeekerState | PracticeState;

type RunFigures = { acked: number; answers: Map<number, number>; cut: number };

/** Whether this build takes payments (the commerce routes): probed once the server is up. */
let payments = false;

async function seekerStep(state: SeekerState, run: number, step: number, figures: RunFigures) {
  const { account } = state;
  const draw = randomInt(100);
  if (draw < 40 && state.untried.length > 0) {
    const jobId = state.untried.pop()!;
    const answer = await api(account.token, 'POST', `/users/staff/${account.username}/applications`, { jobId, message: `Run ${run}, step ${step}.` });
    count(figures, answer.status);
    if (answer.status === 201) state.applied.add(jobId);
  } else if (draw < 70) {
    const intro = `Intro of run ${run}, step ${step}: ${randomBytes(6).toString('hex')}`;
    state.intro.lost = intro;
    const answer = await api(account.token, 'PUT', `/users/staff/${account.username}/profile/intro`, { intro });
    count(figures, answer.status);
    state.intro.lost = null;
    if (answer.status === 200) state.intro.acked = intro;
  } else {
    const answer = await api(account.token, 'POST', `/users/staff/${account.username}/skills`, { name: `Skill ${run}.${step}`, score: 3 });
    count(figures, answer.status);
    if (answer.status === 201) state.skills.add((answer.json as { id: number }).id);
  }
}

async function pay(account: Account, payment: Payment) {
  const answer = await fetch(`${BASE}/api9/users/employers/${account.username}/payment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json', 'idempotency-key': payment.key },
    body: JSON.stringify(payment.body),
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function practiceStep(state: PracticeState, run: number, step: number, figures: RunFigures) {
  const { account } = state;
  const ids = [...state.postings.keys()];
  const name = `Dental hygienist, run ${run} step ${step} ${randomBytes(4).toString('hex')}`;
  const draw = randomInt(100);
  if (payments && draw < 15) {
    const payment: Payment = {
      key: `kill-${run}-${step}-${randomBytes(6).toString('hex')}`,
      body: { nonce: APPROVED_NONCE, product: 'JOB', quantity: 1, position: 'DH' },
    };
    state.unanswered.push(payment);
    const answer = await pay(account, payment);
    count(figures, answer.status);
    state.unanswered.pop();
    if (answer.status === 201) state.orders.add((answer.json as { orderId: number }).orderId);
  } else if (ids.length === 0 || draw < 50) {
    const answer = await api(account.token, 'POST', `/users/employers/${account.username}/jobs`, { name, position: 'DH', type: 'PERM' });
    count(figures, answer.status);
    if (answer.status === 201) state.postings.set((answer.json as { id: number }).id, { acked: name, lost: null });
  } else {
    const id = ids[randomInt(ids.length)];
    const edit = state.postings.get(id)!;
    edit.lost = name;
    const answer = await api(account.token, 'PUT', `/jobs/${id}`, { name, position: 'DH', type: 'PERM' });
    count(figures, answer.status);
    edit.lost = null;
    if (answer.status === 200) edit.acked = name;
  }
}

function count(figures: RunFigures, status: number) {
  figures.answers.set(status, (figures.answers.get(status) ?? 0) + 1);
  if (status >= 200 && status < 300) figures.acked++;
}

/** Every client writes in a loop until the server goes away under it. */
async function writeUntilKilled(clients: ClientState[], run: number, server: Server, figures: RunFigures): Promise<number> {
  const killAfter = KILL_MIN + randomInt(Math.max(1, KILL_MAX - KILL_MIN));
  const loops = clients.map(async (state) => {
    for (let step = 0; ; step++) {
      try {
        if (state.kind === 'staff') await seekerStep(state, run, step, figures);
        else await practiceStep(state, run, step, figures);
      } catch {
        figures.cut++;
        return;
      }
    }
  });
  // The moment is counted from the run's first acknowledged write, so that it falls while they go on.
  for (const begun = Date.now(); figures.acked === 0 && Date.now() - begun < 60_000;) await sleep(5);
  await sleep(killAfter);
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(loops);
  return killAfter;
}

/** lost: acknowledged writes not there; stuck: cut-off payments that their key cannot complete. */
type Check = { checked: number; retried: number; lost: string[]; stuck: string[] };

const accepts = (edit: Edit, actual: string | null) => actual === edit.acked || (edit.lost !== null && actual === edit.lost);

/** Reads back every acknowledged write; afterwards what is there is the known state. */
async function verify(clients: ClientState[]): Promise<Check> {
  const check: Check = { checked: 0, retried: 0, lost: [], stuck: [] };
  const missing = (what: string) => check.lost.push(what);
  const retries: Promise<void>[] = [];
  for (let i = 0; i < clients.length; i += 20) {
    await Promise.all(
      clients.slice(i, i + 20).map(async (state) => {
        const { account } = state;
        if (state.kind === 'staff') {
          const applications = await api(account.token, 'GET', `/users/staff/${account.username}/applications`);
          if (applications.status !== 200) throw new Error(`Reading applications answered ${applications.status}`);
          const jobIds = new Set((applications.json as { jobId: number }[]).map((application) => application.jobId));
          for (const jobId of state.applied) {
            check.checked++;
            if (!jobIds.has(jobId)) missing(`${account.username}: application to job ${jobId}`);
          }
          const profile = await api(account.token, 'GET', `/users/staff/${account.username}/profile`);
          if (profile.status !== 200) throw new Error(`Reading a profile answered ${profile.status}`);
          const resume = (profile.json as { resume: { intro: string | null; skills: { id: number }[] } }).resume;
          const skillIds = new Set(resume.skills.map((skill) => skill.id));
          for (const id of state.skills) {
            check.checked++;
            if (!skillIds.has(id)) missing(`${account.username}: skill ${id}`);
          }
          if (state.intro.acked !== null) {
            check.checked++;
            if (!accepts(state.intro, resume.intro)) missing(`${account.username}: intro '${state.intro.acked}' (found '${resume.intro}')`);
          }
          state.intro = { acked: resume.intro, lost: null };
        } else {
          const postings = await api(account.token, 'GET', `/users/employers/${account.username}/jobs?limit=2500`);
          if (postings.status !== 200) throw new Error(`Reading postings answered ${postings.status}`);
          const names = new Map((postings.json as { id: number; name: string | null }[]).map((job) => [job.id, job.name]));
          for (const [id, edit] of state.postings) {
            check.checked++;
            if (!names.has(id)) missing(`${account.username}: posting ${id}`);
            else if (!accepts(edit, names.get(id) ?? null)) missing(`${account.username}: posting ${id} named '${edit.acked}' (found '${names.get(id)}')`);
            state.postings.set(id, { acked: names.get(id) ?? null, lost: null });
          }
          for (const orderId of state.orders) {
            check.checked++;
            const order = await api(account.token, 'GET', `/users/employers/${account.username}/order/${orderId}`);
            if (order.status !== 200) missing(`${account.username}: order ${orderId} (answered ${order.status})`);
          }
          // A payment whose answer was cut off, sent again with its key: made once, answered 201.
          for (const payment of state.unanswered.splice(0)) {
            check.retried++;
            retries.push(
              pay(account, payment).then((again) => {
                if (again.status === 201) state.orders.add((again.json as { orderId: number }).orderId);
                else {
                  const message = (again.json as { errors?: { message: string }[] } | null)?.errors?.[0]?.message ?? '';
                  check.stuck.push(`${account.username}: payment ${payment.key} sent again answered ${again.status} ${message}`.trim());
                }
              }),
            );
          }
        }
      }),
    );
  }
  await Promise.all(retries);
  return check;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

async function newClients(storage: Storage): Promise<{ server: Server; clients: ClientState[] }> {
  const people = await prepare(storage);
  const first = await startServer(storage);
  if ('failed' in first) throw new Error(`The server did not start on a fresh ${ENGINE} database: ${first.failed} (log: ${storage.logFile})`);
  const accounts = await signIn(people);
  const live = await api(null, 'GET', '/jobs/live-pages');
  const jobIds = (live.json as { id: number }[]).map((job) => job.id);
  payments = (await api(null, 'GET', '/prepay/token')).status === 200;
  log(`  machine: ${await trivialRouteRate()} req/s on the trivial route (/api9/health, 10 connections, 2 s); load average ${loadavg()[0].toFixed(1)}`);
  log(`  ${jobIds.length} live postings to apply to; payments ${payments ? 'included' : 'not in this build'}; server up in ${(first.ms / 1000).toFixed(1)} s`);
  const clients = accounts.map((account): ClientState =>
    account.role === 'staff'
      ? { kind: 'staff', account, applied: new Set(), untried: shuffle([...jobIds]), skills: new Set(), intro: { acked: null, lost: null } }
      : { kind: 'employer', account, postings: new Map(), orders: new Set(), unanswered: [] },
  );
  return { server: first.server, clients };
}

const logLength = (file: string) => {
  try {
    return readFileSync(file).length;
  } catch {
    return 0;
  }
};

/** The integrity check's time, from the server's warning after an unclean stop (written since `from`). */
function integrityCheckMs(file: string, from: number): number | null {
  const lines = readFileSync(file).subarray(from).toString('utf8').split('\n');
  const found = lines.map((line) => /"checkMs":(\d+)/.exec(line)).filter((match) => match !== null);
  return found.length ? Number(found[found.length - 1]![1]) : null;
}

function tail(file: string, lines = 8): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};

/** The notice case (scripts/crash/notice-case.ts), with this test's way of making databases and starting the server. */
async function noticeCase() {
  const workDir = await mkdtemp(join(tmpdir(), 'chairside-kill-'));
  const delivered = await runNoticeCase({
    engine: ENGINE as 'pglite' | 'postgres',
    base: BASE,
    runs: RUNS,
    killAt: args['kill-at'].split('-').map(Number) as [number, number],
    smtpPort: Number(args['smtp-port'] ?? PORT + 1),
    alerts: Number(args.alerts),
    notices: Number(args.notices),
    keep: args.keep,
    workDir,
    makeStorage: (attempt) => makeStorage(workDir, attempt),
    startServer: (storage) => startServer(storage),
    trivialRouteRate,
    log,
  });
  if (args.keep) log(`kept: logs in ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
  process.exitCode = delivered ? 0 : 1;
}

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'chairside-kill-'));
  log(
    `# Kill test, ${new Date().toISOString()}, ${ENGINE}, ${RUNS} runs, ${CLIENTS} writing clients, SIGKILL ${KILL_MIN}-${KILL_MAX} ms after a run's first acknowledged write`,
  );
  log(`  Node ${process.version}; work folder ${workDir}`);
  let attempt = 1;
  let storage = await makeStorage(workDir, attempt);
  const storages = [storage];
  let { server, clients } = await newClients(storage);
  const totals = { survived: 0, acked: 0, checked: 0, lost: 0, failedToOpen: 0, killedWhileStarting: 0, retried: 0, stuck: 0 };
  const restarts: number[] = [];
  const checks: number[] = [];
  const allAnswers = new Map<number, number>();
  try {
    for (let run = 1; run <= RUNS; run++) {
      const figures: RunFigures = { acked: 0, answers: new Map(), cut: 0 };
      const killedAfter = await writeUntilKilled(clients, run, server, figures);
      for (const [status, n] of figures.answers) allAnswers.set(status, (allAnswers.get(status) ?? 0) + n);
      totals.acked += figures.acked;
      let killedWhileStarting = '';
      if (randomInt(100) < KILL_DURING_START) {
        const after = 200 + randomInt(4_000);
        await startAndKill(storage, after);
        totals.killedWhileStarting++;
        killedWhileStarting = `, killed again ${after} ms into its start`;
      }
      const logBefore = logLength(storage.logFile);
      const restart = await startServer(storage);
      if ('failed' in restart) {
        totals.failedToOpen++;
        log(`run ${String(run).padStart(2)}: killed after ${killedAfter} ms, ${figures.acked} writes acknowledged; RESTART FAILED: ${restart.failed}`);
        log(tail(storage.logFile).replace(/^/gm, '    | '));
        if (run === RUNS) break;
        attempt++;
        storage = await makeStorage(workDir, attempt);
        storages.push(storage);
        log(`  starting again on a fresh ${ENGINE === 'pglite' ? 'data directory' : 'database'}`);
        ({ server, clients } = await newClients(storage));
        continue;
      }
      server = restart.server;
      restarts.push(restart.ms);
      const checkMs = integrityCheckMs(storage.logFile, logBefore);
      if (checkMs !== null) checks.push(checkMs);
      const check = await verify(clients);
      totals.checked += check.checked;
      totals.lost += check.lost.length;
      totals.retried += check.retried;
      totals.stuck += check.stuck.length;
      if (check.lost.length === 0) totals.survived++;
      const others = [...figures.answers].filter(([status]) => status >= 300).map(([status, n]) => `${n}×${status}`);
      log(
        `run ${String(run).padStart(2)}: killed after ${String(killedAfter).padStart(4)} ms, ${String(figures.acked).padStart(5)} writes acknowledged` +
          `${others.length ? ` (also ${others.join(', ')})` : ''}, ${figures.cut} answers cut off${killedWhileStarting}; restarted in ${(restart.ms / 1000).toFixed(2)} s` +
          `${checkMs === null ? '' : ` (integrity check ${(checkMs / 1000).toFixed(2)} s)`}; ${check.checked} acknowledged writes checked, ` +
          `${check.lost.length} lost` +
          `${check.retried ? `; ${check.retried} cut-off payments sent again, ${check.stuck.length} of them refused` : ''}`,
      );
      for (const what of check.lost.slice(0, 10)) log(`    lost: ${what}`);
      for (const what of check.stuck.slice(0, 3)) log(`    payment refused: ${what}`);
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  log('');
  log(`engine: ${ENGINE}`);
  log(`runs survived: ${totals.survived} of ${RUNS} (every acknowledged write there, the database opened)`);
  log(`restarts that failed to open the database: ${totals.failedToOpen}; runs with a second kill while starting: ${totals.killedWhileStarting}`);
  log(`writes acknowledged: ${totals.acked}; acknowledged writes checked (cumulative over runs): ${totals.checked}; lost: ${totals.lost}`);
  if (payments) {
    const orders = clients.reduce((sum, state) => sum + (state.kind === 'employer' ? state.orders.size : 0), 0);
    log(
      `payments: ${orders} orders acknowledged, each found again; cut off by a kill and sent again with their Idempotency-Key: ${totals.retried}; refused (not completed): ${totals.stuck}`,
    );
  }
  if (restarts.length) log(`restart to ready: median ${(percentile(restarts, 50) / 1000).toFixed(2)} s, max ${(Math.max(...restarts) / 1000).toFixed(2)} s`);
  if (checks.length)
    log(
      `integrity check after an unclean stop (within the restart): median ${(percentile(checks, 50) / 1000).toFixed(2)} s, max ${(Math.max(...checks) / 1000).toFixed(2)} s`,
    );
  log(
    `answers: ${[...allAnswers]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')}`,
  );
  if (args.keep) log(`kept: ${storages.map((kept) => kept.describe).join(', ')}; logs in ${workDir}`);
  else {
    for (const kept of storages) await kept.remove();
    await rm(workDir, { recursive: true, force: true });
  }
  process.exitCode = totals.survived === RUNS && totals.stuck === 0 ? 0 : 1;
}

/** The shift-pay case (scripts/crash/shift-pay-case.ts). */
async function shiftPayCase() {
  const workDir = await mkdtemp(join(tmpdir(), 'chairside-kill-'));
  const passed = await runShiftPayCase({
    engine: ENGINE as 'pglite' | 'postgres',
    base: BASE,
    runs: RUNS,
    shifts: Number(args.shifts),
    killAfter: [KILL_MIN!, KILL_MAX!],
    keep: args.keep,
    workDir,
    makeStorage: (attempt) => makeStorage(workDir, attempt),
    startServer: (storage) => startServer(storage),
    trivialRouteRate,
    log,
  });
  if (args.keep) log(`kept: logs in ${workDir}`);
  else await rm(workDir, { recursive: true, force: true });
  process.exitCode = passed ? 0 : 1;
}

await (CASE === 'notices' ? noticeCase() : CASE === 'shift-pay' ? shiftPayCase() : main());
