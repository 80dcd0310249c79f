// npm run bench: one job alerts pass (the scheduler's task) over 10,000 alerts and 100,000 live
// postings, on PGlite and on PostgreSQL, budget one minute. The alerts are due (last email two
// days ago, last look a day ago) at noon Central time, so postings of the last day are new to
// them; the pass writes its emails to the outbox as it does in production without SMTP. Then a
// second pass (nothing new: the steady state), and the matching alone two ways: the pass's
// one-degree cells, and the place index read per alert (the obvious way). A trivial route's
// speed is the machine's speed in the same run.
// Options: --engine=pglite|postgres (default both), --jobs=N (default 100000), --alerts=N
// (default 10000). PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a temporary database is made there and dropped.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { API_PREFIX, apiPlugin, createContext } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import { silentLog } from '@chairside/api/platform/notice-queue';
import { sendJobAlerts } from '@chairside/api/modules/job-alerts/send-job-alerts';
import { claimNewMatches } from '@chairside/api/modules/job-alerts/alert-pass-repository';
import { loadBenchData } from './bench-data';
import { enginesOf, onEachEngine } from './bench-kit';

// Not strict: `npm run bench` hands every benchmark the options of all of them.
const { values: args } = parseArgs({
  options: { engine: { type: 'string' }, jobs: { type: 'string', default: '100000' }, alerts: { type: 'string', default: '10000' } },
  strict: false,
});
const LIVE_JOBS = Number(args.jobs);
const ALERTS = Number(args.alerts);
const BUDGET_S = 60;
const log = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The next 18:00 UTC (noon in Chicago in winter, 1 pm in summer; daytime in every US zone but Guam's). */
function nextNoonCentral(): Date {
  const at = new Date();
  at.setUTCHours(18, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/**
 * `alerts` alerts at random US ZIP codes: half of job seekers' accounts (each with its own ZIP),
 * half of confirmed visitors. Positions as a board sees them (a tenth ANY); radius 10 to 200
 * (5% national); a keyword on a fifth ('team' or 'hygiene'); 30% at once. Seeded.
 */
async function loadAlerts(handle: DatabaseHandle, at: Date) {
  const lookedAt = new Date(at.getTime() - 86_400_000).toISOString();
  const sentAt = new Date(at.getTime() - 2 * 86_400_000).toISOString();
  const madeAt = new Date(at.getTime() - 40 * 86_400_000).toISOString();
  const people = Math.floor(ALERTS / 2);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.1717)`);
    await tx.execute(sql`create temporary table alert_zips on commit drop as
      select row_number() over (order by zip) as n, zip, city, state, lat, lng from zip_codes where country = 'US'`);
    await tx.execute(sql`
      insert into users (username, email, password_hash, role, name, position, zip, city, state, lat, lng)
      select 'bench-seeker-' || g, 'bench-seeker-' || g || '@example.com', 'not-a-hash', 'staff', 'Bench Seeker ' || g, 'DH', z.zip, z.city, z.state, z.lat, z.lng
      from generate_series(1, ${people}) g
      join alert_zips z on z.n = 1 + (g * 104729) % (select count(*) from alert_zips)`);
    await tx.execute(sql`create temporary table alert_draws on commit drop as
      select g, random() as r_position, random() as r_radius, random() as r_keyword, random() as r_frequency, random() as r_zip
      from generate_series(1, ${ALERTS}) g`);
    await tx.execute(sql`
      insert into job_alerts (user_id, email, position, zip, state, lat, lng, radius, type, keyword, frequency, confirmed_at, checked_until, last_sent_at, created_at, updated_at)
      select u.id, case when u.id is null then 'bench-visitor-' || d.g || '@example.com' end,
        case when d.r_position < 0.10 then 'ANY' when d.r_position < 0.37 then 'DA' when d.r_position < 0.62 then 'DH' when d.r_position < 0.76 then 'FO'
             when d.r_position < 0.89 then 'DD' when d.r_position < 0.95 then 'LT' else 'SR' end,
        z.zip, z.state, z.lat, z.lng,
        case when d.r_radius < 0.05 then 101 else (array[10, 20, 30, 40, 50, 100, 200])[1 + floor((d.r_radius - 0.05) / 0.95 * 7)::int] end,
        'ANY',
        case when d.r_keyword < 0.12 then 'team' when d.r_keyword < 0.20 then 'hygiene' end,
        case when d.r_frequency < 0.30 then 'INSTANT' else 'DAILY' end,
        ${madeAt}::timestamptz, ${lookedAt}::timestamptz, ${sentAt}::timestamptz, ${madeAt}::timestamptz, ${madeAt}::timestamptz
      from alert_draws d
      left join users u on d.g <= ${people} and u.username = 'bench-seeker-' || d.g
      join alert_zips z on z.n = 1 + floor(d.r_zip * (select count(*) from alert_zips))`);
  });
}

async function resetAlerts(handle: DatabaseHandle, at: Date) {
  await handle.db.execute(sql`delete from job_alert_sent_jobs`);
  await handle.db.execute(sql`delete from outbox_messages`);
  await handle.db.execute(sql`update job_alerts set checked_until = ${new Date(at.getTime() - 86_400_000).toISOString()}::timestamptz,
    last_sent_at = ${new Date(at.getTime() - 2 * 86_400_000).toISOString()}::timestamptz`);
}

async function machineSpeed(handle: DatabaseHandle): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' });
  const ctx = await createContext({ config, db: handle.db });
  const app = Fastify();
  await app.register(apiPlugin(ctx), { prefix: API_PREFIX });
  await app.ready();
  try {
    for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: '/api9/health' });
    const started = performance.now();
    const n = 2_000;
    for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url: '/api9/health' });
    return n / ((performance.now() - started) / 1000);
  } finally {
    await app.close();
  }
}

async function bench(engine: string, handle: DatabaseHandle) {
  const version = await handle.db.execute<{ version: string }>(sql`select version()`);
  log(`  ${version.rows[0].version.split(',')[0]}`);
  let started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  await loadBenchData(handle.db, { liveJobs: LIVE_JOBS, closedJobs: Math.round(LIVE_JOBS / 10), practices: Math.max(50, Math.round(LIVE_JOBS / 20)) });
  const at = nextNoonCentral();
  await loadAlerts(handle, at);
  await handle.db.execute(sql`vacuum analyze`);
  await handle.db.execute(sql`checkpoint`);
  const counts = await handle.db.execute<{ live: number; alerts: number; fresh: number }>(sql`
    select (select count(*)::int from jobs where status = 'ACTIVE' and live_until > ${at.toISOString()}::timestamptz) as live,
      (select count(*)::int from job_alerts) as alerts,
      (select count(*)::int from jobs where status = 'ACTIVE' and posted_date > ${new Date(at.getTime() - 25 * 3_600_000).toISOString()}::timestamptz) as fresh`);
  const { live, alerts, fresh } = counts.rows[0];
  log(
    `  loaded in ${seconds(Date.now() - started)}: ${live.toLocaleString('en-US')} live postings (${fresh.toLocaleString('en-US')} published in the day before the pass), ${alerts.toLocaleString('en-US')} alerts`,
  );
  log(`  machine: GET /api9/health in-process ${Math.round(await machineSpeed(handle)).toLocaleString('en-US')} req/s`);

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'https://chairside.example',
  });
  const ctx = await createContext({ config, db: handle.db });

  started = performance.now();
  const pass = await sendJobAlerts(ctx, silentLog, at);
  const passMs = performance.now() - started;
  const sentRows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from job_alert_sent_jobs`);
  started = performance.now();
  const steady = await sendJobAlerts(ctx, silentLog, new Date(at.getTime() + 5 * 60_000));
  const steadyMs = performance.now() - started;

  // The other way: the same matching and claims per 2,000 alerts, each alert reading the place index over its box.
  await resetAlerts(handle, at);
  const ids = (await handle.db.execute<{ id: number }>(sql`select id from job_alerts order by id`)).rows.map((row) => Number(row.id));
  started = performance.now();
  let claimed = 0;
  for (let start = 0; start < ids.length; start += 2_000) claimed += (await claimNewMatches(handle.db, ids.slice(start, start + 2_000), at, 'index')).length;
  const indexMs = performance.now() - started;
  // And the grid alone (the pass's matching without the emails), for the split of the pass's time.
  await resetAlerts(handle, at);
  started = performance.now();
  let gridClaimed = 0;
  for (let start = 0; start < ids.length; start += 2_000) gridClaimed += (await claimNewMatches(handle.db, ids.slice(start, start + 2_000), at, 'grid')).length;
  const gridMs = performance.now() - started;

  log();
  log(`### ${engine}: one job alerts pass, ${alerts.toLocaleString('en-US')} alerts over ${live.toLocaleString('en-US')} live postings, budget ${BUDGET_S} s`);
  log();
  log('| run | alerts looked at | due | emails | postings sent | time |');
  log('|---|---:|---:|---:|---:|---:|');
  log(
    `| first pass at noon Central (a day of new postings) | ${pass.candidates.toLocaleString('en-US')} | ${pass.due.toLocaleString('en-US')} | ${pass.emailed.toLocaleString('en-US')} | ${sentRows.rows[0].n.toLocaleString('en-US')} | ${seconds(passMs)} |`,
  );
  log(
    `| next pass 5 minutes later (nothing new) | ${steady.candidates.toLocaleString('en-US')} | ${steady.due.toLocaleString('en-US')} | ${steady.emailed.toLocaleString('en-US')} | 0 | ${seconds(steadyMs)} |`,
  );
  log(
    `| matching only, one-degree cells (the pass's way, no emails) | ${ids.length.toLocaleString('en-US')} | ${ids.length.toLocaleString('en-US')} | - | ${gridClaimed.toLocaleString('en-US')} | ${seconds(gridMs)} |`,
  );
  log(
    `| matching only, the place index per alert (the other way, no emails) | ${ids.length.toLocaleString('en-US')} | ${ids.length.toLocaleString('en-US')} | - | ${claimed.toLocaleString('en-US')} | ${seconds(indexMs)} |`,
  );
  log();
  log(`  first pass ${seconds(passMs)}: ${passMs / 1000 < BUDGET_S ? 'within' : 'OVER'} the ${BUDGET_S} s budget`);
}

log(`# Job alerts benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
await onEachEngine(enginesOf(args.engine), 'bench_alerts', bench);
