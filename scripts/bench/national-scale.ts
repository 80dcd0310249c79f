// npm run bench:national: growth curves of the daily screens over the national data set
// (national-data.ts) at several fractions of it, on a fresh database per fraction (made on
// BENCH_DATABASE_URL's server, dropped afterwards; PGlite in a temporary folder). Each screen is
// requested through the real API routes in-process (app.inject: routing, auth, validation,
// serialization), the answer cache off, and timed: p50 and p95 per fraction, with the rows the
// answer holds, so a cost that grows with the data shows beside one that grows with the answer.
// A trivial route's req/s in the same run is the machine's speed. The embedded database gets a
// tenth of each fraction.
// Options: --engine=pglite|postgres (default postgres), --fractions=0.01,0.1,1 (default),
// --runs=N (timed requests per screen, default 60), --screens=word (only the screens whose name holds it),
// --reuse (keep each fraction's database and measure it again next time, after the newest migrations),
// --no-alerts (leave the job alerts pass out).
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { METRO_ZIPS } from '@chairside/db/demo-places';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { buildApi } from '@chairside/api/app';
import { loadConfig } from '@chairside/api/platform/config';
import { silentLog } from '@chairside/api/platform/notice-queue';
import { sendJobAlerts } from '@chairside/api/modules/job-alerts/send-job-alerts';
import { enginesOf, onEachEngine, percentile } from './bench-kit';
import { countsAt, loadNationalData, nationalSubjects, type NationalSubjects } from './national-data';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    fractions: { type: 'string', default: '0.01,0.1,1' },
    runs: { type: 'string', default: '60' },
    screens: { type: 'string', default: '' },
    reuse: { type: 'boolean', default: false },
    'no-alerts': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const FRACTIONS = String(args.fractions)
  .split(',')
  .map(Number)
  .filter((value) => value > 0 && value <= 1);
const log = (line = '') => process.stdout.write(`${line}\n`);
const ORIGINS = METRO_ZIPS.map((metro) => metro.zips[0]);
const STATES = ['illinois', 'california', 'texas', 'new-york', 'florida'];

type Request = { url: string; as?: 'practice' | 'seeker' };
/**
 * `served`: asked of an instance that keeps its counts (SEARCH_CACHE_SECONDS default), as production serves it.
 * `everywhere`: asked from every metro in turn (run i from ORIGINS[i]).
 */
type Screen = { name: string; requests: (run: number, s: NationalSubjects) => Request[]; served?: boolean; everywhere?: boolean };

const enc = encodeURIComponent;
const ALERTS_PASS = 'job alerts pass';
const stateDirectory = (run: number) => `/api9/job-directories/jobs?state=${STATES[run % STATES.length]}`;
const SCREENS: Screen[] = [
  {
    name: 'job search, DH 50 mi',
    everywhere: true,
    requests: (run) => [{ url: `/api9/jobs/search?position=DH&zip=${ORIGINS[run % ORIGINS.length]}&radius=50` }],
  },
  {
    name: "job search, DH 200 mi, keyword 'team'",
    everywhere: true,
    requests: (run) => [{ url: `/api9/jobs/search?position=DH&zip=${ORIGINS[run % ORIGINS.length]}&radius=200&keyword=team` }],
  },
  {
    name: 'resume search, DH 50 mi',
    everywhere: true,
    requests: (run, s) => [{ url: `/api9/employers/${enc(s.practiceUsername)}/resumes/search/DH/${ORIGINS[run % ORIGINS.length]}?radius=50`, as: 'practice' }],
  },
  {
    name: "a posting's applicants (2,000)",
    requests: (_run, s) => [{ url: `/api9/users/employers/${enc(s.practiceUsername)}/applications/${s.crowdedJobId}`, as: 'practice' }],
  },
  {
    name: "a posting's applicants, list's first page (50 of 2,000)",
    requests: (_run, s) => [{ url: `/api9/users/employers/${enc(s.practiceUsername)}/pipeline/${s.crowdedJobId}/applicants`, as: 'practice' }],
  },
  {
    name: "a posting's applicants, board (counts, 50 per stage)",
    requests: (_run, s) => [{ url: `/api9/users/employers/${enc(s.practiceUsername)}/pipeline/${s.crowdedJobId}`, as: 'practice' }],
  },
  {
    name: "a posting's applicants, list page 20 (after a cursor)",
    requests: (_run, s) => [
      {
        url: `/api9/users/employers/${enc(s.practiceUsername)}/pipeline/${s.crowdedJobId}/applicants?after=${enc(s.crowdedCursor ?? '')}`,
        as: 'practice',
      },
    ],
  },
  { name: 'practice dashboard', requests: (_run, s) => [{ url: `/api9/users/employers/${enc(s.practiceUsername)}/dashboard`, as: 'practice' }] },
  {
    name: "practice's applications",
    requests: (_run, s) => [{ url: `/api9/users/employers/${enc(s.practiceUsername)}/applications`, as: 'practice' }],
  },
  {
    name: "seeker's dashboard (applications, saved jobs, interviews)",
    requests: (_run, s) => [
      { url: `/api9/users/staff/${enc(s.seekerUsername)}/applications`, as: 'seeker' },
      { url: `/api9/users/staff/${enc(s.seekerUsername)}/saved-jobs`, as: 'seeker' },
      { url: `/api9/users/${enc(s.seekerUsername)}/interviews?date=upcoming&tz=America%2FChicago`, as: 'seeker' },
    ],
  },
  { name: "seeker's applications", requests: (_run, s) => [{ url: `/api9/users/staff/${enc(s.seekerUsername)}/applications`, as: 'seeker' }] },
  { name: 'conversation list, practice', requests: () => [{ url: '/api9/conversations', as: 'practice' }] },
  { name: 'conversation list, seeker', requests: () => [{ url: '/api9/conversations', as: 'seeker' }] },
  {
    name: 'long conversation (5,000 messages), newest page',
    requests: (_run, s) => [{ url: `/api9/conversations/${s.longConversationId}/messages`, as: 'practice' }],
  },
  { name: 'directory: jobs in a state, counts kept (as served)', served: true, requests: (run) => [{ url: stateDirectory(run) }] },
  { name: 'directory: jobs in a state, counts computed (a refresh, once per 20 s)', requests: (run) => [{ url: stateDirectory(run) }] },
  { name: 'directory: organizations', requests: () => [{ url: '/api9/job-directories/organizations' }] },
  { name: "site search 'hygienist'", requests: () => [{ url: '/api9/site-search?q=hygienist' }] },
  { name: 'sitemap index, kept (as served)', served: true, requests: () => [{ url: '/api9/job-directories/sitemap' }] },
  { name: 'sitemap index, computed (a refresh, once per 5 min)', requests: () => [{ url: '/api9/job-directories/sitemap' }] },
  { name: 'sitemap: jobs, file 1 (up to 50,000 URLs)', requests: () => [{ url: '/api9/job-directories/sitemap/jobs/1' }] },
];

/** Rows in an answer: the length of the array it is or holds (the longest one). */
function rowsOf(body: string): number {
  try {
    const value: unknown = JSON.parse(body);
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map((field) => (Array.isArray(field) ? field.length : 0)));
  } catch {
    // Not JSON (the sitemap's XML): count its URLs.
    return (body.match(/<loc>/g) ?? []).length;
  }
  return 0;
}

type Figure = { screen: string; p50: number; p95: number; rows: number; status: string };
export type FractionResult = { engine: string; fraction: number; load: string; machine: number; figures: Figure[]; alertPassMs: number };

async function session(handle: DatabaseHandle, userId: number): Promise<string> {
  const family = randomUUID();
  await handle.db.execute(sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    values (${userId}, ${family}, ${family}, now() + interval '30 days')`);
  return family;
}

async function measure(engine: string, fraction: number, handle: DatabaseHandle): Promise<FractionResult> {
  let started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  log(`  fraction ${fraction}: migrated in ${((Date.now() - started) / 1000).toFixed(1)} s; loading`);
  started = Date.now();
  const loaded = (await handle.db.execute<{ loaded: boolean }>(sql`select exists (select 1 from conversation_messages) as loaded`)).rows[0].loaded;
  if (loaded) log('  the set was loaded before (--reuse): measured again');
  const subjects = loaded ? await nationalSubjects(handle.db) : await loadNationalData(handle.db, fraction, log);
  // The cursor of the 19th page of the crowded posting's list (newest first), for its 20th page.
  const cursorRow = (
    await handle.db.execute<{ id: number; at: string }>(sql`
      select id::int as id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from applications
      where job_id = ${subjects.crowdedJobId} order by created_at desc, id desc offset ${19 * 50 - 1} limit 1`)
  ).rows[0];
  subjects.crowdedCursor = cursorRow ? `${cursorRow.at}_${cursorRow.id}` : undefined;
  await handle.db.execute(sql`vacuum analyze`);
  await handle.db.execute(sql`checkpoint`);
  const load = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  log(`  loaded, VACUUM ANALYZE and CHECKPOINT in ${load}`);

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SEARCH_CACHE_SECONDS: '0',
    PUBLIC_URL: 'https://chairside.example',
  });
  const { app, ctx } = await buildApi({ config, db: handle.db });
  const served = await buildApi({ config: { ...config, SEARCH_CACHE_SECONDS: loadConfig({}).SEARCH_CACHE_SECONDS }, db: handle.db });
  const tokens = {
    practice: await ctx.tokens.sign({
      username: subjects.practiceUsername,
      role: 'employer',
      delegated: false,
      session: await session(handle, subjects.practiceId),
    }),
    seeker: await ctx.tokens.sign({ username: subjects.seekerUsername, role: 'staff', delegated: false, session: await session(handle, subjects.seekerId) }),
  };
  const send = async (request: Request, by = app) => {
    const response = await by.inject({
      method: 'GET',
      url: request.url,
      headers: request.as ? { authorization: `Bearer ${tokens[request.as]}` } : {},
    });
    return { status: response.statusCode, rows: rowsOf(response.body) };
  };

  for (let i = 0; i < 300; i++) await app.inject({ method: 'GET', url: '/api9/health' });
  let healthStarted = performance.now();
  for (let i = 0; i < 2000; i++) await app.inject({ method: 'GET', url: '/api9/health' });
  const machine = 2000 / ((performance.now() - healthStarted) / 1000);

  const figures: Figure[] = [];
  for (const screen of SCREENS.filter((entry) => entry.name.includes(String(args.screens)))) {
    const by = screen.served ? served.app : app;
    // Untimed first: 5 requests, or one from every metro (a national site is asked about each all the time).
    for (let run = 0; run < (screen.everywhere ? ORIGINS.length : 5); run++) for (const request of screen.requests(run, subjects)) await send(request, by);
    const times: number[] = [];
    let rows = 0;
    const statuses = new Set<number>();
    for (let run = 0; run < RUNS; run++) {
      const requests = screen.requests(run, subjects);
      const begun = performance.now();
      for (const request of requests) {
        const answer = await send(request, by);
        statuses.add(answer.status);
        rows += answer.rows;
      }
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    figures.push({
      screen: screen.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      rows: Math.round(rows / RUNS),
      status: [...statuses].join('/'),
    });
    const figure = figures[figures.length - 1];
    log(`    ${screen.name}: p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms, ${figure.rows.toLocaleString('en-US')} rows`);
  }
  // The job alerts pass: the scheduler's task over every alert (due: last look a day ago), at 7 pm
  // UTC, when no US or Canadian time zone is in its quiet hours.
  // Measured when --screens leaves it in ('alerts' alone runs only it).
  const americanAfternoon = new Date();
  americanAfternoon.setUTCHours(19, 0, 0, 0);
  let alertPassMs = Number.NaN;
  let alertPass = 'not measured';
  if (!args['no-alerts'] && ALERTS_PASS.includes(String(args.screens))) {
    healthStarted = performance.now();
    const pass = await sendJobAlerts(ctx, silentLog, americanAfternoon);
    alertPassMs = performance.now() - healthStarted;
    alertPass = `${pass.candidates.toLocaleString('en-US')} alerts looked at, ${pass.due.toLocaleString('en-US')} due, ${pass.emailed.toLocaleString('en-US')} emailed`;
  }
  await app.close();
  await served.app.close();

  log();
  log(`### ${engine}, ${fraction * 100}% of the national set (${describe(fraction)})`);
  const passFigure = Number.isNaN(alertPassMs) ? alertPass : `${(alertPassMs / 1000).toFixed(2)} s (${alertPass})`;
  log(`  machine: GET /api9/health in-process ${Math.round(machine).toLocaleString('en-US')} req/s; job alerts pass ${passFigure}`);
  log();
  log('| screen | p50 ms | p95 ms | rows in the answer | status |');
  log('|---|---:|---:|---:|---|');
  for (const f of figures) log(`| ${f.screen} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.rows.toLocaleString('en-US')} | ${f.status} |`);
  return { engine, fraction, load, machine, figures, alertPassMs };
}

function describe(fraction: number): string {
  const n = countsAt(fraction);
  return `${n.seekers.toLocaleString('en-US')} seekers, ${(n.livePostings + n.closedPostings).toLocaleString('en-US')} postings, ${n.applications.toLocaleString('en-US')} applications, ${n.messages.toLocaleString('en-US')} messages, ${n.alerts.toLocaleString('en-US')} alerts`;
}

function printCurves(results: FractionResult[]) {
  for (const engine of [...new Set(results.map((r) => r.engine))]) {
    const of = results.filter((r) => r.engine === engine);
    log();
    log(`### ${engine}: growth curves, p50 / p95 ms (rows in the answer)`);
    log();
    log(`| screen | ${of.map((r) => `${r.fraction * 100}%`).join(' | ')} |`);
    log(`|---|${of.map(() => '---:').join('|')}|`);
    for (const screen of SCREENS.map((s) => s.name).filter((name) => of[0]?.figures.some((figure) => figure.screen === name))) {
      const cells = of.map((r) => {
        const f = r.figures.find((figure) => figure.screen === screen)!;
        return `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} (${f.rows.toLocaleString('en-US')})`;
      });
      log(`| ${screen} | ${cells.join(' | ')} |`);
    }
    if (of.some((r) => !Number.isNaN(r.alertPassMs)))
      log(`| job alerts pass (s) | ${of.map((r) => (Number.isNaN(r.alertPassMs) ? 'not measured' : (r.alertPassMs / 1000).toFixed(2))).join(' | ')} |`);
    log(`| machine: trivial route req/s | ${of.map((r) => Math.round(r.machine).toLocaleString('en-US')).join(' | ')} |`);
    log(`| load time | ${of.map((r) => r.load).join(' | ')} |`);
  }
}

log(`# National scale benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`);
const results: FractionResult[] = [];
for (const engine of enginesOf(args.engine))
  for (const fraction of FRACTIONS) {
    const scaled = engine === 'pglite' ? fraction / 10 : fraction;
    await onEachEngine(
      [engine],
      `national_${String(scaled).replace('.', '_')}`,
      async (label, handle) => {
        results.push(await measure(label, scaled, handle));
      },
      { reuse: args.reuse },
    );
  }
printCurves(results);
