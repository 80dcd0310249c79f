// npm run bench (third part; scripts/bench/all.ts): site search (ADR 50) over the demo data plus
// 100,000 live postings, on PGlite and on PostgreSQL. Times the search use case (all seven
// indexes, the route's work without HTTP) per query, including typo queries that search twice,
// prints the machine's speed (a trivial route's req/s through app.inject in the same run) and
// the obvious simpler way's figure (rank every match of the postings by ts_rank and count them all).
// Options: --engine=pglite|postgres (default both), --jobs=N (default 100000), --runs=N (timed
// searches per query, default 100). PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a temporary database is made there and dropped.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { seedDemoData } from '@chairside/db/seed';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { buildApi } from '@chairside/api/app';
import { searchSite } from '@chairside/api/modules/site-search/search-site';
import { refreshSiteSearchTerms } from '@chairside/api/modules/site-search/site-search-terms';
import { loadConfig } from '@chairside/api/platform/config';
import { COMMON_KEYWORD, RARE_KEYWORD, loadBenchData } from './bench-data';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

// Not strict: `npm run bench` hands every benchmark the same options.
const { values: args } = parseArgs({
  strict: false,
  options: { engine: { type: 'string' }, jobs: { type: 'string', default: '100000' }, runs: { type: 'string', default: '100' } },
});
const LIVE_JOBS = Number(args.jobs);
const RUNS = Number(args.runs);

const QUERIES = [
  'hygienist',
  'dental assistant',
  'chicago',
  COMMON_KEYWORD,
  RARE_KEYWORD,
  'orthodontic',
  'conference',
  'autoclave',
  'hygenist',
  'dentl asistant',
  'zzqx nothing',
];

const ms = (value: number) => value.toFixed(1);
const log = (line = '') => process.stdout.write(`${line}\n`);

async function machineSpeed(app: Awaited<ReturnType<typeof buildApi>>['app']) {
  const until = Date.now() + 1000;
  let count = 0;
  while (Date.now() < until) {
    await app.inject({ method: 'GET', url: '/api9/ready' });
    count++;
  }
  return count;
}

async function bench(label: string, handle: DatabaseHandle) {
  const started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  await seedDemoData(handle.db);
  await loadBenchData(handle.db, { liveJobs: LIVE_JOBS, closedJobs: Math.round(LIVE_JOBS / 10), practices: Math.max(50, Math.round(LIVE_JOBS / 20)) });
  await handle.db.execute(sql`vacuum analyze`);
  const { app, ctx } = await buildApi({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db: handle.db,
  });
  const termsStarted = Date.now();
  const words = await refreshSiteSearchTerms(ctx);
  const live = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'ACTIVE' and live_until > now()`)).rows[0].n;
  log(
    `  loaded the demo data and ${live.toLocaleString('en-US')} live postings in ${((Date.now() - started) / 1000).toFixed(1)} s; typo word list: ${words.toLocaleString('en-US')} words in ${((Date.now() - termsStarted) / 1000).toFixed(1)} s`,
  );
  log(`  machine: ${await machineSpeed(app)} req/s for GET /api9/ready through app.inject`);
  for (const q of QUERIES) await searchSite(ctx, { q, page: 0 });

  log(`\n| ${label}: query (7 indexes, 10 hits each) | p50 ms | p95 ms | job postings nbHits | typo pass |`);
  log('|---|---|---|---|---|');
  const all: number[] = [];
  for (const q of QUERIES) {
    const times: number[] = [];
    let answer = await searchSite(ctx, { q, page: 0 });
    for (let run = 0; run < RUNS; run++) {
      const begun = performance.now();
      answer = await searchSite(ctx, { q, page: 0 });
      times.push(performance.now() - begun);
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    const postings = answer.results.find((result) => result.index === 'Job Postings')?.nbHits ?? 0;
    log(
      `| ${q} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${postings} | ${answer.corrections.length > 0 ? answer.corrections.map((c) => `${c.from}→${c.to}`).join(', ') : '-'} |`,
    );
  }
  all.sort((a, b) => a - b);
  log(`| all queries | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} | | |`);

  // The route through HTTP (app.inject), for the p95 a client sees minus the network.
  const routeTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const begun = performance.now();
    await app.inject({ method: 'GET', url: `/api9/site-search?q=${encodeURIComponent(QUERIES[run % QUERIES.length])}` });
    routeTimes.push(performance.now() - begun);
  }
  routeTimes.sort((a, b) => a - b);
  log(`| GET /api9/site-search through app.inject (mixed queries) | ${ms(percentile(routeTimes, 50))} | ${ms(percentile(routeTimes, 95))} | | |`);

  // The simpler way: rank every matching posting by ts_rank and count every match.
  const simple: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 30); run++) {
    const begun = performance.now();
    await handle.db.execute(sql`
      with q as (select to_tsquery('english', ${`${COMMON_KEYWORD}:*`}) as q)
      select j.id, j.name, count(*) over () as total from jobs j, q
      where j.status = 'ACTIVE' and j.live_until > now() and j.search_vector @@ q.q
      order by ts_rank(j.search_vector, q.q) desc limit 10`);
    simple.push(performance.now() - begun);
  }
  simple.sort((a, b) => a - b);
  log(
    `| simpler way: job postings only, '${COMMON_KEYWORD}', every match ranked and counted | ${ms(percentile(simple, 50))} | ${ms(percentile(simple, 95))} | | |`,
  );
  await app.close();
}

log(`# Site search benchmark: demo data plus ${LIVE_JOBS.toLocaleString('en-US')} live postings, ${RUNS} runs per query`);
await onEachEngine(enginesOf(args.engine), 'site_search_bench', bench);
process.exit(0);
