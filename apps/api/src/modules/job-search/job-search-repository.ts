import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Database } from '@chairside/db/client';
import { jobEvaluations, jobs, users } from '@chairside/db/schema';
import { SHIFT_CODES, WEEKEND_DAYS, WORK_DAY_CODES, type PostingFieldFilters } from '@chairside/domain/job-posting';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';
import { POSITION_CODES } from '@chairside/domain/positions';
import { boundingBox, boxSql, haversineLimit, haversineSql, latBandsSql, milesOfHaversineSql, milesSql, type SearchArea } from '../../platform/search-box';
import { webSearchQuery } from '../../platform/web-search-query';
import type { SearchFilters, StateArea } from './search-filters';

/** What a search result shows of a posting: its stored search card (job_cards.card, migration 0075). */
export type PremiumJobCard = {
  id: number;
  name: string;
  position: string;
  type: 'PERM' | 'TEMP';
  urltitle: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  isConfidential: boolean;
  isNational: boolean;
  employmentType: string | null;
  payCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  specialties: string[];
  postedDate: string;
  practiceName: string;
  practiceUsername: string;
  practiceIsPublic: boolean;
};

export type PremiumJobRow = {
  card: PremiumJobCard;
  distance: number | null;
  /** The count of matches, up to the filters' countLimit + 1. */
  total: number;
  dates: string[] | null;
  opinion: 'LIKED' | 'DISLIKED' | null;
  applied: boolean;
  invited: boolean;
};

export type PartnerJobRow = {
  jobKey: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  position: string | null;
  jobType: string | null;
  url: string;
  postedDate: string | null;
  distance: number | null;
  total: number;
};

/**
 * The cosine of the angle between the origin and a posting: the dot product of their unit
 * vectors (jobs.geo_x, geo_y, geo_z). It falls as the distance grows, so postings are cut at
 * cos(radius / R) and ordered by it, nearest first, with three multiplications a row.
 */
function dotSql(origin: { lat: number; lng: number }): SQL {
  const lat = (origin.lat * Math.PI) / 180;
  const lng = (origin.lng * Math.PI) / 180;
  const [x, y, z] = [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
  return sql`(j.geo_x * ${x}::float8 + j.geo_y * ${y}::float8 + j.geo_z * ${z}::float8)`;
}

/** The dot product at `radius` miles: a posting is inside the circle when its dot is at least this. */
const circleCut = (radius: number) => Math.cos(radius / EARTH_RADIUS_MILES);

/** Inside the state's bounds (the place index) and of the state. */
function stateSql(state: StateArea, lat: SQL, lng: SQL, column: SQL): SQL {
  const { bounds } = state;
  return sql`${lat} between ${bounds.lat.min}::float8 and ${bounds.lat.max}::float8
    and ${lng} between ${bounds.lng.min}::float8 and ${bounds.lng.max}::float8 and ${column} = ${state.code}`;
}

const ALL_POSITIONS = sql.join(
  POSITION_CODES.map((code) => sql`${code}`),
  sql`, `,
);

/**
 * The keyword's query made once per statement (a scalar subquery): in a prepared statement's
 * generic plan the keyword is a parameter, and websearch_to_tsquery would parse it again for
 * every row tested.
 */
const queryOnce = (keyword: string) => sql`(select ${webSearchQuery(keyword)})`;

/** A text[] literal of bound values. */
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The posting-field filters as conditions on the jobs row `j`: employment type any of; every
 * day and part of the day asked (WEEKENDS: Saturday or Sunday); every benefit; pay in the same
 * unit whose top reaches the minimum. They apply to the rows the place index found.
 */
export function postingFieldConditions(f: PostingFieldFilters): SQL[] {
  const where: SQL[] = [];
  if (f.employmentTypes.length)
    where.push(
      sql`j.employment_type in (${sql.join(
        f.employmentTypes.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  const days = f.schedule.filter((code) => (WORK_DAY_CODES as readonly string[]).includes(code));
  const shifts = f.schedule.filter((code) => (SHIFT_CODES as readonly string[]).includes(code));
  if (days.length) where.push(sql`j.work_days @> ${textArray(days)}`);
  if (shifts.length) where.push(sql`j.shifts @> ${textArray(shifts)}`);
  if (f.schedule.includes('WEEKENDS')) where.push(sql`j.work_days && ${textArray(WEEKEND_DAYS)}`);
  if (f.benefits.length) where.push(sql`j.benefits @> ${textArray(f.benefits)}`);
  if (f.minPay) {
    const unit = f.minPay.unit;
    where.push(sql`j.pay_code in (${unit}, ${`${unit}_RANGE`}) and coalesce(j.salary_max, j.salary_min) >= ${f.minPay.amount}::int`);
  }
  return where;
}

const isoSql = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The conditions on the jobs row `j` of a practice's live posting matching the filters, with the
 * place cut at `radius` miles (a radius search; the state or national search ignores it). The place
 * index is read first: `jobs_active_band_idx` (position, lat_band, lng, …), the bounding box's
 * longitude range in each half-degree band of its latitudes (every position: the six codes),
 * `jobs_active_place_idx` over a state's bounds, or `jobs_active_national_idx` for the national
 * search, as index-only scans; the cut uses the dot product of unit vectors kept in the index, so
 * the heap is read only for a keyword (its vector), temp dates and the other filters. The
 * conditions besides the place are built once and shared by every radius a statement reads.
 */
function matchConditions(f: SearchFilters): (radius: number | null) => SQL {
  const rest = filterConditions(f);
  const head: SQL[] = [sql`j.status = 'ACTIVE'`, f.position === 'ANY' ? sql`j.position in (${ALL_POSITIONS})` : sql`j.position = ${f.position}`];
  if (f.national) head.push(sql`j.is_national`);
  return (radius) => sql.join([...head, ...placeConditions(f, radius), ...rest], sql` and `);
}

/** The place: the state's bounds, or the circle of `radius` miles around the origin as bands, a longitude range and the cut. */
function placeConditions(f: SearchFilters, radius: number | null): SQL[] {
  if (f.state) return [stateSql(f.state, sql`j.lat`, sql`j.lng`, sql`j.state`)];
  if (!f.origin || radius === null) return [];
  // The box as bands of latitude and a longitude range (the circle's cut below holds its latitudes):
  // no latitude range for the older place index to plan by, prepared or not.
  const box = boundingBox({ ...f.origin, radius });
  const where = [latBandsSql(sql`j.lat_band`, box.lat.min, box.lat.max)];
  if (box.lng) where.push(sql`j.lng between ${box.lng.min}::float8 and ${box.lng.max}::float8`);
  where.push(sql`${dotSql(f.origin)} >= ${circleCut(radius)}::float8`);
  return where;
}

/** Every filter but the position and the place. */
function filterConditions(f: SearchFilters): SQL[] {
  const now = f.now.toISOString();
  const where: SQL[] = [sql`j.live_until > ${now}::timestamptz`];
  if (f.type !== 'ANY') where.push(sql`j.type = ${f.type}`);
  if (f.startDate || f.endDate) {
    const range: SQL[] = [sql`d.job_id = j.id`, sql`d.status = 'ACTIVE'`];
    if (f.startDate) range.push(sql`d.date >= ${f.startDate}::date`);
    if (f.endDate) range.push(sql`d.date <= ${f.endDate}::date`);
    where.push(sql`(j.type = 'PERM' or exists (select 1 from job_dates d where ${sql.join(range, sql` and `)}))`);
  }
  if (f.weekdays.length)
    where.push(sql`(j.type = 'PERM' or exists (select 1 from job_dates d where d.job_id = j.id and d.status = 'ACTIVE'
      and d.date >= ${f.today}::date and extract(dow from d.date)::int in (${sql.join(
        f.weekdays.map((day) => sql`${day}`),
        sql`, `,
      )})))`);
  if (f.postedAfter) where.push(sql`j.posted_date >= ${f.postedAfter.toISOString()}::timestamptz`);
  // The vector holds title, description, city and practice name (migration 0004's trigger). A
  // common keyword is tested on the rows the place (or national) index found: ts_match_vq is @@ as
  // a function, which the GIN index of every posting cannot answer (that index's bitmap of a common
  // word holds a good share of all postings ever made, and costs ten times the place's rows), and
  // the plan then does not depend on the keyword, so it is prepared. A rarer keyword is left to the
  // planner, which joins the two indexes.
  if (f.keyword)
    where.push(f.commonKeyword ? sql`ts_match_vq(j.search_vector, ${queryOnce(f.keyword)})` : sql`j.search_vector @@ ${webSearchQuery(f.keyword)}`);
  where.push(...postingFieldConditions(f.postingFields));
  if (f.userId !== null && f.evaluation !== 'all')
    where.push(sql`exists (select 1 from job_evaluations v where v.user_id = ${f.userId} and v.job_id = j.id and v.opinion = ${f.evaluation})`);
  if (f.userId !== null && f.invited)
    where.push(sql`exists (select 1 from invitations i where i.user_id = ${f.userId} and i.job_id = j.id and i.status in ('PENDING', 'ACCEPTED'))`);
  return where;
}

/** A radius search first looks this share of the radius around the ZIP (a sixty-fourth of the area). */
export const NEAR_RING_SHARE = 0.125;

/**
 * The page of live postings as a JSON array (one value: cheaper to hand over than rows, on
 * PGlite most of all), nearest first then newest, each with the count of matches up to
 * `f.countLimit` + 1 (more means more than the limit). No relevance ranking: the order is
 * distance, then recency; only the page is sorted (a top-N sort). A radius search reads the near
 * ring (NEAR_RING_SHARE of the radius) first: when it holds the page, every match outside it comes
 * later in the order, so the rest of the circle is not read for the page, and the count goes on from
 * the ring's with the matches outside it, stopping at its limit (a common keyword around a dense
 * metro: a few thousand postings tested, not every one within 200 miles). Otherwise the whole circle
 * is read once, for the page and the count.
 */
export function premiumSearchQuery(f: SearchFilters): SQL {
  const dot = f.origin ? dotSql(f.origin) : sql`null::float8`;
  const ringed = f.origin !== null && f.radius !== null && !f.state;
  const matching = matchConditions(f);
  const matchesOf = (radius: number | null) => sql`select j.id, ${dot} as near, j.posted_date from jobs j where ${matching(radius)}`;
  const need = f.offset + f.limit;
  const countCap = f.countLimit + 1;
  const ring = ringed ? f.radius! * NEAR_RING_SHARE : 0;
  // The circle's matches: with rings, read only when the near ring holds fewer than the page needs
  // (a one-time filter of the near ring's count), and then counted whole.
  const sets = ringed
    ? sql`near as materialized (${matchesOf(ring)}),
      near_count as (select count(*)::int as n from near),
      circle as materialized (${matchesOf(f.radius)} and (select n from near_count) < ${need}::int),
      matches as (select * from near where (select n from near_count) >= ${need}::int union all select * from circle)`
    : sql`matches as materialized (${matchesOf(f.radius)})`;
  // With the page in the ring, the count goes on from the ring's: the circle's matches outside
  // it, only as many as the limit still wants.
  const total = ringed
    ? sql`case when (select n from near_count) >= ${need}::int
        then (select n from near_count) + (select count(*)::int from (${matchesOf(f.radius)} and ${dot} < ${circleCut(ring)}::float8
          limit greatest(${countCap}::int - (select n from near_count), 0)) c)
        else (select count(*)::int from circle) end`
    : sql`(select count(*)::int from matches)`;

  // Practices' postings are cut and ordered by `dotSql`; each of the page's postings is read as its
  // stored card (one row, no other table), the distance measured for the page's rows only, and the
  // dates read for its temp postings only (a permanent one has none).
  const distance = f.origin ? milesSql(f.origin, sql`c.lat`, sql`c.lng`) : sql`null::float8`;
  // A visitor has no likes, applications or invitations: no joins for them.
  const viewer =
    f.userId === null
      ? sql`null::text as opinion, false as applied, false as invited`
      : sql`(select v.opinion from job_evaluations v where v.user_id = ${f.userId} and v.job_id = c.job_id) as opinion,
        exists (select 1 from applications a where a.user_id = ${f.userId} and a.job_id = c.job_id) as applied,
        exists (select 1 from invitations i where i.user_id = ${f.userId} and i.job_id = c.job_id and i.status in ('PENDING', 'ACCEPTED')) as invited`;
  // Nearest first (the highest dot product), then newest.
  const order = sql`m.near desc, m.posted_date desc, m.id desc`;
  return sql`
    with ${sets}
    select coalesce(json_agg(r order by r.ord), '[]'::json) from (
      select page.ord, c.card, least(${total}, ${countCap}::int) as total, ${distance} as distance,
        case when c.is_temp then (select json_agg(to_char(d.date, 'YYYY-MM-DD') order by d.date) from job_dates d
          where d.job_id = c.job_id and d.status = 'ACTIVE' and d.date >= ${f.today}::date) end as dates,
        ${viewer}
      from (
        select m.id, row_number() over (order by ${order}) as ord
        from (select * from matches m order by ${order} limit ${f.limit} offset ${f.offset}) m
      ) page
      join job_cards c on c.job_id = page.id
    ) r`;
}

export type PartnerFilters = Pick<SearchFilters, 'position' | 'keyword' | 'commonKeyword' | 'postedAfter' | 'limit' | 'offset' | 'state'> & {
  area: SearchArea;
};

/**
 * Live partner postings (not expired) with a place inside the radius as a JSON array, nearest
 * first then newest: `partner_jobs_live_place_idx` over the bounding box, then the haversine cut.
 * Postings whose title names no clear position appear only in an all-positions search.
 */
export function partnerSearchQuery(f: PartnerFilters): SQL {
  const a = haversineSql(f.area, sql`p.lat`, sql`p.lng`);
  const where: SQL[] = [
    sql`p.expired_at is null`,
    ...(f.state
      ? [stateSql(f.state, sql`p.lat`, sql`p.lng`, sql`p.state`)]
      : [boxSql(f.area, sql`p.lat`, sql`p.lng`), sql`${a} <= ${haversineLimit(f.area.radius)}::float8`]),
  ];
  if (f.position !== 'ANY') where.push(sql`p.position = ${f.position}`);
  // A common keyword is tested on the place's rows, as for practices' postings.
  if (f.keyword)
    where.push(f.commonKeyword ? sql`ts_match_vq(p.search_vector, ${queryOnce(f.keyword)})` : sql`p.search_vector @@ ${webSearchQuery(f.keyword)}`);
  if (f.postedAfter) where.push(sql`coalesce(p.posted_date, p.first_seen_at) >= ${f.postedAfter.toISOString()}::timestamptz`);
  return sql`
    select coalesce(json_agg(r order by r.ord), '[]'::json) from (
      select row_number() over (order by m.a, m.posted desc, m.id desc) as ord, count(*) over ()::int as total,
        m."jobKey", m.title, m.company, m.city, m.state, m.zip, m.position, m."jobType", m.url, ${isoSql(sql`m.posted`)} as "postedDate",
        ${milesOfHaversineSql(sql`m.a`)} as distance
      from (
        select p.id, p.job_key as "jobKey", p.title, p.company, p.city, p.state, p.zip, p.position, p.job_type as "jobType", p.url,
          coalesce(p.posted_date, p.first_seen_at) as posted, ${a} as a
        from partner_jobs p
        where ${sql.join(where, sql` and `)}
      ) m
      order by m.a, m.posted desc, m.id desc
      limit ${f.limit} offset ${f.offset}
    ) r`;
}

/**
 * Both lists in one statement (one round trip, one plan): `premium` and `partner` JSON arrays.
 * Without partner filters (the national search) the partner list is empty.
 */
export async function searchJobRows(
  db: Database,
  premium: SearchFilters,
  partner: PartnerFilters | null,
): Promise<{ premium: PremiumJobRow[]; partner: PartnerJobRow[] }> {
  const query = sql`select (${premiumSearchQuery(premium)}) as premium, (${partner ? partnerSearchQuery(partner) : sql`'[]'::json`}) as partner`;
  type Lists = { premium: PremiumJobRow[]; partner: PartnerJobRow[] };
  // Without a keyword, or with a common one (tested on the place's rows, no word index; the partner
  // filters carry the same flag), the plan does not depend on the values: prepared (planned once per
  // connection). A rarer keyword is planned each time.
  const result = !premium.keyword || premium.commonKeyword ? await executePrepared<Lists>(db, query) : await db.execute<Lists>(query);
  return result.rows[0];
}

/** A word in at least this share of postings (open or not) is common. */
export const COMMON_WORD_SHARE = 0.02;

/**
 * Whether every word of the keyword is in at least COMMON_WORD_SHARE of postings, by the planner's
 * statistics of jobs.search_vector (its most common words and their shares, kept by ANALYZE).
 * Without statistics (a new database), or for a keyword of stop words only, it is not.
 */
export async function isCommonKeyword(db: Database, keyword: string): Promise<boolean> {
  const result = await db.execute<{ common: boolean }>(sql`
    select coalesce(bool_and(coalesce(f.share, 0) >= ${COMMON_WORD_SHARE}::float4), false) as common
    from unnest(tsvector_to_array(to_tsvector('english'::regconfig, ${keyword}))) as w(lexeme)
    left join (
      select unnest(s.most_common_elems::text::text[]) as lexeme, unnest(s.most_common_elem_freqs) as share
      from pg_stats s where s.schemaname = current_schema() and s.tablename = 'jobs' and s.attname = 'search_vector'
    ) f on f.lexeme = w.lexeme`);
  return result.rows[0]?.common === true;
}

export type Searcher = { id: number; zip: string | null; position: string | null };

/** The signed-in user the path names (the guards checked it is the caller), with their own ZIP and position. */
export async function findSearcher(db: Database, username: string): Promise<Searcher | null> {
  const [row] = await db.select({ id: users.id, zip: users.zip, position: users.position }).from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

/** Whether a posting anyone may read exists (published: not a draft). */
export async function publishedJobExists(db: Database, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT')))
    .limit(1);
  return !!row;
}

export type JobPlace = { position: string | null; lat: number | null; lng: number | null; isConfidential: boolean; practiceUsername: string };

/** A published posting's position, place and practice (drafts and postings taken down over reports: null). */
export async function findPublishedJobPlace(db: Database, jobId: number): Promise<JobPlace | null> {
  const [row] = await db
    .select({ position: jobs.position, lat: jobs.lat, lng: jobs.lng, isConfidential: jobs.isConfidential, practiceUsername: users.username })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'DRAFT'), isNull(jobs.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** Stores (or, with null, removes) the user's like or dislike of a posting. */
export async function saveOpinion(db: Database, userId: number, jobId: number, opinion: 'LIKED' | 'DISLIKED' | null, now: Date): Promise<void> {
  if (opinion === null) {
    await db.delete(jobEvaluations).where(and(eq(jobEvaluations.userId, userId), eq(jobEvaluations.jobId, jobId)));
    return;
  }
  await db
    .insert(jobEvaluations)
    .values({ userId, jobId, opinion, updatedAt: now })
    .onConflictDoUpdate({ target: [jobEvaluations.userId, jobEvaluations.jobId], set: { opinion, updatedAt: now } });
}
