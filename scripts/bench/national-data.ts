// The national data set (issue 36): ten times the US dental market at fraction 1 — 1,000,000 job
// seekers with resumes, 250,000 live and 1,000,000 closed postings, 25,000 practices, 5,000,000
// applications (five postings with 2,000 applicants each), 20,000,000 messages and 100,000 job
// alerts — each count times `fraction`. Written inside the database with generate_series, set by
// set (the postings by bench-data.ts), seeded, so every run loads the same data.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { loadBenchData } from './bench-data';

export const NATIONAL = {
  seekers: 1_000_000,
  livePostings: 250_000,
  closedPostings: 1_000_000,
  practices: 25_000,
  applications: 5_000_000,
  messages: 20_000_000,
  alerts: 100_000,
};
/** Postings with this many applicants each (fewer when there are fewer job seekers). */
export const CROWDED_POSTINGS = 5;
export const CROWDED_APPLICANTS = 2_000;
/** One conversation this long (the rest about 20 messages each). */
export const LONG_CONVERSATION = 5_000;
/** Messages per ordinary conversation. */
const MESSAGES_PER_CONVERSATION = 20;

export type NationalCounts = { [K in keyof typeof NATIONAL]: number };

export const countsAt = (fraction: number): NationalCounts =>
  Object.fromEntries(Object.entries(NATIONAL).map(([key, value]) => [key, Math.max(1, Math.round(value * fraction))])) as NationalCounts;

/** Who the screens are measured for: a crowded posting, its practice, a busy job seeker, the long conversation. */
export type NationalSubjects = {
  practiceUsername: string;
  practiceId: number;
  crowdedJobId: number;
  seekerUsername: string;
  seekerId: number;
  longConversationId: number;
  /** Where the crowded posting's 20th page of applicants begins (set by the benchmark). */
  crowdedCursor?: string;
};

const INTROS = [
  'Friendly hygienist focused on patient comfort and periodontal health.',
  'Chairside assistant with a gentle touch and a love of digital dentistry.',
  'Front office lead: scheduling, insurance and patient financing.',
  'Associate dentist with implant and endodontic experience.',
  'Lab technician milling zirconia crowns and bridges.',
  'Hygienist with local anesthesia permit and a calm chairside manner.',
];
const BODIES = [
  'Thanks for applying! Are you free for a short call this week?',
  'Yes, Tuesday afternoon works for me.',
  'Great, we will call you at 2 pm. Please bring your license.',
  'Could you tell me more about the schedule and the benefits?',
  'We see patients Monday to Thursday, 7 to 4, with two Saturdays a month.',
];

const step = async (log: (line: string) => void, what: string, run: () => Promise<unknown>) => {
  const started = Date.now();
  await run();
  log(`    ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/** Loads the set at `fraction` into a migrated database with ZIP codes; returns who to measure. */
export async function loadNationalData(db: Database, fraction: number, log: (line: string) => void): Promise<NationalSubjects> {
  const n = countsAt(fraction);
  await step(log, `${n.practices.toLocaleString('en-US')} practices, ${(n.livePostings + n.closedPostings).toLocaleString('en-US')} postings`, () =>
    loadBenchData(db, { liveJobs: n.livePostings, closedJobs: n.closedPostings, practices: n.practices }),
  );
  const intros = sql.join(
    INTROS.map((intro) => sql`${intro}`),
    sql`, `,
  );
  await step(log, `${n.seekers.toLocaleString('en-US')} job seekers with resumes`, () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table national_zips on commit drop as
        select row_number() over (order by zip)::int - 1 as i, zip, city, state, lat, lng from zip_codes where country = 'US'`);
      await tx.execute(sql`create index on national_zips (i)`);
      await tx.execute(sql`
        insert into users (username, email, password_hash, role, name, position, zip, city, state, lat, lng)
        select 'national-seeker-' || g, 'national-seeker-' || g || '@example.com', 'not-a-hash', 'staff', 'National Seeker ' || g,
          (array['DA','DA','DA','DH','DH','DH','FO','FO','DD','DD','LT','SR'])[(1 + g % 12)::int],
          z.zip, z.city, z.state, z.lat + ((g * 7919 % 1000) / 1000.0 - 0.5) * 0.2, z.lng + ((g * 104729 % 1000) / 1000.0 - 0.5) * 0.2
        from generate_series(1::bigint, ${n.seekers}::bigint) g
        join national_zips z on z.i = (g * 31) % (select count(*) from national_zips)`);
      await tx.execute(sql`
        insert into staff_profiles (user_id, intro, experience, is_public, is_relocate, candidate_state, is_dow_mon, is_dow_tue, is_dow_wed, is_dow_fri)
        select id, (array[${intros}])[1 + id % ${INTROS.length}::int], (id % 25)::smallint, id % 10 < 6, id % 5 = 0,
          case id % 10 when 0 then 'NOT_LOOKING' when 1 then 'ACTIVE' when 2 then 'ACTIVE' else 'OPEN' end, id % 2 = 0, id % 3 = 0, true, id % 5 = 0
        from users where username like 'national-seeker-%'`);
      await tx.execute(sql`
        insert into staff_skills (user_id, name, score)
        select u.id, (array['Dentrix','Eaglesoft','Digital X-rays','Scaling and root planing','Sealants','Impressions','Sterilization','Patient education'])[1 + (u.id + k) % 8], 1 + (u.id % 5)
        from users u cross join generate_series(0, 2) k where u.username like 'national-seeker-%'`);
      await tx.execute(sql`
        insert into staff_certs (user_id, name)
        select id, (array['CPR/BLS','Radiography','Coronal Polishing','Nitrous Oxide Monitoring'])[1 + id % 4]
        from users where username like 'national-seeker-%' and id % 10 < 7`);
    }),
  );
  const seekerBase = Number(
    (await db.execute<{ base: number }>(sql`select min(id)::int - 1 as base from users where username like 'national-seeker-%'`)).rows[0].base,
  );
  const jobRange = (
    await db.execute<{ first: number; last: number; live_last: number }>(sql`
      select min(id)::int as first, max(id)::int as last, max(id) filter (where status = 'ACTIVE' and posted_date > now() - interval '30 days')::int as live_last from jobs`)
  ).rows[0];
  const jobs = jobRange.last - jobRange.first + 1;
  const crowdedApplicants = Math.min(CROWDED_APPLICANTS, n.seekers);
  const crowded = CROWDED_POSTINGS * crowdedApplicants;
  await step(log, `${n.applications.toLocaleString('en-US')} applications`, async () => {
    // The crowded postings: the first five postings, each with the first job seekers.
    await db.execute(sql`
      insert into applications (job_id, user_id, message, created_at)
      select ${jobRange.first}::int + c, ${seekerBase}::int + 1 + a, 'I would love to join your team.', now() - (a % 600) * interval '1 hour'
      from generate_series(0, ${CROWDED_POSTINGS - 1}) c cross join generate_series(0, ${crowdedApplicants - 1}) a`);
    // The rest spread over every posting, about four each, and over the job seekers, about five each.
    await db.execute(sql`
      insert into applications (job_id, user_id, message, reviewed_date, pipeline_stage, created_at)
      select ${jobRange.first}::int + (g % ${jobs}::int), ${seekerBase}::int + 1 + ((g * 7919::bigint + g / ${jobs}::int) % ${n.seekers}::int)::int,
        case when g % 3 = 0 then 'Please see my resume.' end, case when g % 2 = 0 then current_date - (g % 30)::int end,
        (array['new','reviewing','interview','offer','hired','not_selected'])[1 + (g % 6)::int], now() - (g % 2000) * interval '1 hour'
      from generate_series(1, ${Math.max(0, n.applications - crowded)}) g
      on conflict (job_id, user_id) do nothing`);
  });
  const longMessages = Math.min(LONG_CONVERSATION, n.messages);
  const conversations = Math.max(1, Math.round((n.messages - longMessages) / MESSAGES_PER_CONVERSATION));
  await step(log, `${conversations.toLocaleString('en-US')} conversations, ${n.messages.toLocaleString('en-US')} messages`, async () => {
    // A conversation for every crowded posting's applicant first (the practice's long list), then others.
    await db.execute(sql`
      insert into conversations (employer_user_id, staff_user_id, job_id, last_message_at, created_at)
      select j.employer_id, a.user_id, a.job_id, a.created_at, a.created_at
      from applications a join jobs j on j.id = a.job_id
      order by a.id limit ${conversations}`);
    await db.execute(sql`create temporary table national_conversations as
      select row_number() over (order by id)::int as n, id, employer_user_id, staff_user_id, created_at from conversations`);
    await db.execute(sql`create index on national_conversations (n)`);
    await db.execute(sql`
      insert into conversation_messages (conversation_id, sender_user_id, body, created_at)
      select c.id, case when k % 2 = 0 then c.employer_user_id else c.staff_user_id end,
        (array[${sql.join(
          BODIES.map((body) => sql`${body}`),
          sql`, `,
        )}])[1 + (k % ${BODIES.length}::int)], c.created_at + k * interval '7 minutes'
      from national_conversations c cross join generate_series(0, ${MESSAGES_PER_CONVERSATION - 1}) k
      where c.n <= ${conversations}`);
    await db.execute(sql`
      insert into conversation_messages (conversation_id, sender_user_id, body, created_at)
      select c.id, case when k % 2 = 0 then c.employer_user_id else c.staff_user_id end, 'Message ' || k || ' of a long conversation.',
        c.created_at + k * interval '1 minute'
      from national_conversations c cross join generate_series(1, ${longMessages}) k where c.n = 1`);
    await db.execute(sql`
      update conversations c set last_message_at = m.last_at, employer_read_message_id = m.first_id, staff_read_message_id = m.last_id
      from (select conversation_id, max(created_at) as last_at, min(id)::bigint as first_id, max(id)::bigint as last_id
            from conversation_messages group by conversation_id) m
      where m.conversation_id = c.id`);
    await db.execute(sql`drop table national_conversations`);
  });
  await step(log, `${n.alerts.toLocaleString('en-US')} job alerts`, () =>
    db.execute(sql`
      insert into job_alerts (user_id, position, zip, state, lat, lng, radius, type, keyword, frequency, confirmed_at, checked_until, last_sent_at, created_at, updated_at)
      select u.id, (array['ANY','DA','DA','DH','DH','DH','FO','DD','LT','SR'])[1 + g % 10], u.zip, u.state, u.lat, u.lng,
        (array[10, 20, 30, 50, 100, 200, 101])[1 + g % 7], 'ANY', case when g % 8 = 0 then 'team' end,
        case when g % 3 = 0 then 'INSTANT' else 'DAILY' end,
        now() - interval '40 days', now() - interval '1 day', now() - interval '2 days', now() - interval '40 days', now() - interval '40 days'
      from generate_series(1, ${n.alerts}) g join users u on u.id = ${seekerBase}::int + 1 + ((g * 13) % ${n.seekers}::int)`),
  );
  return nationalSubjects(db);
}

/** Who the screens are measured for in a loaded set: the first posting (crowded), its practice, the first job seeker, the first conversation (long). */
export async function nationalSubjects(db: Database): Promise<NationalSubjects> {
  const subjects = (
    await db.execute<{ job_id: number; practice_username: string; practice_id: number; seeker_username: string; seeker_id: number; long_id: number }>(sql`
      select j.id::int as job_id, p.username as practice_username, p.id::int as practice_id, s.username as seeker_username, s.id::int as seeker_id,
        (select min(id)::int from conversations) as long_id
      from jobs j join users p on p.id = j.employer_id
      cross join lateral (select u.id, u.username from users u where u.username like 'national-seeker-%' order by u.id limit 1) s
      where j.id = (select min(id) from jobs)`)
  ).rows[0];
  return {
    practiceUsername: subjects.practice_username,
    practiceId: subjects.practice_id,
    crowdedJobId: subjects.job_id,
    seekerUsername: subjects.seeker_username,
    seekerId: subjects.seeker_id,
    longConversationId: subjects.long_id,
  };
}
