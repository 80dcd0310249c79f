// What every benchmark shares: the engines asked for, a fresh database per engine (PGlite in a
// temporary folder; PostgreSQL as a temporary database on BENCH_DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), and percentiles.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { withServerFlags } from '../server-flags.mjs';

// A benchmark measures the API as the server runs it: with the server's Node flags (started
// without them, the benchmark runs itself again with them).
await withServerFlags();

export type Engine = 'pglite' | 'postgres';
export type EngineLabel = 'PGlite' | 'PostgreSQL';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The value at percentile `p` of numbers sorted ascending. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;

/** The CPU ticks of each PostgreSQL server process on this machine now, by process id. */
export type PostgresCpu = Map<string, number>;

/** Each PostgreSQL server process's CPU ticks (user and system) so far, from /proc; null where there is no /proc (not Linux). */
export function postgresCpu(): PostgresCpu | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const ticks: PostgresCpu = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      // After the name: state is field 3, utime and stime fields 14 and 15.
      const fields = stat.slice(close + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while being read.
    }
  }
  return ticks;
}

/**
 * The CPU time (microseconds) PostgreSQL's processes spent since `before`: the processes alive now,
 * each less what it had then (a connection opened since counts whole; one closed since is gone).
 */
export function postgresCpuMicrosSince(before: PostgresCpu): number | null {
  const now = postgresCpu();
  if (!now) return null;
  let ticks = 0;
  for (const [pid, spent] of now) ticks += spent - (before.get(pid) ?? 0);
  return ticks * MICROS_PER_TICK;
}

/** The engines of an `--engine` option: the one named, or both. */
export function enginesOf(option: unknown): Engine[] {
  if (option === undefined) return ['pglite', 'postgres'];
  if (option === 'pglite' || option === 'postgres') return [option];
  throw new Error(`Unknown engine ${String(option)}: pglite or postgres`);
}

/**
 * Runs `bench` on a fresh database of each engine, under a heading naming it, and removes the
 * database afterwards. `name` tells the databases of one benchmark apart; with `reuse`, the
 * database is named `{name}_reuse` and kept, so a later run skips loading what is already there.
 */
export async function onEachEngine(
  engines: readonly Engine[],
  name: string,
  bench: (label: EngineLabel, handle: DatabaseHandle) => Promise<void>,
  { reuse = false } = {},
) {
  for (const engine of engines) {
    if (engine === 'pglite') await onPglite(name, bench, reuse);
    else await onPostgres(name, bench, reuse);
  }
}

async function onPglite(name: string, bench: (label: EngineLabel, handle: DatabaseHandle) => Promise<void>, reuse: boolean) {
  process.stdout.write('\n## PGlite (embedded, a data directory in a temporary folder)\n');
  const dir = reuse ? join(tmpdir(), `chairside_${name}_reuse`) : await mkdtemp(join(tmpdir(), `chairside_${name}_`));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  try {
    await bench('PGlite', handle);
  } finally {
    await handle.close();
    if (!reuse) await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(name: string, bench: (label: EngineLabel, handle: DatabaseHandle) => Promise<void>, reuse: boolean) {
  process.stdout.write('\n## PostgreSQL (server, pool of 10)\n');
  const database = reuse ? `chairside_${name}_reuse` : `chairside_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const present = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (present.rows.length === 0) await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  try {
    await bench('PostgreSQL', handle);
  } finally {
    await handle.close();
    if (!reuse) {
      // The pool's end resolves before the server has closed its connections: wait for them, so
      // that dropping the database does not kill connections the pool still listens to.
      for (let wait = 0; wait < 100; wait++) {
        const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [database]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`drop database if exists ${database} with (force)`);
    }
    await admin.end();
  }
}
