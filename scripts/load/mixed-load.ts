// npm run load: the mixed load (visitors, job seekers, practices: scripts/load/mix.ts) at a fixed
// arrival rate against a server this script starts as `npm start` would, on a fresh database
// holding the demo marketplace. Not part of `npm test`; a few minutes per engine.
//
// By default: PostgreSQL at 300 requests a second for 5 minutes, then the embedded database
// (PGlite) stepped up from 50 requests a second by 50, 60 s a step, until a step's p99 reaches
// 250 ms or a request fails: the highest step that held is what it holds.
//
// Options:
//   --engine=postgres|pglite   one engine only (default both)
//   --fixed                    the fixed run on every engine chosen (default for PostgreSQL)
//   --search                   the step search on every engine chosen (default for PGlite)
//   --rate=300 --duration=300  the fixed run's requests a second and seconds
//   --step-start=50 --step=50 --step-duration=60 --step-max=1000   the step search
//   --p99=250                  the latency budget in ms (the step search's limit)
//   --warmup=15                seconds of load before measuring (not counted)
//   --seed=1                   the draw of requests (the same seed asks the same things)
//   --slots=40                 free job slots given to each practice to publish into
//   --server-env=NAME=VALUE    more configuration for the server (repeatable)
//   --profile=DIR              the server writes a CPU profile (.cpuprofile) into DIR when it stops
//   --costs=100                 requests of each kind sent one at a time first, for the server's CPU per request (0: none)
//   --nice=N                   run the server, this client and the PostgreSQL backends serving the
//                              run's database at this priority (e.g. -10; root only): on a machine
//                              shared with other work, what the software does rather than what the
//                              others leave of the machine. Printed with the figures.
// PostgreSQL: LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
// database is made there and dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { DEMO_PASSWORD } from '@chairside/db/seed';
import { createMix, KINDS, MIX, randomSource, type Sessions } from './mix';
import { runOpenLoop, sendOne, summarise, type KindFigures, type Planned, type RunResult } from './open-loop';
import { prepareDatabase, readPopulation, type Population } from './population';
import { loggedErrors, machineSpeed, processCpuMs, startCpuWatch, startServer, type CpuFigures, type RunningServer } from './server';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    fixed: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    rate: { type: 'string', default: '300' },
    duration: { type: 'string', default: '300' },
    'step-start': { type: 'string', default: '50' },
    step: { type: 'string', default: '50' },
    'step-duration': { type: 'string', default: '60' },
    'step-max': { type: 'string', default: '1000' },
    p99: { type: 'string', default: '250' },
    warmup: { type: 'string', default: '15' },
    seed: { type: 'string', default: '1' },
    slots: { type: 'string', default: '40' },
    'server-env': { type: 'string', multiple: true, default: [] },
    profile: { type: 'string' },
    nice: { type: 'string' },
    costs: { type: 'string', default: '100' },
  },
});
const RATE = Number(args.rate);
const DURATION = Number(args.duration);
const BUDGET_MS = Number(args.p99);
const WARMUP = Number(args.warmup);
const engines = args.engine ? [args.engine] : ['postgres', 'pglite'];
const serverUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The server's configuration under load: production, the demo data (and its partner feed), the
 * visitor search answers reused as by default. Access tokens outlive the run, as a session
 * refreshing its token would. Every request comes from 127.0.0.1, so the limits counted per
 * client address (ADDRESS_LIMITS_FACTOR) are raised; the limits per person stay as configured
 * (the load spreads over ~350 people: a job seeker applies about 15 times in 5 minutes).
 */
const SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  SEED_DEMO: 'true',
  AUTH_SECRET: 'load-test-secret-that-is-long-enough-for-hs256',
  ACCESS_TOKEN_TTL_SECONDS: '14400',
  ADDRESS_LIMITS_FACTOR: '1000',
  ...Object.fromEntries(
    (args['server-env'] as string[]).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--server-env takes NAME=VALUE, not ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  ),
};

const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const int = (value: number) => Math.round(value).toLocaleString('en-US');

function modeOf(engine: string): 'fixed' | 'search' {
  if (args.fixed) return 'fixed';
  if (args.search) return 'search';
  return engine === 'pglite' ? 'search' : 'fixed';
}

async function signIn(url: string, population: Population): Promise<Sessions> {
  const sessions: Sessions = new Map();
  const people = [...population.seekers, ...population.practices];
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const person = people[next++];
      const answer = await fetch(`${url}/api9/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: person.email, password: DEMO_PASSWORD }),
      });
      const authorization = answer.headers.get('authorization');
      if (answer.status !== 200 || !authorization) throw new Error(`Sign-in of ${person.username} failed: ${answer.status} ${await answer.text()}`);
      sessions.set(person.username, authorization);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return sessions;
}

function statusList(statuses: Record<string, number>) {
  return Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${int(count)}`)
    .join(', ');
}

function printRun(title: string, run: RunResult, rate: number, cpu: CpuFigures) {
  const { perKind, overall } = summarise(run.outcomes, KINDS);
  log();
  log(`#### ${title}`);
  log();
  log(
    `${int(overall.requests)} requests in ${run.seconds.toFixed(1)} s: ${(overall.requests / run.seconds).toFixed(1)} req/s achieved (${rate} asked); ` +
      `errors ${int(overall.errors)}; statuses ${statusList(overall.statuses)}; the client sent at most ${ms(run.maxLagMs)} ms late.`,
  );
  log(
    `CPU: server ${cpu.serverPercent.toFixed(0)}% of a core, PostgreSQL ${cpu.postgresPercent.toFixed(0)}% (every database on the server), ` +
      `load client ${cpu.clientPercent.toFixed(0)}%; the machine ${cpu.machineBusyPercent.toFixed(0)}% busy over its ${cpu.cores} cores (others' work included).`,
  );
  log();
  log('| kind | share | requests | errors | p50 ms | p95 ms | p99 ms | max ms | statuses |');
  log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  const share = new Map(MIX);
  const row = (figures: KindFigures, weight: string) =>
    log(
      `| ${figures.kind} | ${weight} | ${int(figures.requests)} | ${int(figures.errors)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${statusList(figures.statuses)} |`,
    );
  for (const figures of perKind) row(figures, share.has(figures.kind) ? `${share.get(figures.kind)}%` : '');
  row({ ...overall, kind: '**all**' }, '100%');
  return overall;
}

type Mix = ReturnType<typeof createMix>;

/**
 * The server's CPU time per request of each kind, one request at a time (after 10 untimed):
 * what each kind costs, whatever the machine's other work makes of the wall-clock time. The mix's
 * weighted mean says how many requests a second one core could serve at most.
 */
async function costPerKind(server: RunningServer, mix: Mix, count: number) {
  log();
  log(`#### Server CPU per request, by kind (${count} requests of each, one at a time)`);
  log();
  log('| kind | share | CPU ms per request | status |');
  log('|---|---:|---:|---|');
  let weighted = 0;
  for (const [kind, weight] of MIX) {
    const planOne = () => mix.build(kind) ?? mix.build('visitor: job page')!;
    await runSequential(server.url, 10, planOne);
    const before = await processCpuMs(server.pid);
    const statuses = await runSequential(server.url, count, planOne);
    const perRequest = ((await processCpuMs(server.pid)) - before) / count;
    weighted += (perRequest * weight) / 100;
    log(`| ${kind} | ${weight}% | ${perRequest.toFixed(2)} | ${statusList(statuses)} |`);
  }
  log(`| **the mix (weighted mean)** | 100% | **${weighted.toFixed(2)}** | |`);
  log();
  log(
    `At ${weighted.toFixed(2)} ms a request the server's one thread saturates at about ${int(1000 / weighted)} req/s (PostgreSQL's work runs beside it on a server; the embedded database's runs inside it).`,
  );
}

async function runSequential(url: string, count: number, plan: () => Planned) {
  const statuses: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const outcome = await sendOne(url, plan());
    statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
  }
  return statuses;
}

async function measured(server: RunningServer, rate: number, seconds: number, plan: () => Planned) {
  await prioritise(server);
  const watch = await startCpuWatch(server.pid);
  const run = await runOpenLoop(server.url, rate, seconds, plan);
  return { run, cpu: await watch() };
}

/** With --nice: the server, this process and the run's PostgreSQL backends (new ones too, so again before each measurement). */
async function prioritise(server: RunningServer) {
  if (args.nice === undefined) return;
  const priority = Number(args.nice);
  const pids = [server.pid, process.pid, ...(runDatabase ? await backendsOf(runDatabase) : [])];
  for (const pid of pids) {
    try {
      setPriority(pid, priority);
    } catch (error) {
      throw new Error(`--nice: cannot set the priority of process ${pid}: ${(error as Error).message}`);
    }
  }
}

/** The run's database on the PostgreSQL server (null with the embedded database). */
let runDatabase: string | null = null;

async function backendsOf(database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

async function loadEngine(engine: string, server: RunningServer, population: Population) {
  const started = Date.now();
  const sessions = await signIn(server.url, population);
  log(
    `  ${sessions.size} people signed in (${((Date.now() - started) / 1000).toFixed(1)} s): ${population.seekers.length} job seekers (${population.seekers.filter((s) => s.canApply).length} with a resume good to apply), ${population.practices.length} practices; ${population.jobs.length} live postings, ${population.applications.length} applications`,
  );
  const mix = createMix(population, sessions, randomSource(Number(args.seed)));
  const plan = mix.next;
  const mode = modeOf(engine);
  const firstRate = mode === 'fixed' ? RATE : Number(args['step-start']);
  const speedBefore = await machineSpeed(server.url);
  log(`  machine speed before: GET /api9/health ${int(speedBefore)} req/s (autocannon, 10 connections, 10 s)`);
  if (Number(args.costs) > 0) await costPerKind(server, mix, Number(args.costs));
  // Right before the measured load: the server's caches, its database connections and the
  // client's connections are then as a running site's are.
  if (WARMUP > 0) {
    const warm = await runOpenLoop(server.url, Math.min(firstRate, 100), WARMUP, plan);
    const failed = warm.outcomes.filter((o) => !/^[23]/.test(o.status));
    const failures = [...new Set(failed.map((o) => `${o.kind}: ${o.status}`))].slice(0, 5).join(', ');
    log(`  warm-up: ${WARMUP} s at ${Math.min(firstRate, 100)} req/s (${failed.length} errors${failures ? ` (${failures})` : ''}; not counted)`);
  }

  if (mode === 'fixed') {
    const { run, cpu } = await measured(server, RATE, DURATION, plan);
    const overall = printRun(`${engine}: ${RATE} req/s for ${DURATION} s`, run, RATE, cpu);
    log();
    log(
      `**Budget (p99 under ${BUDGET_MS} ms, no errors): ${overall.errors === 0 && overall.p99 < BUDGET_MS ? 'met' : 'NOT met'}** (p99 ${ms(overall.p99)} ms, ${int(overall.errors)} errors).`,
    );
  } else {
    const steps: { rate: number; achieved: number; p50: number; p95: number; p99: number; errors: number; cpu: CpuFigures }[] = [];
    const stepSeconds = Number(args['step-duration']);
    for (let rate = Number(args['step-start']); rate <= Number(args['step-max']); rate += Number(args.step)) {
      const { run, cpu } = await measured(server, rate, stepSeconds, plan);
      const overall = printRun(`${engine}: step at ${rate} req/s for ${stepSeconds} s`, run, rate, cpu);
      steps.push({ rate, achieved: overall.requests / run.seconds, p50: overall.p50, p95: overall.p95, p99: overall.p99, errors: overall.errors, cpu });
      if (overall.errors > 0 || overall.p99 >= BUDGET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    log();
    log(`#### ${engine}: step search summary (${stepSeconds} s a step, p99 budget ${BUDGET_MS} ms)`);
    log();
    log('| asked req/s | achieved req/s | p50 ms | p95 ms | p99 ms | errors | server CPU | PostgreSQL CPU | machine busy |');
    log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const step of steps)
      log(
        `| ${step.rate} | ${step.achieved.toFixed(1)} | ${ms(step.p50)} | ${ms(step.p95)} | ${ms(step.p99)} | ${int(step.errors)} | ${step.cpu.serverPercent.toFixed(0)}% | ${step.cpu.postgresPercent.toFixed(0)}% | ${step.cpu.machineBusyPercent.toFixed(0)}% |`,
      );
    const held = steps.filter((step) => step.errors === 0 && step.p99 < BUDGET_MS).pop();
    log();
    log(`**Highest rate held (p99 under ${BUDGET_MS} ms, no errors): ${held ? `${held.rate} req/s` : `none from ${args['step-start']} req/s`}.**`);
  }
  const speedAfter = await machineSpeed(server.url);
  log();
  log(`  machine speed after: GET /api9/health ${int(speedAfter)} req/s`);
  const errors = await loggedErrors(server.logPath);
  log(`  server log: ${errors.length} lines at level error or worse${errors.length ? `; first: ${errors[0].slice(0, 400)}` : ''}`);
}

async function withPostgres(run: (env: Record<string, string>, prepare: (slots: number) => Promise<Population>) => Promise<void>) {
  const name = `chairside_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  runDatabase = name;
  const drop = async () => {
    const cleaner = new pg.Client({ connectionString: serverUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  };
  cleanups.add(drop);
  try {
    const version = await admin.query<{ version: string }>('select version()');
    log(`  ${version.rows[0].version.split(',')[0]}; the server's pool: 10 connections`);
    await run({ DATABASE_URL: url.toString() }, async (slots) =>
      preparedWith(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }), slots),
    );
  } finally {
    await admin.end();
    await drop();
    cleanups.delete(drop);
  }
}

async function withPglite(run: (env: Record<string, string>, prepare: (slots: number) => Promise<Population>) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'chairside-load-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  cleanups.add(remove);
  try {
    const dataDir = join(dir, 'data');
    await run({ DATA_DIR: dataDir }, async (slots) => preparedWith(await openDatabase({ kind: 'pglite', dataDir }), slots));
  } finally {
    await remove();
    cleanups.delete(remove);
  }
}

/** Loads the data in this process (the embedded database allows one process at a time), reads the cast, closes. */
async function preparedWith(handle: DatabaseHandle, slots: number): Promise<Population> {
  try {
    const started = Date.now();
    const made = await prepareDatabase(handle, slots);
    log(
      `  demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${Object.entries(made)
        .map(([what, count]) => `${count} ${what}`)
        .join(', ')}`,
    );
    return await readPopulation(handle);
  } finally {
    await handle.close();
  }
}

/** Cleanups of what this run made (its server, its database), run on Ctrl-C too. */
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    log(`\n${signal}: stopping the server and removing the run's database`);
    void (async () => {
      // The server first, then its database: the latest made goes first.
      for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => undefined);
      process.exit(130);
    })();
  });

async function main() {
  if (!existsSync('apps/web/dist/client/.vite/manifest.json')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  log(`# Mixed load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`);
  log(
    `load average at the start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; command: npm run load -- ${process.argv.slice(2).join(' ')}`,
  );
  if (args.nice !== undefined)
    log(`Priority: the server, the load client and the run's PostgreSQL backends at nice ${args.nice}, the machine's other work at its own (usually 0).`);
  log();
  log(`Mix: ${MIX.map(([kind, weight]) => `${kind} ${weight}%`).join(', ')}.`);
  for (const engine of engines) {
    const logDir = await mkdtemp(join(tmpdir(), 'chairside-load-log-'));
    const logPath = join(logDir, `${engine}-server.log`);
    log();
    log(`## ${engine === 'pglite' ? 'PGlite (embedded, a data directory in a temporary folder)' : 'PostgreSQL (server)'}`);
    const body = async (env: Record<string, string>, prepare: (slots: number) => Promise<Population>) => {
      const population = await prepare(Number(args.slots));
      const server = await startServer({ ...SERVER_ENV, ...env }, logPath, args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []);
      cleanups.add(server.stop);
      log(`  server log: ${logPath}`);
      try {
        await loadEngine(engine, server, population);
      } finally {
        await server.stop();
        cleanups.delete(server.stop);
      }
    };
    if (engine === 'postgres') await withPostgres(body);
    else if (engine === 'pglite') await withPglite(body);
    else throw new Error(`Unknown engine ${engine}: postgres or pglite`);
  }
  log();
  log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
