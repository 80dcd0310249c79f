// Bulk data for the job-search benchmark: practices and live postings spread over real US ZIP
// codes, written with generate_series in a few statements (seconds, not minutes).
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { BENEFITS, JOB_MATERIAL, PRACTICE_PITCHES } from '@chairside/db/demo-jobs';
import { PRACTICE_KINDS, PRACTICE_WORDS } from '@chairside/db/demo-places';

/** A word in about half of the descriptions, and one in about 1 in 200. */
export const COMMON_KEYWORD = 'team';
export const RARE_KEYWORD = 'portuguese';
const RARE_SENTENCE = '<p>Fluent in Portuguese? Many of our patients will thank you.</p>';

export type BenchDataOptions = { liveJobs: number; closedJobs: number; practices: number };

const positions = ['DA', 'DH', 'FO', 'DD', 'LT', 'SR'] as const;

/**
 * Loads `practices` employers, `liveJobs` live postings (ACTIVE, in a 30-day slot, posted in the
 * last 29 days; 30% temp with two open dates, 5% national) and `closedJobs` filled, closed or
 * expired ones, each at a ZIP code drawn at random from every US ZIP code. Positions are drawn
 * as a board sees them (DA 30%, DH 28%, FO 16%, DD 14%, LT 6%, SR 6%). One transaction; seeded,
 * so every run loads the same data.
 */
export async function loadBenchData(db: Database, options: BenchDataOptions): Promise<void> {
  const material = Object.fromEntries(
    positions.map((code) => [
      code,
      {
        titles: JOB_MATERIAL[code].titles,
        tempTitles: JOB_MATERIAL[code].tempTitles,
        duties: JOB_MATERIAL[code].duties,
        requirements: JOB_MATERIAL[code].requirements,
      },
    ]),
  );
  const words = JSON.stringify({ pitches: PRACTICE_PITCHES, benefits: BENEFITS, practiceWords: PRACTICE_WORDS, practiceKinds: PRACTICE_KINDS });
  const total = options.liveJobs + options.closedJobs;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.4242)`);
    await tx.execute(sql`create temporary table bench_zips on commit drop as
      select row_number() over (order by zip) as n, zip, city, state, lat, lng from zip_codes where country = 'US'`);
    await tx.execute(sql`create temporary table bench_words on commit drop as select ${words}::jsonb as w, ${JSON.stringify(material)}::jsonb as m`);

    await tx.execute(sql`
      insert into users (username, email, password_hash, role, name, zip, city, state, lat, lng)
      select 'bench-practice-' || g, 'bench-practice-' || g || '@example.com', 'not-a-hash', 'employer', 'Bench Practice ' || g, z.zip, z.city, z.state, z.lat, z.lng
      from generate_series(1, ${options.practices}) g
      join bench_zips z on z.n = 1 + (g * 7919) % (select count(*) from bench_zips)`);
    await tx.execute(sql`
      insert into employers (user_id, practice_name, phone)
      select u.id,
        (b.w -> 'practiceWords' ->> (u.id % jsonb_array_length(b.w -> 'practiceWords'))::int) || ' ' ||
        (b.w -> 'practiceKinds' ->> ((u.id / 7) % jsonb_array_length(b.w -> 'practiceKinds'))::int),
        '(312) 555-0100'
      from users u cross join bench_words b
      where u.username like 'bench-practice-%'`);
    await tx.execute(sql`create temporary table bench_practices on commit drop as
      select row_number() over (order by e.user_id) as n, e.user_id, e.practice_name from employers e join users u on u.id = e.user_id where u.username like 'bench-practice-%'`);

    // One row per posting with its random draws.
    await tx.execute(sql`create temporary table bench_draws on commit drop as
      select g, random() as r_position, random() as r_title, random() as r_type, random() as r_national, random() as r_age,
        random() as r_zip, random() as r_practice, random() as r_text, random() as r_rare, random() as r_pay, random() as r_date
      from generate_series(1, ${total}) g`);
    await tx.execute(sql`create temporary table bench_jobs on commit drop as
      select d.*,
        case when d.r_position < 0.30 then 'DA' when d.r_position < 0.58 then 'DH' when d.r_position < 0.74 then 'FO'
             when d.r_position < 0.88 then 'DD' when d.r_position < 0.94 then 'LT' else 'SR' end as position,
        case when d.r_type < 0.30 then 'TEMP' else 'PERM' end as type,
        case when d.g > ${options.liveJobs} then (array['BOOKED', 'CANCELED', 'EXPIRED'])[1 + (d.g % 3)] else 'LIVE' end as life,
        now() - (d.r_age * interval '29 days') - case when d.g > ${options.liveJobs} and d.g % 3 = 2 then interval '35 days' else interval '0' end as posted
      from bench_draws d`);

    const slotBase = await tx.execute<{ base: number }>(sql`select coalesce(max(id), 0)::int as base from job_slots`);
    const jobBase = await tx.execute<{ base: number }>(sql`select coalesce(max(id), 0)::int as base from jobs`);
    const [sb, jb] = [slotBase.rows[0].base, jobBase.rows[0].base];
    await tx.execute(sql`
      insert into job_slots (id, employer_id, product, expires_at, created_at)
      select ${sb}::int + b.g, p.user_id, 'JOB', b.posted + interval '30 days', b.posted
      from bench_jobs b join bench_practices p on p.n = 1 + floor(b.r_practice * (select count(*) from bench_practices))`);
    await tx.execute(sql`
      insert into jobs (id, employer_id, slot_id, position, name, description, type, status, address, city, state, zip, lat, lng,
        is_confidential, pay_code, salary_min, salary_max, specialties, is_national, posted_date, expired_date, views, created_at, updated_at)
      select ${jb}::int + b.g, s.employer_id, s.id, b.position,
        case when b.type = 'TEMP' then m.m -> b.position -> 'tempTitles' ->> floor(b.r_title * jsonb_array_length(m.m -> b.position -> 'tempTitles'))::int
             else m.m -> b.position -> 'titles' ->> floor(b.r_title * jsonb_array_length(m.m -> b.position -> 'titles'))::int end,
        '<p><strong>' || p.practice_name || '</strong> is hiring in ' || z.city || '. ' ||
          case when b.r_text < 0.5 then 'Our team has grown with us for years: come see why people stay. ' else '' end ||
          (m.w -> 'pitches' ->> floor(b.r_text * 4)::int) || '</p><p><em>What you will do</em></p><ul>' ||
          (select string_agg('<li>' || duty || '</li>', '') from jsonb_array_elements_text(m.m -> b.position -> 'duties') duty) ||
          '</ul><p><em>What you bring</em></p><ul>' ||
          (select string_agg('<li>' || req || '</li>', '') from jsonb_array_elements_text(m.m -> b.position -> 'requirements') req) ||
          '</ul><p><em>Benefits</em></p><ul>' ||
          (select string_agg('<li>' || benefit || '</li>', '') from jsonb_array_elements_text(m.w -> 'benefits') benefit) || '</ul>' ||
          case when b.r_rare < 0.005 then ${RARE_SENTENCE} else '' end,
        b.type,
        case when b.life in ('LIVE', 'EXPIRED') then 'ACTIVE' else b.life end,
        (100 + floor(b.r_pay * 9000))::int || ' Main St', z.city, z.state, z.zip, z.lat, z.lng,
        b.r_rare > 0.98, 'HOUR_RANGE', 2000 + floor(b.r_pay * 2000)::int, 4500 + floor(b.r_pay * 2000)::int, '{GEN}'::text[],
        b.r_national < 0.05, b.posted, b.posted + interval '30 days', 0, b.posted, b.posted
      from bench_jobs b
      join job_slots s on s.id = ${sb}::int + b.g
      join bench_practices p on p.user_id = s.employer_id
      join bench_zips z on z.n = 1 + floor(b.r_zip * (select count(*) from bench_zips))
      cross join bench_words m`);
    await tx.execute(sql`update job_slots set active_job_id = id - ${sb}::int + ${jb}::int where id > ${sb}::int and id <= ${sb}::int + ${total}::int`);
    await tx.execute(sql`
      insert into job_dates (job_id, date, status)
      select ${jb}::int + b.g, current_date + 1 + floor(b.r_date * 10)::int + k * (1 + floor(b.r_date * 10)::int), 'ACTIVE'
      from bench_jobs b cross join generate_series(0, 1) k where b.type = 'TEMP'`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('jobs', 'id'), (select max(id) from jobs))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('job_slots', 'id'), (select max(id) from job_slots))`);
  });
}
