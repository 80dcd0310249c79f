// npm run bench: choosing who receives a temp shift request (findShiftCandidates) over 100,000
// temp profiles, on PGlite and on PostgreSQL. Loads job seekers with temp profiles (80% in the 40
// largest metro areas by population, 20% anywhere in the US) with weekly windows, dated
// exceptions, certifications, reliability histories, bookings and blocks, then times the choice
// for varied shifts (positions, weekdays, hours, rates, requirements, request rounds) from every
// metro, prints the plan of one choice, the machine's speed (a trivial route's req/s through
// app.inject in the same run) and the simpler way's figure: the same shifts after dropping the two
// availability indexes (temp_profile_windows_match_idx, temp_profile_exceptions_match_idx).
// Options: --engine=pglite|postgres (default both), --profiles=N (default 100000), --runs=N
// (timed choices per scenario, default 80), --reuse (development: keep the loaded databases).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a
// temporary database is made there and dropped.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@chairside/db/client';
import { METRO_ZIPS } from '@chairside/db/demo-places';
import { loadZipCodes } from '@chairside/db/zip-codes';
import { buildApi } from '@chairside/api/app';
import { findShiftCandidates, shiftCandidatesStatement, type ShiftToFill } from '@chairside/api/modules/temp-shifts/shift-candidates';
import { loadConfig } from '@chairside/api/platform/config';
import { loadBenchData } from './bench-data';
import { enginesOf, onEachEngine, percentile } from './bench-kit';

// Not strict: `npm run bench` hands every benchmark the options of all of them.
const { values: args } = parseArgs({
  strict: false,
  options: {
    engine: { type: 'string' },
    profiles: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '80' },
    reuse: { type: 'boolean', default: false },
  },
});
const PROFILES = Number(args.profiles);
const RUNS = Number(args.runs);
/** Runs per scenario without the availability indexes (between dropping and making them again: fewer). */
const SIMPLE_RUNS = Math.max(10, Math.round(RUNS / 2));

const ms = (value: number) => value.toFixed(1);
const log = (line = '') => process.stdout.write(`${line}\n`);

/** Where practices ask from: one ZIP code in each of the 40 largest metro areas. */
const ORIGINS = METRO_ZIPS.map((metro) => metro.zips[0]);

type Scenario = {
  name: string;
  position: string;
  /** The weekdays it falls on (0 Sunday), cycled over the next three weeks. */
  weekdays: readonly number[];
  start: string;
  end: string;
  rateCents: number;
  requirements: string[];
  limit: number;
  radiusMiles?: number;
};
const WORKDAYS = [1, 2, 3, 4, 5];
const scenarios: Scenario[] = [
  {
    name: 'DH 8:00–17:00, first round (15 mi), 5 asked',
    position: 'DH',
    weekdays: WORKDAYS,
    start: '08:00',
    end: '17:00',
    rateCents: 5200,
    requirements: [],
    limit: 5,
    radiusMiles: 15,
  },
  {
    name: 'DA 7:00–15:30, second round (30 mi), 5 asked',
    position: 'DA',
    weekdays: WORKDAYS,
    start: '07:00',
    end: '15:30',
    rateCents: 2800,
    requirements: [],
    limit: 5,
    radiusMiles: 30,
  },
  {
    name: 'DH 8:00–17:00, open round (own travel, up to 100 mi), 50',
    position: 'DH',
    weekdays: WORKDAYS,
    start: '08:00',
    end: '17:00',
    rateCents: 5200,
    requirements: [],
    limit: 50,
  },
  {
    name: 'DA 9:00–16:00 across noon, CPR/BLS and Radiography, 30 mi, 10',
    position: 'DA',
    weekdays: WORKDAYS,
    start: '09:00',
    end: '16:00',
    rateCents: 3000,
    requirements: ['cpr/bls', 'Radiography'],
    limit: 10,
    radiusMiles: 30,
  },
  {
    name: 'DD 8:00–17:00, CPR/BLS, open round, 10',
    position: 'DD',
    weekdays: WORKDAYS,
    start: '08:00',
    end: '17:00',
    rateCents: 12_000,
    requirements: ['CPR/BLS'],
    limit: 10,
  },
  {
    name: 'FO 12:00–18:00, 30 mi, 10',
    position: 'FO',
    weekdays: WORKDAYS,
    start: '12:00',
    end: '18:00',
    rateCents: 2600,
    requirements: [],
    limit: 10,
    radiusMiles: 30,
  },
  { name: 'DH Saturday 8:00–13:00, open round, 10', position: 'DH', weekdays: [6], start: '08:00', end: '13:00', rateCents: 5500, requirements: [], limit: 10 },
];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Weekly patterns (weekday 0 Sunday, start, end): full days, part weeks, split days, touching
 * windows (7–12, 12–6), weekends, long days, afternoons, and none (chosen dates only).
 */
const PATTERNS: [number, string, string][][] = [
  [1, 2, 3, 4, 5].map((day) => [day, '07:00', '17:00']),
  [1, 3, 5].map((day) => [day, '08:00', '16:00']),
  [...[2, 4].map((day): [number, string, string] => [day, '07:30', '15:30']), [6, '08:00', '13:00']],
  [0, 6].map((day) => [day, '08:00', '14:00']),
  [1, 2, 3, 4, 5].flatMap((day): [number, string, string][] => [
    [day, '07:00', '12:00'],
    [day, '13:00', '17:00'],
  ]),
  [1, 2, 3, 4].map((day) => [day, '08:00', '17:00']),
  [1, 2, 3, 4, 5].flatMap((day): [number, string, string][] => [
    [day, '07:00', '12:00'],
    [day, '12:00', '18:00'],
  ]),
  [1, 2, 3, 4, 5, 6].map((day) => [day, '06:30', '19:00']),
  [2, 3, 4, 5].map((day) => [day, '12:00', '20:00']),
  [],
];

/**
 * `PROFILES` job seekers with temp profiles, in SQL (generate_series, one seeded transaction), so
 * both engines load in seconds: 80% near a metro ZIP (metros weighted by population, places
 * spread about 15 miles around it), 20% at any US ZIP. Positions as a board sees them, 40% temping
 * as a neighbouring position too; travel 10 to 100 miles; minimum rates by position; one of the
 * weekly patterns; 35% with 1–3 dated exceptions in the next four weeks (days off, extra
 * windows, touching windows), those without a weekly pattern with six extra dates; 75% CPR/BLS (a
 * tenth of them expired), 35% Radiography; 45% with a reliability history of 1–25 shifts (mostly
 * worked) and 1% paused by two recent no-shows; 4% booked on a shift in the next two weeks; a few
 * blocked by the practices. Practices and temp postings come from the job-search data.
 */
async function load(handle: DatabaseHandle) {
  let started = Date.now();
  await handle.migrate();
  await loadZipCodes(handle.db);
  await loadBenchData(handle.db, { liveJobs: 3000, closedJobs: 0, practices: 300 });
  log(`  migrated, ZIP codes and 300 practices with 3,000 postings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
  const metroZips = METRO_ZIPS.flatMap((metro) =>
    metro.zips.flatMap((zip) => Array<string>(Math.max(1, Math.round((metro.weight * 10) / metro.zips.length))).fill(zip)),
  );
  const patterns = PATTERNS.flatMap((windows, pattern) =>
    windows.map(([day, start, end]) => sql`(${pattern}::int, ${day}::int, ${minutes(start)}::int, ${minutes(end)}::int)`),
  );
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.2468)`);
    await tx.execute(sql`create temporary table bench_metro on commit drop as
      select (t.o - 1)::int as i, z.zip, z.city, z.state, z.lat, z.lng
      from unnest(array[${sql.join(
        metroZips.map((zip) => sql`${zip}`),
        sql`, `,
      )}]::text[]) with ordinality t(zip, o) join zip_codes z on z.zip = t.zip`);
    await tx.execute(sql`create temporary table bench_any on commit drop as
      select (row_number() over (order by zip) - 1)::int as i, zip, city, state, lat, lng from zip_codes where country = 'US'`);
    await tx.execute(sql`create index on bench_metro (i)`);
    await tx.execute(sql`create index on bench_any (i)`);
    await tx.execute(sql`create temporary table bench_patterns (pattern int, weekday int, s int, e int) on commit drop`);
    await tx.execute(sql`insert into bench_patterns values ${sql.join(patterns, sql`, `)}`);
    const base = (await tx.execute<{ base: number }>(sql`select coalesce(max(id), 0)::int as base from users`)).rows[0].base;
    await tx.execute(sql`create temporary table bench_temps on commit drop as
      select ${base}::int + g as id, g, random() as r_where, random() as r_place, random() as r_jitter_lat, random() as r_jitter_lng,
        random() as r_position, random() as r_also, random() as r_miles, random() as r_rate, random() as r_pattern, random() as r_exceptions,
        random() as r_cpr, random() as r_radiography, random() as r_history, random() as r_history_length, random() as r_booked
      from generate_series(1, ${PROFILES}::int) g`);
    await tx.execute(sql`alter table bench_temps add column position text`);
    await tx.execute(sql`update bench_temps set position = case when r_position < 0.30 then 'DA' when r_position < 0.58 then 'DH'
      when r_position < 0.74 then 'FO' when r_position < 0.88 then 'DD' when r_position < 0.94 then 'LT' else 'SR' end`);
    const metroCount = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from bench_metro`)).rows[0].n;
    const anyCount = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from bench_any`)).rows[0].n;
    await tx.execute(sql`
      insert into users (id, username, email, password_hash, role, name, position, zip, city, state, lat, lng)
      select t.id, 'bench-temp-' || t.g, 'bench-temp-' || t.g || '@bench.example', 'x', 'staff', 'Bench Temp ' || t.g, t.position,
        z.zip, z.city, z.state, z.lat + (t.r_jitter_lat - 0.5) * 0.45, z.lng + (t.r_jitter_lng - 0.5) * 0.55
      from bench_temps t
      join lateral (
        select m.zip, m.city, m.state, m.lat, m.lng from bench_metro m where t.r_where < 0.8 and m.i = floor(t.r_place * ${metroCount}::int)::int
        union all
        select a.zip, a.city, a.state, a.lat, a.lng from bench_any a where t.r_where >= 0.8 and a.i = floor(t.r_place * ${anyCount}::int)::int
      ) z on true`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    await tx.execute(sql`
      insert into temp_profiles (user_id, positions, travel_miles, minimum_rate_cents, instant_booking, updated_at)
      select t.id,
        case when t.r_also < 0.4 and t.position in ('DH', 'DA', 'FO') then array[t.position, case t.position when 'DH' then 'DA' when 'DA' then 'FO' else 'DA' end]
             else array[t.position] end,
        (array[10, 15, 20, 25, 25, 30, 40, 50, 75, 100])[1 + floor(t.r_miles * 10)::int],
        (case t.position when 'DD' then 8500 + floor(t.r_rate * 66) * 100 when 'DH' then 4000 + floor(t.r_rate * 16) * 100
           when 'DA' then 2000 + floor(t.r_rate * 13) * 100 when 'FO' then 1800 + floor(t.r_rate * 11) * 100
           when 'LT' then 2500 + floor(t.r_rate * 11) * 100 else 3000 + floor(t.r_rate * 16) * 100 end)::int,
        t.r_rate < 0.3, now()
      from bench_temps t`);
    await tx.execute(sql`
      insert into temp_profile_windows (user_id, weekday, start_minute, end_minute)
      select t.id, p.weekday, p.s, p.e from bench_temps t join bench_patterns p on p.pattern = floor(t.r_pattern * ${PATTERNS.length}::int)::int`);
    // Exceptions on distinct dates (11 is prime to 28): a day off, a day's window, or two touching windows.
    await tx.execute(sql`
      insert into temp_profile_exceptions (user_id, date, available, start_minute, end_minute)
      select t.id, current_date + 1 + ((t.g * 7 + j * 11) % 28)::int, w.available, w.s, w.e
      from bench_temps t
      cross join lateral generate_series(0, case when floor(t.r_pattern * ${PATTERNS.length}::int)::int = ${PATTERNS.length - 1}::int then 5
        when t.r_exceptions < 0.35 then (t.g % 3)::int else -1 end) j
      join lateral (
        select false as available, null::int as s, null::int as e where floor(t.r_pattern * ${PATTERNS.length}::int)::int <> ${PATTERNS.length - 1}::int and (t.g + j) % 5 < 3
        union all select true, 480, 1020 where floor(t.r_pattern * ${PATTERNS.length}::int)::int = ${PATTERNS.length - 1}::int or (t.g + j) % 5 = 3
        union all select true, 420, 720 where floor(t.r_pattern * ${PATTERNS.length}::int)::int <> ${PATTERNS.length - 1}::int and (t.g + j) % 5 = 4
        union all select true, 720, 960 where floor(t.r_pattern * ${PATTERNS.length}::int)::int <> ${PATTERNS.length - 1}::int and (t.g + j) % 5 = 4
      ) w on true`);
    await tx.execute(sql`
      insert into staff_certs (user_id, name, issuer, expires_date)
      select t.id, 'CPR/BLS', 'American Heart Association', case when t.r_cpr < 0.075 then current_date - 30 else current_date + 400 end
      from bench_temps t where t.r_cpr < 0.75`);
    await tx.execute(sql`
      insert into staff_certs (user_id, name, issuer) select t.id, 'Radiography', 'DANB' from bench_temps t where t.r_radiography < 0.35`);
    await tx.execute(sql`
      insert into reliability_events (user_id, event, created_at)
      select t.id,
        case when r.draw < 0.85 then 'WORKED' when r.draw < 0.93 then 'CANCELLED_EARLY' when r.draw < 0.97 then 'CANCELLED_LATE' else 'NO_SHOW' end,
        now() - ((n.count - k) * 9 + 120) * interval '1 day'
      from bench_temps t
      cross join lateral (select 1 + floor(t.r_history_length * 25)::int as count) n
      cross join lateral generate_series(1, n.count) k
      cross join lateral (select random() + 0 * k as draw) r
      where t.r_history < 0.45`);
    await tx.execute(sql`
      insert into reliability_events (user_id, event, created_at)
      select t.id, 'NO_SHOW', now() - k * interval '10 days' from bench_temps t cross join generate_series(1, 2) k
      where t.r_history >= 0.45 and t.r_history < 0.46`);
    await tx.execute(sql`create temporary table bench_temp_jobs on commit drop as
      select (row_number() over (order by id) - 1)::int as i, id from jobs where type = 'TEMP'`);
    const tempJobs = (await tx.execute<{ n: number }>(sql`select count(*)::int as n from bench_temp_jobs`)).rows[0].n;
    await tx.execute(sql`
      insert into job_dates (job_id, date, status, start_time, end_time, rate_cents, booking_mode, booked_user_id, booked_at)
      select j.id, current_date + 1 + floor(t.r_booked / 0.04 * 14)::int, 'BOOKED',
        case when t.g % 2 = 0 then '08:00' else '12:00' end, case when t.g % 2 = 0 then '17:00' else '18:00' end, 4500, 'REQUEST', t.id, now()
      from bench_temps t join bench_temp_jobs j on j.i = t.g % ${tempJobs}::int
      where t.r_booked < 0.04
      on conflict do nothing`);
    await tx.execute(sql`
      insert into user_blocks (blocker_user_id, blocked_user_id)
      select p.user_id, t.id from bench_temps t join employers p on p.user_id = (select min(user_id) from employers) + t.g % 300
      where t.g % 500 = 0 on conflict do nothing`);
  });
  const counts = (
    await handle.db.execute<{ profiles: number; windows: number; exceptions: number; certs: number; events: number; booked: number }>(sql`
      select (select count(*)::int from temp_profiles) as profiles, (select count(*)::int from temp_profile_windows) as windows,
        (select count(*)::int from temp_profile_exceptions) as exceptions, (select count(*)::int from staff_certs) as certs,
        (select count(*)::int from reliability_events) as events, (select count(*)::int from job_dates where status = 'BOOKED') as booked`)
  ).rows[0];
  log(
    `  loaded ${counts.profiles.toLocaleString('en-US')} temp profiles, ${counts.windows.toLocaleString('en-US')} weekly windows, ${counts.exceptions.toLocaleString('en-US')} exceptions, ${counts.certs.toLocaleString('en-US')} certifications, ${counts.events.toLocaleString('en-US')} reliability events, ${counts.booked.toLocaleString('en-US')} booked shifts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  started = Date.now();
  await handle.db.execute(sql`vacuum analyze`);
  log(`  VACUUM ANALYZE in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function prepare(handle: DatabaseHandle) {
  if (args.reuse) {
    const existing = await handle.db
      .execute<{ n: number }>(sql`select count(*)::int as n from temp_profiles where to_regclass('temp_profiles') is not null`)
      .catch(() => null);
    if (existing && existing.rows[0].n > 0) {
      await handle.migrate();
      await restoreAvailabilityIndexes(handle);
      log(`  reusing the loaded database (${existing.rows[0].n.toLocaleString('en-US')} temp profiles)`);
      return;
    }
  }
  await load(handle);
}

/** The two availability indexes as migration 0044 makes them (put back after the simpler way, for --reuse). */
async function restoreAvailabilityIndexes(handle: DatabaseHandle) {
  await handle.db.execute(
    sql`create index if not exists temp_profile_windows_match_idx on temp_profile_windows using btree (weekday, start_minute, end_minute, user_id)`,
  );
  await handle.db.execute(
    sql`create index if not exists temp_profile_exceptions_match_idx on temp_profile_exceptions using btree (date, available, start_minute, end_minute, user_id)`,
  );
}

/** Every run's shift: the scenario from the next metro, on the next of its days, a posting's date of the data. */
type Context = { today: string; origins: { lat: number; lng: number }[]; jobDateIds: number[]; employerIds: number[] };

function shiftOf(scenario: Scenario, run: number, context: Context): ShiftToFill {
  const origin = context.origins[run % context.origins.length];
  const day = new Date(`${context.today}T00:00:00Z`);
  const weekday = scenario.weekdays[run % scenario.weekdays.length];
  const week = Math.floor(run / scenario.weekdays.length) % 3;
  day.setUTCDate(day.getUTCDate() + 1 + ((weekday - day.getUTCDay() - 1 + 14) % 7) + week * 7);
  return {
    jobDateId: context.jobDateIds[run % context.jobDateIds.length],
    position: scenario.position,
    date: day.toISOString().slice(0, 10),
    startMinute: minutes(scenario.start),
    endMinute: minutes(scenario.end),
    lat: origin.lat,
    lng: origin.lng,
    rateCents: scenario.rateCents,
    requirements: scenario.requirements,
    employerId: context.employerIds[run % context.employerIds.length],
  };
}

const optionsOf = (scenario: Scenario) => ({ limit: scenario.limit, ...(scenario.radiusMiles ? { radiusMiles: scenario.radiusMiles } : {}) });

type Figures = { p50: number; p95: number; found: number };

async function timeScenario(handle: DatabaseHandle, scenario: Scenario, runs: number, context: Context): Promise<Figures> {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < runs; run++) {
    const shift = shiftOf(scenario, run, context);
    const started = performance.now();
    const candidates = await findShiftCandidates(handle.db, shift, optionsOf(scenario));
    times.push(performance.now() - started);
    found += candidates.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), found: found / runs };
}

/** A trivial route through app.inject for one second: the machine's speed beside the figures. */
async function machineSpeed(handle: DatabaseHandle) {
  const { app } = await buildApi({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    db: handle.db,
  });
  const until = Date.now() + 1000;
  let count = 0;
  while (Date.now() < until) {
    await app.inject({ method: 'GET', url: '/api9/ready' });
    count++;
  }
  await app.close();
  return count;
}

async function bench(label: string, handle: DatabaseHandle) {
  const version = await handle.db.execute<{ version: string }>(sql`select version()`);
  log(`  ${version.rows[0].version.split(',')[0]}`);
  await prepare(handle);
  const today = (await handle.db.execute<{ today: string }>(sql`select current_date::text as today`)).rows[0].today;
  const origins = [];
  for (const zip of ORIGINS)
    origins.push((await handle.db.execute<{ lat: number; lng: number }>(sql`select lat, lng from zip_codes where zip = ${zip}`)).rows[0]);
  const jobDateIds = (await handle.db.execute<{ id: number }>(sql`select id from job_dates where status = 'ACTIVE' order by id limit 200`)).rows.map((row) =>
    Number(row.id),
  );
  // Each shift's first round went to ten people already.
  await handle.db.execute(sql`
    insert into shift_offers (job_date_id, user_id, status, round)
    select d.id, t.user_id, 'OFFERED', 1 from unnest(array[${sql.join(
      jobDateIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::bigint[]) d(id)
    cross join lateral (select user_id from temp_profiles where user_id % 200 = d.id % 200 order by user_id limit 10) t
    on conflict do nothing`);
  const employerIds = (await handle.db.execute<{ id: number }>(sql`select distinct blocker_user_id as id from user_blocks order by 1 limit 40`)).rows.map(
    (row) => Number(row.id),
  );
  const context: Context = { today, origins, jobDateIds, employerIds };
  log(
    `  machine: ${(await machineSpeed(handle)).toLocaleString('en-US')} req/s for GET /api9/ready through app.inject; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`,
  );

  const planned = scenarios[2];
  const plan = async () => {
    const statement = shiftCandidatesStatement(shiftOf(planned, 0, context), optionsOf(planned));
    if (!statement) throw new Error('No statement for the planned scenario');
    const rows = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${statement}`);
    return rows.rows.map((row) => row['QUERY PLAN']);
  };
  const dropAvailabilityIndexes = async () => {
    await handle.db.execute(sql`drop index temp_profile_windows_match_idx`);
    await handle.db.execute(sql`drop index temp_profile_exceptions_match_idx`);
    await handle.db.execute(sql`analyze temp_profile_windows, temp_profile_exceptions`);
  };
  const warmUp = async (scenario: Scenario, runs: number) => {
    for (let run = 0; run < runs; run++) await findShiftCandidates(handle.db, shiftOf(scenario, run, context), optionsOf(scenario));
  };

  // Warm up, untimed: every scenario from every origin once. Then scenario by scenario, with the
  // availability indexes and without them (the simpler way, the same statement) one after the
  // other, so that the machine's changing load weighs on both alike.
  for (const scenario of scenarios) await warmUp(scenario, ORIGINS.length);
  const indexedPlan = await plan();
  const withIndexes: Figures[] = [];
  const withoutIndexes: Figures[] = [];
  let simplePlan: string[] = [];
  for (const scenario of scenarios) {
    withIndexes.push(await timeScenario(handle, scenario, RUNS, context));
    await dropAvailabilityIndexes();
    await warmUp(scenario, 5);
    withoutIndexes.push(await timeScenario(handle, scenario, SIMPLE_RUNS, context));
    if (scenario === planned) simplePlan = await plan();
    await restoreAvailabilityIndexes(handle);
    await handle.db.execute(sql`analyze temp_profile_windows, temp_profile_exceptions`);
  }

  log();
  log(
    `### ${label}: findShiftCandidates, ${RUNS} choices per scenario with the availability indexes, ${SIMPLE_RUNS} without (the shift's place cycling over ${ORIGINS.length} metro ZIP codes, its date over the scenario's days)`,
  );
  log();
  log('| scenario | p50 ms | p95 ms | without the availability indexes: p50 ms | p95 ms | people chosen (mean) |');
  log('|---|---:|---:|---:|---:|---:|');
  scenarios.forEach((scenario, i) => {
    const a = withIndexes[i];
    const b = withoutIndexes[i];
    log(`| ${scenario.name} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(b.p50)} | ${ms(b.p95)} | ${a.found.toFixed(1)} |`);
  });
  log();
  log(`#### ${label}: plan of '${planned.name}' from New York, with the availability indexes`);
  log('```');
  for (const line of indexedPlan) log(line);
  log('```');
  log();
  log(`#### ${label}: the same without them`);
  log('```');
  for (const line of simplePlan) log(line);
  log('```');
}

log(
  `# Choosing who receives a temp shift request, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} cores, ${PROFILES.toLocaleString('en-US')} temp profiles`,
);
await onEachEngine(enginesOf(args.engine), 'shift_candidates', bench, { reuse: Boolean(args.reuse) });
