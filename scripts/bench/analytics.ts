// The admin analytics report (events per day and the purchase funnel) over a million events.
// node --import tsx scripts/bench/analytics.ts [--engine=pglite|postgres] [--events=1000000] [--runs=30]
// Loads the events over 90 days, vacuums, then times the report for a 30-day and a 7-day period
// from the daily counts (what the route does), and the same report counted from the events
// themselves with their indexes (the obvious way). Prints the machine's speed (a trivial route's req/s, in process).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// temporary database is made there and dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@chairside/db/client';
import { buildApi } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import { reportAnalytics } from '@chairside/api/modules/analytics/report-analytics';

const { values: args } = parseArgs({
  options: { engine: { type: 'string', default: 'pglite' }, events: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '30' } },
});
const EVENTS = Number(args.events);
const RUNS = Number(args.runs);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// A plausible mix: many views, fewer cart steps, few purchases.
const MIX = [
  ...Array(30).fill('view_job'),
  ...Array(10).fill('web_vitals'),
  ...Array(8).fill('view_item'),
  ...Array(5).fill('login'),
  ...Array(4).fill('add_to_cart'),
  ...Array(2).fill('begin_checkout'),
  'add_payment_info',
  'purchase',
  'sign_up',
  'submit_application',
  'logout',
];

async function open(): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (args.engine === 'postgres') {
    const name = `chairside_bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      handle,
      cleanup: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'chairside-bench-analytics-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  return { handle, cleanup: async () => (await handle.close(), await rm(dir, { recursive: true, force: true })) };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function time(label: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  await run();
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const line = `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
  console.log(line);
  return line;
}

const { handle, cleanup } = await open();
try {
  await handle.migrate();
  const loadStart = performance.now();
  const names = `array[${MIX.map((name) => `'${name}'`).join(',')}]::text[]`;
  const seconds = (90 * 86_400) / EVENTS;
  for (let from = 1; from <= EVENTS; from += 100_000) {
    const to = Math.min(EVENTS, from + 99_999);
    await handle.db.execute(
      sql.raw(`insert into analytics_events (name, occurred_at, role, page, params)
        select (${names})[1 + ((i::bigint * 7919) % ${MIX.length})::int], timestamptz '2026-08-01 00:00:00+00' + make_interval(secs => i * ${seconds}),
               'anonymous', '/dental-jobs/search', '{}'::jsonb
        from generate_series(${from}, ${to}) as i`),
    );
  }
  // The daily counts the intake keeps with each batch, built here in one go.
  await handle.db.execute(sql`insert into analytics_daily_counts (day, name, count)
    select (occurred_at at time zone 'UTC')::date, name, count(*) from analytics_events group by 1, 2`);
  await handle.db.execute(sql`vacuum analyze analytics_events`);
  await handle.db.execute(sql`vacuum analyze analytics_daily_counts`);
  console.log(`${args.engine}: loaded ${EVENTS.toLocaleString('en-US')} events over 90 days in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' });
  const { app, ctx } = await buildApi({ config, db: handle.db });
  let requests = 0;
  const until = performance.now() + 2000;
  while (performance.now() < until) {
    await app.inject({ method: 'GET', url: '/api9/ready' });
    requests += 1;
  }
  console.log(`machine: trivial route ${Math.round(requests / 2)} req/s (in process, GET /api9/ready)`);

  const month = { from: '2026-09-01', to: '2026-09-30' };
  const week = { from: '2026-09-10', to: '2026-09-16' };
  await time('report from the daily counts, 30 days', () => reportAnalytics(ctx, month));
  await time('report from the daily counts, 7 days', () => reportAnalytics(ctx, week));
  // The simpler way: the same report counted from the events themselves, with their (occurred_at, name) and (name, occurred_at) indexes.
  const fromEvents = async (period: { from: string; to: string }) => {
    const from = `${period.from}T00:00:00Z`;
    const until = new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000).toISOString();
    await handle.db.execute(sql`select (occurred_at at time zone 'UTC')::date as day, name, count(*) from analytics_events
      where occurred_at >= ${from} and occurred_at < ${until} group by 1, 2 order by 1, 2`);
    await handle.db.execute(sql`select name, count(*) from analytics_events
      where name in ('view_item', 'add_to_cart', 'begin_checkout', 'add_payment_info', 'purchase') and occurred_at >= ${from} and occurred_at < ${until} group by name`);
  };
  await time('counted from the events, 30 days', () => fromEvents(month));
  await time('counted from the events, 7 days', () => fromEvents(week));
  const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain select day, name, count from analytics_daily_counts where day >= '2026-09-01' and day <= '2026-09-30' order by day, name`,
  );
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  await app.close();
} finally {
  await cleanup();
}
