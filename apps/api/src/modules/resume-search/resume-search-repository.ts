import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobs, users } from '@chairside/db/schema';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';
import type { CandidateState } from '@chairside/domain/resume-profile';
import { RELOCATION_REACH_MILES, type Weekday } from '@chairside/domain/resume-search-rules';
import { hasPremiumSql } from '../premium/public-api';

/** Every resume search has this much: where, which position, and the hard filters. */
export type ResumeFilters = {
  position: string;
  origin: { lat: number; lng: number };
  radius: number;
  keyword: string | null;
  experience: number | null;
  certifications: string[];
  availability: Weekday[];
  relocateOnly: boolean;
  /** A posting whose applicants and invitees are left out (the search for one posting). */
  excludeJobId: number | null;
  /** When the search runs: whose premium is live then. */
  now: Date;
};

/** What the ranking reads of one candidate (a row of the candidate query). */
export type CandidateRow = {
  id: number;
  distance: number;
  withinRadius: boolean;
  experience: number | null;
  candidateState: CandidateState;
  hasPhoto: boolean;
  skills: number;
  certs: number;
  /** Bit i: available (permanent) on WEEKDAYS[i]; tdays: the same for temp work. */
  days: number;
  tdays: number;
  keywordRank: number | null;
  /** Premium at the time of the search: the ranking's boost. */
  premium: boolean;
};

/** How many candidates, nearest first, are ranked at most: a search bounds its work (ENGINEERING: rank a bounded set). */
export const RANKED_CANDIDATES_LIMIT = 300;

/** How far a seeker willing to relocate may live: the radius plus RELOCATION_REACH_MILES, at most 300 miles. */
export const relocationReach = (radius: number) => Math.max(radius, Math.min(radius + RELOCATION_REACH_MILES, 300));

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** The lat/lng bounds of a circle (longitude unbounded near a pole or across the antimeridian). */
function boxSql(origin: { lat: number; lng: number }, radius: number): SQL {
  const dLat = radius / MILES_PER_DEGREE;
  const ratio = Math.sin(radius / EARTH_RADIUS_MILES) / Math.cos((origin.lat * Math.PI) / 180);
  const dLng = ratio >= 1 ? null : (Math.asin(ratio) * 180) / Math.PI;
  const lat = sql`u.lat between ${Math.max(-90, origin.lat - dLat)}::float8 and ${Math.min(90, origin.lat + dLat)}::float8`;
  if (dLng === null || origin.lng - dLng < -180 || origin.lng + dLng > 180) return lat;
  return sql`${lat} and u.lng between ${origin.lng - dLng}::float8 and ${origin.lng + dLng}::float8`;
}

/** Miles from the origin to the row's place (haversine). */
function milesSql(origin: { lat: number; lng: number }): SQL {
  const a = sql`(power(sin(radians(u.lat - ${origin.lat}::float8) / 2), 2)
    + ${Math.cos((origin.lat * Math.PI) / 180)}::float8 * cos(radians(u.lat)) * power(sin(radians(u.lng - ${origin.lng}::float8) / 2), 2))`;
  return sql`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(${a}))))`;
}

const DAY_COLUMNS: Record<Weekday, [string, string]> = {
  sun: ['is_dow_sun', 'is_dow_sun_temp'],
  mon: ['is_dow_mon', 'is_dow_mon_temp'],
  tue: ['is_dow_tue', 'is_dow_tue_temp'],
  wed: ['is_dow_wed', 'is_dow_wed_temp'],
  thu: ['is_dow_thur', 'is_dow_thur_temp'],
  fri: ['is_dow_fri', 'is_dow_fri_temp'],
  sat: ['is_dow_sat', 'is_dow_sat_temp'],
};
const WEEK: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const bitsSql = (temp: boolean) =>
  sql.raw(WEEK.map((day, bit) => `(case when sp.${DAY_COLUMNS[day][temp ? 1 : 0]} then ${1 << bit} else 0 end)`).join(' + '));

/** Escapes LIKE's wildcards so a certification name matches as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The keyword as a full-text query in web-search syntax, English stemming like the resume's vector. */
const tsQuery = (keyword: string) => sql`websearch_to_tsquery('english'::regconfig, ${keyword})`;

/**
 * The candidates of a search, nearest first, at most RANKED_CANDIDATES_LIMIT, as one JSON array
 * (cheaper to hand over than rows on PGlite). Only resumes practices may find: public, not
 * NOT_LOOKING, of the position; inside the radius, or (willing to relocate) inside
 * RELOCATION_REACH_MILES. `users_staff_place_idx` (position, lat, lng) is read over the bounding
 * box, then each row's resume by its key (from the partial index of findable resumes). The keyword matches the intro, license and other
 * achievements (the GIN-indexed vector), skills, certifications and job titles.
 */
export async function findCandidates(db: Database, f: ResumeFilters): Promise<{ rows: CandidateRow[]; total: number }> {
  const reach = relocationReach(f.radius);
  const miles = milesSql(f.origin);
  const where: SQL[] = [sql`u.role = 'staff'`, sql`u.position = ${f.position}`, boxSql(f.origin, reach)];
  // What the resume itself must say (alias p): findable people only, read from the partial index
  // staff_profiles_searchable_idx (is_relocate is in it) when no other part of the resume is asked about.
  const profileWhere: SQL[] = [sql`p.is_public`, sql`p.candidate_state <> 'NOT_LOOKING'`];
  if (f.relocateOnly) profileWhere.push(sql`p.is_relocate`);
  if (f.experience !== null) profileWhere.push(sql`p.experience >= ${f.experience}`);
  if (f.availability.length > 0)
    profileWhere.push(sql.raw(`(${f.availability.flatMap((day) => DAY_COLUMNS[day].map((column) => `p.${column}`)).join(' or ')})`));
  for (const cert of f.certifications)
    where.push(sql`exists (select 1 from staff_certs c where c.user_id = u.id and c.name ilike ${likeText(cert)})`);
  if (f.keyword) {
    const q = tsQuery(f.keyword);
    where.push(sql`(sp.search_vector @@ ${q}
      or exists (select 1 from staff_skills s where s.user_id = u.id and to_tsvector('english'::regconfig, s.name) @@ ${q})
      or exists (select 1 from staff_certs c where c.user_id = u.id and to_tsvector('english'::regconfig, c.name) @@ ${q})
      or exists (select 1 from staff_companies w where w.user_id = u.id and to_tsvector('english'::regconfig, w.title) @@ ${q}))`);
  }
  if (f.excludeJobId !== null) {
    where.push(sql`not exists (select 1 from applications a where a.job_id = ${f.excludeJobId} and a.user_id = u.id)`);
    where.push(sql`not exists (select 1 from invitations i where i.job_id = ${f.excludeJobId} and i.user_id = u.id and i.status <> 'CANCELED')`);
  }
  const profileColumns = f.keyword ? sql`p.is_relocate, p.search_vector` : sql`p.is_relocate`;
  const rank = f.keyword ? sql`ts_rank(sp.search_vector, ${tsQuery(f.keyword)})::float8` : sql`null::float8`;
  // The nearest RANKED_CANDIDATES_LIMIT first (the count over all of them), then, for those only,
  // what the score reads: keyword rank, availability bits, skill and certification counts, premium.
  const query = sql`
    select coalesce(json_agg(r order by r.distance, r.id), '[]'::json) as rows, coalesce(max(r.total), 0)::int as total from (
      select n.id, n.distance, n.total, sp.experience, sp.candidate_state as "candidateState", sp.photo_key is not null as "hasPhoto",
        (${bitsSql(false)}) as days, (${bitsSql(true)}) as tdays, ${rank} as "keywordRank",
        (select count(*)::int from staff_skills s where s.user_id = n.id) as skills,
        (select count(*)::int from staff_certs c where c.user_id = n.id) as certs,
        ${hasPremiumSql(sql`n.id`, f.now)} as premium
      from (
        select c.id, c.distance, count(*) over ()::int as total from (
          select u.id, ${miles} as distance, sp.is_relocate
          from users u
          -- By key for each person in the box (offset 0 keeps the planner from hashing every resume).
          cross join lateral (select ${profileColumns} from staff_profiles p where p.user_id = u.id and ${sql.join(profileWhere, sql` and `)} offset 0) sp
          where ${sql.join(where, sql` and `)}
        ) c
        where c.distance <= ${f.radius}::float8 or (c.is_relocate and c.distance <= ${reach}::float8)
        order by c.distance, c.id
        limit ${RANKED_CANDIDATES_LIMIT}
      ) n
      join staff_profiles sp on sp.user_id = n.id
    ) r`;
  const result = await db.transaction(async (tx) => {
    // A search reads a few thousand index entries: starting parallel workers costs more than they save.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute<{ rows: Omit<CandidateRow, 'withinRadius'>[]; total: number }>(query);
  });
  const { rows, total } = result.rows[0];
  return { total, rows: rows.map((row) => ({ ...row, withinRadius: row.distance <= f.radius })) };
}

export type CardFacts = {
  id: number;
  username: string;
  name: string;
  position: string;
  city: string | null;
  state: string | null;
  intro: string | null;
  license: string | null;
  experience: number | null;
  isRelocate: boolean;
  candidateState: CandidateState;
  specialties: string[];
  photoThumbnailKey: string | null;
  skills: string[];
  certs: string[];
};

/**
 * What the cards of one page show, by user id (the candidates were found by findCandidates), in
 * one statement: skills strongest first and certifications as entered, as JSON arrays.
 */
export async function loadCardFacts(db: Database, userIds: number[]): Promise<Map<number, CardFacts>> {
  if (userIds.length === 0) return new Map();
  const people = await db.execute<CardFacts>(sql`
    select u.id, u.username, u.name, u.position, u.city, u.state, sp.intro, sp.license, sp.experience,
      sp.is_relocate as "isRelocate", sp.candidate_state as "candidateState", sp.specialties, sp.photo_thumbnail_key as "photoThumbnailKey",
      coalesce((select json_agg(s.name order by s.score desc, s.id) from staff_skills s where s.user_id = u.id), '[]'::json) as skills,
      coalesce((select json_agg(c.name order by c.id) from staff_certs c where c.user_id = u.id), '[]'::json) as certs
    from users u join staff_profiles sp on sp.user_id = u.id
    where u.id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and u.role = 'staff' and sp.is_public and sp.candidate_state <> 'NOT_LOOKING'`);
  return new Map(people.rows.map((person) => [Number(person.id), { ...person, id: Number(person.id) }]));
}

export type OwnJobPlace = { id: number; name: string | null; position: string | null; zip: string | null; lat: number | null; lng: number | null };

/** One of the employer's postings with its place (ownership in the query); null for another's or none. */
export async function findOwnJobPlace(db: Database, employerId: number, jobId: number): Promise<OwnJobPlace | null> {
  const [row] = await db
    .select({ id: jobs.id, name: jobs.name, position: jobs.position, zip: jobs.zip, lat: jobs.lat, lng: jobs.lng })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)))
    .limit(1);
  return row ?? null;
}

/** The employer's user id by username (the guards checked the role and the owner). */
export async function findEmployerId(db: Database, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.username, username), eq(users.role, 'employer'))).limit(1);
  return row?.id ?? null;
}
