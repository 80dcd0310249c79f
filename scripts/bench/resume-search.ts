// npm run bench (second part, after the job search; scripts/bench/all.ts): resume search over 50,000 resumes, on PGlite and on PostgreSQL.
// Loads job seekers (80% in the 40 largest metro areas, 20% anywhere) with resumes, skills and
// certifications, then times the resume search use case (candidates, ranking, the page's cards:
// the route's work without HTTP) per scenario from every metro, prints the plan of the widest
// search, the machine's speed (a trivial route's req/s through app.inject in the same run) and
// the obvious simpler way's figure (no bounding box: the distance of every resume of the position).
// Options: --engine=pglite|postgres (default both), --resumes=N (default 50000), --runs=N (timed
// searches per scenario, default 100). PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); a temporary database is made there and dropped.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { METRO_ZIPS } from '@chairside/db/demo-places';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { ResumeSearchQuerySchema, resumeSearchParamsOf, type ResumeSearchQuery } from '@chairside/domain/resume-search';
import { buildApi } from '@chairside/api/app';
import { previewResumes } from '@chairside/api/modules/resume-search/search-resumes';
import { loadConfig } from '@chairside/api/platform/config';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

// Not strict: `npm run bench` hands both benchmarks the same options (the job search's are ignored here).
const { values: args } = parseArgs({
  strict: false,
  options: {
    engine: { type: 'string' },
    resumes: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '100' },
  },
});
const RESUMES = Number(args.resumes);
const RUNS = Number(args.runs);

const ORIGINS = METRO_ZIPS.map((metro) => metro.zips[0]);
const METRO_LIST = METRO_ZIPS.flatMap((metro) => metro.zips);
const COMMON = 'patient';
const RARE = 'zirconia';

type Scenario = { name: string; query: ResumeSearchQuery };
const scenarios: Scenario[] = [
  { name: 'DH, 25 mi', query: {} },
  { name: 'DH, 50 mi', query: { radius: '50' } },
  { name: 'DH, 100 mi', query: { radius: '100' } },
  { name: 'DH, 200 mi', query: { radius: '200' } },
  { name: `DH, 50 mi, common keyword '${COMMON}'`, query: { radius: '50', keyword: COMMON } },
  { name: `DH, 200 mi, rare keyword '${RARE}'`, query: { radius: '200', keyword: RARE } },
  { name: 'DH, 50 mi, 5+ years, CPR, Mondays', query: { radius: '50', experience: '5', certifications: 'cpr', availability: 'mon' } },
  { name: 'DH, 200 mi, willing to relocate only', query: { radius: '200', relocate: '1' } },
  { name: 'DH, 100 mi, page 3', query: { radius: '100', offset: '40' } },
];

const ms = (value: number) => value.toFixed(1);
const log = (line = '') => process.stdout.write(`${line}\n`);

const INTROS = [
  'Friendly hygienist focused on patient comfort and periodontal health.',
  'Chairside assistant with a gentle touch and a love of digital dentistry.',
  'Front office lead: scheduling, insurance and patient financing.',
  'Associate dentist with implant and endodontic experience.',
  'Lab technician milling zirconia crowns and bridges.',
  'Hygienist with local anesthesia permit and a calm chairside manner.',
];

/**
 * 50,000 job seekers with resumes, in SQL (generate_series), so both engines load in seconds.
 * The search rows (resume_search_rows) are written by the triggers on the resume tables, as in
 * production: one refresh per inserting statement.
 */
async function load(handle: DatabaseHandle) {
  const started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  const metro = sql.join(
    METRO_LIST.map((zip) => sql`${zip}`),
    sql`, `,
  );
  await handle.db.execute(
    sql`create temp table bench_metro as select row_number() over (order by zip)::int - 1 as i, zip, city, state, lat, lng from zip_codes where zip in (${metro})`,
  );
  await handle.db.execute(
    sql`create temp table bench_any as select row_number() over (order by zip)::int - 1 as i, zip, city, state, lat, lng from zip_codes where country = 'US'`,
  );
  await handle.db.execute(sql`create index on bench_metro (i)`);
  await handle.db.execute(sql`create index on bench_any (i)`);
  const metroCount = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from bench_metro`)).rows[0].n;
  const anyCount = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from bench_any`)).rows[0].n;
  await handle.db.execute(sql`
    insert into users (username, email, password_hash, role, name, position, zip, city, state, lat, lng)
    select 'bench-seeker-' || g, 'bench-seeker-' || g || '@bench.example', 'x', 'staff', 'Bench Seeker ' || g,
      (array['DA','DA','DA','DH','DH','DH','FO','FO','DD','DD','LT','SR'])[(1 + g % 12)::int],
      z.zip, z.city, z.state,
      z.lat + ((g * 7919 % 1000) / 1000.0 - 0.5) * 0.4, z.lng + ((g * 104729 % 1000) / 1000.0 - 0.5) * 0.4
    from generate_series(1::bigint, ${RESUMES}::bigint) g
    join lateral (
      select * from bench_metro m where g % 5 <> 0 and m.i = (g * 31) % ${metroCount}::int
      union all
      select * from bench_any a where g % 5 = 0 and a.i = (g * 7919) % ${anyCount}::int
    ) z on true`);
  const intros = sql.join(
    INTROS.map((intro) => sql`${intro}`),
    sql`, `,
  );
  await handle.db.execute(sql`
    insert into staff_profiles (user_id, intro, experience, is_public, is_relocate, candidate_state,
      is_dow_mon, is_dow_tue, is_dow_wed, is_dow_thur, is_dow_fri, is_dow_sat_temp)
    select id, (array[${intros}])[1 + id % ${INTROS.length}::int], (id % 25)::smallint, id % 10 < 6, id % 5 = 0,
      case id % 10 when 0 then 'NOT_LOOKING' when 1 then 'ACTIVE' when 2 then 'ACTIVE' else 'OPEN' end,
      id % 2 = 0, id % 3 = 0, true, id % 4 = 0, id % 5 = 0, id % 7 = 0
    from users where email like 'bench-seeker-%'`);
  await handle.db.execute(sql`
    insert into staff_skills (user_id, name, score)
    select u.id, (array['Dentrix','Eaglesoft','Digital X-rays','Scaling and root planing','Sealants','Impressions','Sterilization','Patient education','Insurance billing','CAD/CAM'])[1 + (u.id + k) % 10], 1 + (u.id % 5)
    from users u cross join generate_series(0, 3) k where u.email like 'bench-seeker-%'`);
  await handle.db.execute(sql`
    insert into staff_certs (user_id, name)
    select id, (array['CPR/BLS','Radiography','Coronal Polishing','Nitrous Oxide Monitoring'])[1 + id % 4]
    from users where email like 'bench-seeker-%' and id % 10 < 7`);
  await handle.db.execute(sql`vacuum analyze`);
  const counts = (
    await handle.db.execute<{ resumes: number; findable: number; rows: number }>(sql`
      select count(*)::int as resumes, count(*) filter (where is_public and candidate_state <> 'NOT_LOOKING')::int as findable,
        (select count(*)::int from resume_search_rows) as rows from staff_profiles`)
  ).rows[0];
  log(
    `  loaded ${counts.resumes.toLocaleString('en-US')} resumes (${counts.findable.toLocaleString('en-US')} public and findable, ${counts.rows.toLocaleString('en-US')} search rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A trivial route through app.inject for one second: the machine's speed beside the figures. */
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
  await load(handle);
  const { app, ctx } = await buildApi({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db: handle.db,
  });
  log(`  machine: ${await machineSpeed(app)} req/s for GET /api9/ready through app.inject`);
  // Warm up: every origin once (ZIP cache, plans).
  for (const zip of ORIGINS) await previewResumes(ctx, 'DH', zip, resumeSearchParamsOf(ResumeSearchQuerySchema.parse({})));
  log(`\n| ${label}: scenario | p50 ms | p95 ms | matches (median) |`);
  log('|---|---|---|---|');
  for (const scenario of scenarios) {
    const params = resumeSearchParamsOf(ResumeSearchQuerySchema.parse(scenario.query));
    const times: number[] = [];
    const totals: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const zip = ORIGINS[run % ORIGINS.length];
      const started = performance.now();
      const answer = await previewResumes(ctx, 'DH', zip, params);
      times.push(performance.now() - started);
      totals.push(answer.total);
    }
    times.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    log(`| ${scenario.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${percentile(totals, 50)} |`);
  }
  // The simpler way: no bounding box, the distance of every findable resume of the position.
  const simple: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 40); run++) {
    const place = (await handle.db.execute<{ lat: number; lng: number }>(sql`select lat, lng from zip_codes where zip = ${ORIGINS[run % ORIGINS.length]}`))
      .rows[0];
    const started = performance.now();
    await handle.db.execute(sql`
      select u.id from users u join staff_profiles sp on sp.user_id = u.id
      where u.role = 'staff' and u.position = 'DH' and sp.is_public and sp.candidate_state <> 'NOT_LOOKING'
        and 7917.6 * asin(least(1, sqrt(power(sin(radians(u.lat - ${place.lat}::float8) / 2), 2)
          + cos(radians(${place.lat}::float8)) * cos(radians(u.lat)) * power(sin(radians(u.lng - ${place.lng}::float8) / 2), 2)))) <= 100
      order by 1 limit 1000`);
    simple.push(performance.now() - started);
  }
  simple.sort((a, b) => a - b);
  log(
    `| simpler way: DH, 100 mi without the bounding box (distance of every resume, no ranking) | ${ms(percentile(simple, 50))} | ${ms(percentile(simple, 95))} | |`,
  );
  const origin = (await handle.db.execute<{ lat: number; lng: number }>(sql`select lat, lng from zip_codes where zip = '10001'`)).rows[0];
  const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`explain (costs off)
    select r.user_id from resume_search_rows r where r.position = 'DH'
      and r.lat between ${origin.lat - 2.9}::float8 and ${origin.lat + 2.9}::float8 and r.lng between ${origin.lng - 3.82}::float8 and ${origin.lng + 3.82}::float8
    union all
    select r.user_id from resume_search_rows r where r.is_relocate and r.position = 'DH'
      and r.lat between ${origin.lat - 4.35}::float8 and ${origin.lat + 4.35}::float8 and r.lng between ${origin.lng - 5.75}::float8 and ${origin.lng + 5.75}::float8`);
  log(`\n  plan of the candidate scan (New York, a 200-mile search: the 200-mile box, and the 300-mile box of those willing to relocate):`);
  for (const row of plan.rows) log(`    ${row['QUERY PLAN']}`);
  await app.close();
}

log(
  `# Resume search benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${RESUMES.toLocaleString('en-US')} resumes, ${RUNS} searches per scenario`,
);
await onEachEngine(enginesOf(args.engine), 'resume_bench', bench);
