// npm run bench: the job search over 100,000 live postings, on PGlite and on PostgreSQL.
// Loads the data, times the search use case (the route's work without HTTP) per scenario,
// prints the query plans, then measures the public search route under load with autocannon
// on 127.0.0.1. Options: --engine=pglite|postgres (default both), --jobs=N (default 100000),
// --duration=S (autocannon seconds, default 10), --runs=N (timed searches per scenario, default 200),
// --reuse (development: keep the loaded databases and use them again next time).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// temporary database is made there and dropped afterwards.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { executeUnprepared, type DatabaseHandle } from '@chairside/db/client';
import { METRO_ZIPS } from '@chairside/db/demo-places';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { normaliseJobSearch, SEARCH_COUNT_AHEAD, type JobSearchQuery } from '@chairside/domain/job-search';
import { buildApi } from '@chairside/api/app';
import { lookupZip } from '@chairside/api/modules/geo/zip-lookup';
import { searchStatementOf } from '@chairside/api/modules/job-search/search-statement';
import { placeSearchFilters, type SearchFilters } from '@chairside/api/modules/job-search/search-filters';
import { searchJobs } from '@chairside/api/modules/job-search/search-jobs';
import { loadConfig } from '@chairside/api/platform/config';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';
import { COMMON_KEYWORD, RARE_KEYWORD, loadBenchData } from './bench-data';
import { enginesOf, onEachEngine, percentile, postgresCpu, postgresCpuMicrosSince } from './bench-kit';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    jobs: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '200' },
    'no-vacuum': { type: 'boolean', default: false },
    /** Development: keep the loaded databases (fixed names) and reuse them on the next run. */
    reuse: { type: 'boolean', default: false },
  },
});
const LIVE_JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const RUNS = Number(args.runs);

/** Where people search from: one ZIP code in each of the 40 largest metro areas. */
const ORIGINS = METRO_ZIPS.map((metro) => metro.zips[0]);

type Scenario = { name: string; query: JobSearchQuery };
const scenarios: Scenario[] = [];
for (const radius of ['10', '50', '100', '200']) {
  scenarios.push({ name: `DH, ${radius} mi`, query: { position: 'DH', radius } });
  scenarios.push({ name: `DH, ${radius} mi, common keyword '${COMMON_KEYWORD}'`, query: { position: 'DH', radius, keyword: COMMON_KEYWORD } });
  scenarios.push({ name: `DH, ${radius} mi, rare keyword '${RARE_KEYWORD}'`, query: { position: 'DH', radius, keyword: RARE_KEYWORD } });
}
scenarios.push({ name: 'DH, nationwide (radius 101)', query: { position: 'DH', radius: '101' } });
scenarios.push({ name: `DH, nationwide, keyword '${COMMON_KEYWORD}'`, query: { position: 'DH', radius: '101', keyword: COMMON_KEYWORD } });
scenarios.push({ name: 'all positions, 50 mi', query: { position: 'ANY', radius: '50' } });
scenarios.push({ name: 'all positions, 200 mi', query: { position: 'ANY', radius: '200' } });
scenarios.push({ name: 'all positions, nationwide', query: { position: 'ANY', radius: '101' } });

/** Plans printed: the densest place (New York, 10001), worst case. */
const PLANNED = [
  'DH, 50 mi',
  'DH, 200 mi',
  `DH, 200 mi, common keyword '${COMMON_KEYWORD}'`,
  `DH, 200 mi, rare keyword '${RARE_KEYWORD}'`,
  'DH, nationwide (radius 101)',
  'all positions, 200 mi',
];

const ms = (value: number) => value.toFixed(1);
const log = (line = '') => process.stdout.write(`${line}\n`);

type Figures = { scenario: string; p50: number; p95: number; matches: number };

async function prepare(handle: DatabaseHandle) {
  if (args.reuse) {
    const existing = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where to_regclass('jobs') is not null`).catch(() => null);
    if (existing && existing.rows[0].n > 0) {
      await handle.migrate();
      log(`  reusing the loaded database (${existing.rows[0].n.toLocaleString('en-US')} postings)`);
      return;
    }
  }
  let started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  log(`  migrated and loaded ZIP codes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  await loadBenchData(handle.db, { liveJobs: LIVE_JOBS, closedJobs: Math.round(LIVE_JOBS / 10), practices: Math.max(50, Math.round(LIVE_JOBS / 20)) });
  log(
    `  loaded ${LIVE_JOBS.toLocaleString('en-US')} live postings (+${Math.round(LIVE_JOBS / 10).toLocaleString('en-US')} closed or expired) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  started = Date.now();
  if (!args['no-vacuum']) await handle.db.execute(sql`vacuum analyze`);
  await handle.db.execute(sql`checkpoint`);
  log(`  ${args['no-vacuum'] ? 'no VACUUM (--no-vacuum), ' : 'VACUUM ANALYZE and '}CHECKPOINT in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function timeScenarios(engine: string, handle: DatabaseHandle): Promise<Figures[]> {
  const { ctx } = await buildApi({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db: handle.db,
  });
  const figures: Figures[] = [];
  // Warm up, untimed: every scenario from every origin once (the ZIP cache, the database's
  // buffers and catalogue caches, every pooled connection).
  for (const scenario of scenarios)
    for (const zip of ORIGINS) {
      const params = normaliseJobSearch({ ...scenario.query, zip }, { signedIn: false });
      if (params.ok) await searchJobs(ctx, params.params, null);
    }
  for (const scenario of scenarios) {
    const times: number[] = [];
    let matches = 0;
    for (let run = 0; run < RUNS; run++) {
      const zip = ORIGINS[run % ORIGINS.length];
      const normalised = normaliseJobSearch({ ...scenario.query, zip }, { signedIn: false });
      if (!normalised.ok) throw new Error(JSON.stringify(normalised.problems));
      const started = performance.now();
      const answer = await searchJobs(ctx, normalised.params, null);
      times.push(performance.now() - started);
      matches += answer.total;
    }
    times.sort((a, b) => a - b);
    figures.push({ scenario: scenario.name, p50: percentile(times, 50), p95: percentile(times, 95), matches: Math.round(matches / RUNS) });
  }
  log();
  log(`### ${engine}: search latency (${RUNS} searches per scenario, origins cycling over ${ORIGINS.length} metro ZIP codes, limit 25)`);
  log();
  log('| scenario | p50 ms | p95 ms | matches (mean) |');
  log('|---|---:|---:|---:|');
  for (const f of figures) log(`| ${f.scenario} | ${ms(f.p50)} | ${ms(f.p95)} | ${f.matches.toLocaleString('en-US')} |`);
  return figures;
}

/**
 * The obvious simpler way, timed beside the real search: the great-circle distance of every live
 * posting of the position (no bounding box, no place index) and, with a keyword, every match
 * ranked by ts_rank, the first 25 with the total. The same origins and runs as the real search.
 */
async function timeSimplerWay(engine: string, handle: DatabaseHandle, real: Figures[]) {
  const simple = [
    { name: 'DH, 50 mi', radius: 50, keyword: null },
    { name: 'DH, 200 mi', radius: 200, keyword: null },
    { name: `DH, 200 mi, common keyword '${COMMON_KEYWORD}'`, radius: 200, keyword: COMMON_KEYWORD },
    { name: `DH, 200 mi, rare keyword '${RARE_KEYWORD}'`, radius: 200, keyword: RARE_KEYWORD },
  ];
  const origins = await Promise.all(ORIGINS.map((zip) => lookupZip(handle.db, zip)));
  log();
  log(`### ${engine}: the simpler way (great-circle distance of every DH posting, every keyword match ranked), beside the real search`);
  log();
  log('| scenario | simpler p50 ms | simpler p95 ms | real p50 ms | real p95 ms | real p95 / simpler p95 |');
  log('|---|---:|---:|---:|---:|---:|');
  for (const scenario of simple) {
    const times: number[] = [];
    for (let run = 0; run < Math.min(RUNS, 60); run++) {
      const origin = origins[run % origins.length]!;
      const distance = sql`3958.8 * acos(least(1, cos(radians(${origin.lat})) * cos(radians(j.lat)) * cos(radians(j.lng) - radians(${origin.lng})) + sin(radians(${origin.lat})) * sin(radians(j.lat))))`;
      const keyword = scenario.keyword ? sql`and j.search_vector @@ websearch_to_tsquery('english', ${scenario.keyword})` : sql``;
      const order = scenario.keyword
        ? sql`ts_rank(j.search_vector, websearch_to_tsquery('english', ${scenario.keyword})) desc, d.miles`
        : sql`d.miles, j.posted_date desc`;
      const started = performance.now();
      await handle.db.execute(sql`
        select j.id, d.miles, count(*) over ()::int as total
        from jobs j cross join lateral (select ${distance} as miles) d
        where j.status = 'ACTIVE' and j.live_until > now() and j.position = 'DH' and d.miles <= ${scenario.radius} ${keyword}
        order by ${order} limit 25`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mine = real.find((figure) => figure.scenario === scenario.name)!;
    const p95 = percentile(times, 95);
    log(`| ${scenario.name} | ${ms(percentile(times, 50))} | ${ms(p95)} | ${ms(mine.p50)} | ${ms(mine.p95)} | ${(mine.p95 / p95).toFixed(2)} |`);
  }
}

async function printPlans(engine: string, handle: DatabaseHandle) {
  const origin = await lookupZip(handle.db, '10001');
  if (!origin) throw new Error('ZIP 10001 missing');
  log();
  log(`### ${engine}: query plans (New York 10001, the densest origin)`);
  for (const name of PLANNED) {
    const scenario = scenarios.find((s) => s.name === name)!;
    const normalised = normaliseJobSearch({ ...scenario.query, zip: '10001' }, { signedIn: false });
    if (!normalised.ok) throw new Error('bad scenario');
    const p = normalised.params;
    const filters: SearchFilters = {
      ...placeSearchFilters({
        origin: { lat: origin.lat, lng: origin.lng },
        radius: p.national ? null : p.radius,
        position: p.position,
        now: new Date(),
        limit: 25,
        offset: 0,
        countLimit: SEARCH_COUNT_AHEAD,
      }),
      national: p.national,
      keyword: p.keyword,
      type: p.type,
      postingFields: { employmentTypes: p.employmentTypes, schedule: p.schedule, benefits: p.benefits, minPay: p.minPay },
    };
    const statement = searchStatementOf(filters, null);
    const plan = await executeUnprepared<{ 'QUERY PLAN': string }>(handle.db, {
      ...statement,
      text: `explain (analyze, costs off, timing on) ${statement.text}`,
    });
    log();
    log(`#### ${name}`);
    log('```');
    for (const row of plan.rows) log(row['QUERY PLAN']);
    log('```');
  }
}

type LoadResult = { requestsPerSecond: number; total: number; latencyP50: number; latencyP99: number; non2xx: number; errors: number; cpuMicros: number };

function runLoad(url: string, paths: string[]): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/load.mjs', JSON.stringify({ url, paths, duration: DURATION, connections: 10 })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`load.mjs exited ${code}`))));
  });
}

/** The API as the server runs it; `cacheSeconds` 0 sends every visitor search to the database. */
async function listen(handle: DatabaseHandle, cacheSeconds: number) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SEARCH_CACHE_SECONDS: String(cacheSeconds),
  });
  const { app } = await buildApi({ config, db: handle.db });
  return { app, address: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

async function measureRoute(engine: string, handle: DatabaseHandle) {
  const dh50 = ORIGINS.map((zip) => `/api9/jobs/search?position=DH&zip=${zip}&radius=50`);
  const loads = [
    { name: 'GET /api9/health (a trivial route: what the machine gives at the moment)', cache: 0, paths: ['/api9/health'] },
    { name: 'DH, 50 mi: every request searches (answer cache off)', cache: 0, paths: dh50 },
    {
      name: `DH, 50 mi, keyword '${COMMON_KEYWORD}': every request searches`,
      cache: 0,
      paths: ORIGINS.map((zip) => `/api9/jobs/search?position=DH&zip=${zip}&radius=50&keyword=${COMMON_KEYWORD}`),
    },
    { name: 'DH, 50 mi: visitor answers reused for 20 s (the default), the 40 searches repeating', cache: 20, paths: dh50 },
  ];
  log();
  log(`### ${engine}: GET /api9/jobs/search under load (autocannon, 10 connections, ${DURATION} s, origins cycling)`);
  log();
  // CPU per request: the server (this process: the API, and PGlite's database when embedded), the
  // PostgreSQL server's processes on this machine, and the load generator. Two cores give at most
  // two seconds of CPU a second, so what a request costs in all bounds its rate.
  const database = engine === 'PostgreSQL' ? 'PostgreSQL' : 'database (in the server)';
  log(`| request | req/s | latency p50 ms | latency p99 ms | non-2xx | errors | CPU µs a request: server, ${database}, load generator |`);
  log('|---|---:|---:|---:|---:|---:|---:|');
  const rates: number[] = [];
  for (const load of loads) {
    const { app, address } = await listen(handle, load.cache);
    const server = process.cpuUsage();
    const postgresBefore = engine === 'PostgreSQL' ? postgresCpu() : null;
    const result = await runLoad(address, load.paths);
    const serverMicros = (({ user, system }) => user + system)(process.cpuUsage(server));
    const postgresMicros = postgresBefore && postgresCpuMicrosSince(postgresBefore);
    await app.close();
    rates.push(result.requestsPerSecond);
    const each = (micros: number | null) => (micros === null ? '–' : Math.round(micros / result.total).toLocaleString('en-US'));
    log(
      `| ${load.name} | ${Math.round(result.requestsPerSecond).toLocaleString('en-US')} | ${result.latencyP50} | ${result.latencyP99} | ${result.non2xx} | ${result.errors} | ${each(serverMicros)}, ${each(postgresMicros)}, ${each(result.cpuMicros)} |`,
    );
  }
  const target = engine === 'PostgreSQL' ? 5 : 1.6;
  log();
  log(
    `Uncached search route / trivial route in this run: ${Math.round(rates[1]).toLocaleString('en-US')} / ${Math.round(rates[0]).toLocaleString('en-US')} req/s = ${((100 * rates[1]) / rates[0]).toFixed(2)}% (target ${target}%)`,
  );
}

log(
  `# Job search benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version} ${process.execArgv.filter((flag) => SERVER_NODE_FLAGS.includes(flag)).join(' ')}`,
);
await onEachEngine(
  enginesOf(args.engine),
  'bench',
  async (label, handle) => {
    const version = await handle.db.execute<{ version: string }>(sql`select version()`);
    log(`  ${version.rows[0].version.split(',')[0]}`);
    await prepare(handle);
    await timeSimplerWay(label, handle, await timeScenarios(label, handle));
    await printPlans(label, handle);
    await measureRoute(label, handle);
  },
  { reuse: Boolean(args.reuse) },
);
