import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { executePrepared, executeUnprepared, type Database } from '@chairside/db/client';
import { statementShapes, type Slots } from '@chairside/db/statement-shape';
import { jobs } from '@chairside/db/schema';
import type { CandidateState } from '@chairside/domain/resume-profile';
import { RANKED_RESUMES_LIMIT, RELOCATION_REACH_MILES, RESUME_COUNT_LIMIT, type Weekday } from '@chairside/domain/resume-search-rules';
import { textArrayValue } from '../../platform/array-values';
import { boxValues, haversineOrigin, haversineTermSql, latBandsOfSql, milesOfHaversineSql } from '../../platform/search-box';
import { idArrayParam } from '../../platform/id-array';
import { foldNegations, webSearchQueryOf } from '../../platform/web-search-query';
import { hasPremiumSql } from '../premium/public-api';
import { hasVerifiedLicenseSql, verifiedCredentialsSql } from '../credentials/public-api';

/** Every resume search has this much: where, which position, and the hard filters. */
export type ResumeFilters = {
  position: string;
  origin: { lat: number; lng: number };
  radius: number;
  keyword: string | null;
  /**
   * What the keyword is matched against: the whole resume (intro, license, other achievements,
   * skills, certifications, job titles), or for the preview only what its card shows (skills and
   * certifications), so a search without access cannot test words of what it does not show.
   */
  keywordIn: 'resume' | 'preview';
  experience: number | null;
  certifications: string[];
  availability: Weekday[];
  relocateOnly: boolean;
  /** Only people with a verified license (ADR 115). */
  verifiedOnly: boolean;
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

/**
 * How many candidates are ranked (nearest first) and how far the total is counted; a search
 * bounds its work (ENGINEERING: rank a bounded set). Tests give smaller ones.
 */
export type CandidateLimits = { ranked: number; count: number };
const LIMITS: CandidateLimits = { ranked: RANKED_RESUMES_LIMIT, count: RESUME_COUNT_LIMIT };

/** A search first looks this share of the radius around its origin (a sixteenth of the area). */
export const RESUME_NEAR_RING_SHARE = 0.25;

/** How far a seeker willing to relocate may live: the radius plus RELOCATION_REACH_MILES, at most 300 miles. */
export const relocationReach = (radius: number) => Math.max(radius, Math.min(radius + RELOCATION_REACH_MILES, 300));

/** Bit i of resume_search_rows.days and temp_days: available on WEEKDAYS[i] (Sunday first). */
const DAY_BITS: Record<Weekday, number> = { sun: 1, mon: 2, tue: 4, wed: 8, thu: 16, fri: 32, sat: 64 };

/** Escapes LIKE's wildcards so a certification name matches as typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every value of the candidates' statement, by name (null where its shape has no such part). */
function candidateValuesOf(f: ResumeFilters, limits: CandidateLimits) {
  const ring = f.radius * RESUME_NEAR_RING_SHARE;
  const reach = relocationReach(f.radius);
  const near = haversineOrigin(f.origin);
  const [ringBox, circleBox, reachBox] = [ring, f.radius, reach].map((radius) => boxValues({ ...f.origin, radius }));
  return {
    position: f.position,
    lat: near.lat,
    lng: near.lng,
    cosLat: near.cosLat,
    ring,
    radius: f.radius,
    reach,
    ringBands: ringBox.bands,
    ringLatMin: ringBox.latMin,
    ringLatMax: ringBox.latMax,
    ringLngMin: ringBox.lngMin,
    ringLngMax: ringBox.lngMax,
    circleBands: circleBox.bands,
    circleLatMin: circleBox.latMin,
    circleLatMax: circleBox.latMax,
    circleLngMin: circleBox.lngMin,
    circleLngMax: circleBox.lngMax,
    reachBands: reachBox.bands,
    reachLatMin: reachBox.latMin,
    reachLatMax: reachBox.latMax,
    reachLngMin: reachBox.lngMin,
    reachLngMax: reachBox.lngMax,
    experience: f.experience,
    days: f.availability.reduce((mask, day) => mask | DAY_BITS[day], 0),
    certifications: f.certifications.length ? textArrayValue(f.certifications.map(likeText)) : null,
    keyword: f.keyword ? foldNegations(f.keyword) : null,
    excludeJobId: f.excludeJobId,
    ranked: limits.ranked,
    countCap: limits.count + 1,
    now: f.now.toISOString(),
  };
}

type CandidateValues = ReturnType<typeof candidateValuesOf>;

/** What decides the candidates' statement's text: the parts it has, read from its values. */
function candidateShapeOf(f: ResumeFilters, values: CandidateValues) {
  return {
    relocateOnly: f.relocateOnly,
    verifiedOnly: f.verifiedOnly,
    experience: values.experience !== null,
    availability: f.availability.length > 0,
    certifications: values.certifications !== null,
    keyword: values.keyword === null ? ('none' as const) : f.keywordIn,
    excludeJob: values.excludeJobId !== null,
    ringLng: values.ringLngMin !== null,
    circleLng: values.circleLngMin !== null,
    reachLng: values.reachLngMin !== null,
  };
}

type CandidateShape = ReturnType<typeof candidateShapeOf>;

/**
 * The candidates of a search, nearest first, at most `limits.ranked`, as one JSON array (cheaper
 * to hand over than rows on PGlite), and their total up to `limits.count` + 1 (more means more than
 * the limit). They come from resume_search_rows, which holds only resumes practices may find
 * (public, not NOT_LOOKING) with what the filters and the score read: the people of the position
 * inside the radius (resume_search_rows_place_idx over the radius's box), and those willing to
 * relocate between the radius and RELOCATION_REACH_MILES beyond it (resume_search_rows_relocating_idx
 * over the reach's box). The keyword matches the row's vector (intro, license and other
 * achievements, skills, certifications and job titles); its rank is the resume's own vector's,
 * read for the ranked candidates only. For the preview both are the shown vector's (skills and
 * certifications).
 *
 * The near ring (RESUME_NEAR_RING_SHARE of the radius) is read first: when it holds the ranked
 * candidates, everyone outside it is farther, so the rest of the circle is read only by the count,
 * which adds the people outside the ring to the ring's and stops at its limit (ADR 134). Otherwise
 * the circle and the reach are read once, for both. Written once per shape (ADR 140).
 */
const candidatesStatement = statementShapes((shape: CandidateShape, slot: Slots<CandidateValues>) => {
  const miles = milesOfHaversineSql(haversineTermSql({ lat: slot.lat, lng: slot.lng, cosLat: slot.cosLat }, sql`r.lat`, sql`r.lng`));
  const filters: SQL[] = [sql`r.position = ${slot.position}`];
  if (shape.relocateOnly) filters.push(sql`r.is_relocate`);
  if (shape.verifiedOnly) filters.push(hasVerifiedLicenseSql(sql`r.user_id`));
  if (shape.experience) filters.push(sql`r.experience >= ${slot.experience}`);
  if (shape.availability) filters.push(sql`(r.days | r.temp_days) & ${slot.days}::int <> 0`);
  // Every certification asked for matches one of the person's (as typed, any case).
  if (shape.certifications)
    filters.push(sql`not exists (select 1 from unnest(${slot.certifications}::text[]) as w(pattern)
      where not exists (select 1 from unnest(r.cert_names) as c(name) where c.name ilike w.pattern))`);
  const query = webSearchQueryOf(slot.keyword);
  if (shape.keyword !== 'none') filters.push(shape.keyword === 'resume' ? sql`r.keywords @@ ${query}` : sql`r.shown_keywords @@ ${query}`);
  if (shape.excludeJob) {
    filters.push(sql`not exists (select 1 from applications a where a.job_id = ${slot.excludeJobId} and a.user_id = r.user_id)`);
    filters.push(sql`not exists (select 1 from invitations i where i.job_id = ${slot.excludeJobId} and i.user_id = r.user_id and i.status <> 'CANCELED')`);
  }
  const where = sql.join(filters, sql` and `);
  const columns = sql`r.user_id as id, ${miles} as distance, r.experience, r.candidate_state, r.has_photo, r.days, r.temp_days, r.skills, r.certs`;
  const place = (bands: Placeholder, latMin: Placeholder, latMax: Placeholder, lngMin: Placeholder, lngMax: Placeholder, lng: boolean) =>
    sql`${latBandsOfSql(sql`r.lat_band`, bands)} and r.lat between ${latMin}::float8 and ${latMax}::float8${
      lng ? sql` and r.lng between ${lngMin}::float8 and ${lngMax}::float8` : sql``
    }`;
  const ringPlace = place(slot.ringBands, slot.ringLatMin, slot.ringLatMax, slot.ringLngMin, slot.ringLngMax, shape.ringLng);
  const circlePlace = place(slot.circleBands, slot.circleLatMin, slot.circleLatMax, slot.circleLngMin, slot.circleLngMax, shape.circleLng);
  const reachPlace = place(slot.reachBands, slot.reachLatMin, slot.reachLatMax, slot.reachLngMin, slot.reachLngMax, shape.reachLng);
  // The people within a radius, and (a second, smaller range) those willing to relocate beyond it up to the reach.
  const within = (box: SQL, radius: Placeholder) =>
    sql`select * from (select ${columns} from resume_search_rows r where ${box} and ${where}) near where near.distance <= ${radius}::float8`;
  const relocating = sql`select * from (select ${columns} from resume_search_rows r where r.is_relocate and ${reachPlace} and ${where}) far
    where far.distance > ${slot.radius}::float8 and far.distance <= ${slot.reach}::float8`;
  const rank =
    shape.keyword === 'none'
      ? sql`null::float8`
      : shape.keyword === 'resume'
        ? sql`(select ts_rank(p.search_vector, ${query})::float8 from staff_profiles p where p.user_id = n.id)`
        : sql`(select ts_rank(s.shown_keywords, ${query})::float8 from resume_search_rows s where s.user_id = n.id)`;
  const ringHolds = sql`(select n from ring_count) >= ${slot.ranked}::int`;
  // One statement: the circle's scan carries a one-time filter on the ring's count, and the
  // total's case evaluates only its branch. With the ranked in the ring, the count goes on from the
  // ring's: the people outside it, only as many as the limit still wants (as the job search's, ADR
  // 133). The nearest `limits.ranked` (a top-N sort), and for those only the keyword rank and premium.
  return sql`
    with ring as materialized (${within(ringPlace, slot.ring)}),
      ring_count as (select count(*)::int as n from ring),
      circle as materialized (
        select * from (${within(circlePlace, slot.radius)}) inside where not ${ringHolds}
        union all
        select * from (${relocating}) beyond where not ${ringHolds}
      ),
      candidates as (select * from ring where ${ringHolds} union all select * from circle)
    select coalesce(json_agg(ranked order by ranked.distance, ranked.id), '[]'::json) as rows,
      least(case when ${ringHolds}
        then (select n from ring_count) + (select count(*)::int from (
          select id from (${within(circlePlace, slot.radius)}) inside where inside.distance > ${slot.ring}::float8
          union all select id from (${relocating}) beyond
          limit greatest(${slot.countCap}::int - (select n from ring_count), 0)) counted)
        else (select count(*)::int from circle) end, ${slot.countCap}::int) as total
    from (
      select n.id, n.distance, n.distance <= ${slot.radius}::float8 as "withinRadius", n.experience, n.candidate_state as "candidateState",
        n.has_photo as "hasPhoto", n.days, n.temp_days as tdays, n.skills, n.certs, ${rank} as "keywordRank",
        ${hasPremiumSql(sql`n.id`, slot.now)} as premium
      from (select * from candidates c order by c.distance, c.id limit ${slot.ranked}::int) n
    ) ranked`;
});

export async function findCandidates(db: Database, f: ResumeFilters, limits: CandidateLimits = LIMITS): Promise<{ rows: CandidateRow[]; total: number }> {
  const values = candidateValuesOf(f, limits);
  const statement = candidatesStatement(candidateShapeOf(f, values), values);
  // One statement, no transaction: resume_search_rows is never scanned in parallel (its parallel_workers is 0).
  // Without a keyword its plan (the place indexes) does not depend on the values: prepared. A keyword's
  // commonness decides between the word index and the place's rows: planned each time.
  type Answer = { rows: CandidateRow[]; total: number };
  const result = f.keyword ? await executeUnprepared<Answer>(db, statement) : await executePrepared<Answer>(db, statement);
  return result.rows[0];
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
  licenseVerified: boolean;
  verifiedCredentials: { kind: string; title: string | null; state: string | null; number: string | null }[];
};

/**
 * What the cards of one page show, by user id (the candidates were found by findCandidates), in
 * one statement: skills strongest first and certifications as entered, as JSON arrays.
 */
export async function loadCardFacts(db: Database, userIds: number[]): Promise<Map<number, CardFacts>> {
  if (userIds.length === 0) return new Map();
  // The ids as one array value: one prepared statement for every page.
  const people = await executePrepared<CardFacts>(
    db,
    sql`
    select u.id, u.username, u.name, u.position, u.city, u.state, sp.intro, sp.license, sp.experience,
      sp.is_relocate as "isRelocate", sp.candidate_state as "candidateState", sp.specialties, sp.photo_thumbnail_key as "photoThumbnailKey",
      coalesce((select json_agg(s.name order by s.score desc, s.id) from staff_skills s where s.user_id = u.id), '[]'::json) as skills,
      coalesce((select json_agg(c.name order by c.id) from staff_certs c where c.user_id = u.id), '[]'::json) as certs,
      ${hasVerifiedLicenseSql(sql`u.id`)} as "licenseVerified", ${verifiedCredentialsSql(sql`u.id`)} as "verifiedCredentials"
    from users u join staff_profiles sp on sp.user_id = u.id
    where u.id = any(${idArrayParam(userIds)}) and u.role = 'staff' and sp.is_public and sp.candidate_state <> 'NOT_LOOKING'`,
  );
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
