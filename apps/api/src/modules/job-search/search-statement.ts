import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { statementShapes, type Slots } from '@chairside/db/statement-shape';
import type { StatementText } from '@chairside/db/statement-text';
import { SHIFT_CODES, WEEKEND_DAYS, WORK_DAY_CODES } from '@chairside/domain/job-posting';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';
import { POSITION_CODES } from '@chairside/domain/positions';
import { textArrayValue } from '../../platform/array-values';
import { boxValues, haversineLimit, haversineOrigin, haversineTermSql, latBandsOfSql, milesOfHaversineSql, type SearchArea } from '../../platform/search-box';
import { foldNegations, webSearchQueryOf } from '../../platform/web-search-query';
import type { SearchFilters, StateArea } from './search-filters';

// The job search's one statement (practices' postings and partner postings), written once per
// shape and filled with each search's values (ADR 140).
/** A place's values as a statement shape reads them (nulls where the shape has no such part). */
type StateValues = { latMin: number | null; latMax: number | null; lngMin: number | null; lngMax: number | null; code: string | null };

const stateValuesOf = (state: StateArea | null): StateValues => ({
  latMin: state?.bounds.lat.min ?? null,
  latMax: state?.bounds.lat.max ?? null,
  lngMin: state?.bounds.lng.min ?? null,
  lngMax: state?.bounds.lng.max ?? null,
  code: state?.code ?? null,
});

/** Inside the state's bounds (the place index) and of the state. */
function stateSql(state: Slots<StateValues>, lat: SQL, lng: SQL, column: SQL): SQL {
  return sql`${lat} between ${state.latMin}::float8 and ${state.latMax}::float8
    and ${lng} between ${state.lngMin}::float8 and ${state.lngMax}::float8 and ${column} = ${state.code}`;
}

const ALL_POSITIONS = sql.join(
  POSITION_CODES.map((code) => sql`${code}`),
  sql`, `,
);

const WEEKEND_DAYS_VALUE = textArrayValue(WEEKEND_DAYS);

/** How a keyword is matched: none, common (tested on the place's rows, prepared) or rarer (the word index, planned each time). */
type KeywordKind = 'none' | 'common' | 'rare';

const keywordKindOf = (keyword: string | null, common: boolean | undefined): KeywordKind => (!keyword ? 'none' : common ? 'common' : 'rare');

/**
 * The keyword's condition on a search vector. A common keyword is tested on the rows the place (or
 * national) index found: ts_match_vq is @@ as a function, which the GIN index of every posting cannot
 * answer (that index's bitmap of a common word holds a good share of all postings ever made, and
 * costs ten times the place's rows), and the plan then does not depend on the keyword, so it is
 * prepared; its query is made once per statement (a scalar subquery: in a generic plan
 * websearch_to_tsquery would parse the parameter again for every row tested). A rarer keyword is
 * left to the planner, which joins the two indexes.
 */
const keywordSql = (kind: KeywordKind, vector: SQL, keyword: Placeholder): SQL =>
  kind === 'common' ? sql`ts_match_vq(${vector}, (select ${webSearchQueryOf(keyword)}))` : sql`${vector} @@ ${webSearchQueryOf(keyword)}`;

/** A circle's place index values: its box (boxValues) and its cut. */
const circleValuesOf = (origin: { lat: number; lng: number }, radius: number) => ({ ...boxValues({ ...origin, radius }), cut: circleCut(radius) });

/** The dot product at `radius` miles: a posting is inside the circle when its dot is at least this. */
const circleCut = (radius: number) => Math.cos(radius / EARTH_RADIUS_MILES);

/** A radius search first looks this share of the radius around the ZIP (a sixty-fourth of the area). */
export const NEAR_RING_SHARE = 0.125;

/**
 * Every value of the search statement, by name: the practices' postings' part, then the partner
 * postings' (all null without partner filters). One object literal: one built by spreading two
 * objects of this size took a search 80 µs.
 */
function searchValuesOf(f: SearchFilters, p: PartnerFilters | null) {
  const { origin } = f;
  const rings = origin !== null && f.radius !== null && !f.state;
  const ring = rings ? circleValuesOf(origin, f.radius! * NEAR_RING_SHARE) : null;
  const circle = rings ? circleValuesOf(origin, f.radius!) : null;
  // The origin's unit vector, for the dot product with each posting's (jobs.geo_x, geo_y, geo_z).
  const lat = origin && (origin.lat * Math.PI) / 180;
  const lng = origin && (origin.lng * Math.PI) / 180;
  const near = origin && haversineOrigin(origin);
  const state = stateValuesOf(f.state);
  const { postingFields: fields } = f;
  const days = fields.schedule.filter((code) => (WORK_DAY_CODES as readonly string[]).includes(code));
  const shifts = fields.schedule.filter((code) => (SHIFT_CODES as readonly string[]).includes(code));
  const partnerOrigin = p && haversineOrigin(p.area);
  const partnerBox = p && !p.state ? boxValues(p.area) : null;
  const partnerState = stateValuesOf(p?.state ?? null);
  return {
    x: lat === null || lng === null ? null : Math.cos(lat) * Math.cos(lng),
    y: lat === null || lng === null ? null : Math.cos(lat) * Math.sin(lng),
    z: lat === null ? null : Math.sin(lat),
    lat: near?.lat ?? null,
    lng: near?.lng ?? null,
    cosLat: near?.cosLat ?? null,
    position: f.position === 'ANY' ? null : f.position,
    ringBands: ring?.bands ?? null,
    ringLngMin: ring?.lngMin ?? null,
    ringLngMax: ring?.lngMax ?? null,
    ringCut: ring?.cut ?? null,
    circleBands: circle?.bands ?? null,
    circleLngMin: circle?.lngMin ?? null,
    circleLngMax: circle?.lngMax ?? null,
    circleCut: circle?.cut ?? null,
    stateLatMin: state.latMin,
    stateLatMax: state.latMax,
    stateLngMin: state.lngMin,
    stateLngMax: state.lngMax,
    stateCode: state.code,
    now: f.now.toISOString(),
    type: f.type === 'ANY' ? null : f.type,
    startDate: f.startDate,
    endDate: f.endDate,
    today: f.today,
    weekdays: f.weekdays.length ? `{${f.weekdays.map((day) => Math.trunc(day)).join(',')}}` : null,
    postedAfter: f.postedAfter?.toISOString() ?? null,
    keyword: f.keyword ? foldNegations(f.keyword) : null,
    employmentTypes: fields.employmentTypes.length ? textArrayValue(fields.employmentTypes) : null,
    days: days.length ? textArrayValue(days) : null,
    shifts: shifts.length ? textArrayValue(shifts) : null,
    benefits: fields.benefits.length ? textArrayValue(fields.benefits) : null,
    payUnit: fields.minPay?.unit ?? null,
    payRangeUnit: fields.minPay ? `${fields.minPay.unit}_RANGE` : null,
    minPay: fields.minPay?.amount ?? null,
    userId: f.userId,
    evaluation: f.evaluation,
    need: f.offset + f.limit,
    countCap: f.countLimit + 1,
    limit: f.limit,
    offset: f.offset,
    partnerLat: partnerOrigin?.lat ?? null,
    partnerLng: partnerOrigin?.lng ?? null,
    partnerCosLat: partnerOrigin?.cosLat ?? null,
    partnerLatMin: partnerBox?.latMin ?? null,
    partnerLatMax: partnerBox?.latMax ?? null,
    partnerLngMin: partnerBox?.lngMin ?? null,
    partnerLngMax: partnerBox?.lngMax ?? null,
    partnerReach: p && !p.state ? haversineLimit(p.area.radius) : null,
    partnerStateLatMin: partnerState.latMin,
    partnerStateLatMax: partnerState.latMax,
    partnerStateLngMin: partnerState.lngMin,
    partnerStateLngMax: partnerState.lngMax,
    partnerStateCode: partnerState.code,
    partnerPosition: p && p.position !== 'ANY' ? p.position : null,
    partnerKeyword: p?.keyword ? foldNegations(p.keyword) : null,
    partnerPostedAfter: p?.postedAfter?.toISOString() ?? null,
    partnerLimit: p?.limit ?? null,
    partnerOffset: p?.offset ?? null,
  };
}

type SearchValues = ReturnType<typeof searchValuesOf>;

/** What decides the text of the practices' postings' part: the parts it has, read from its values. */
function premiumShapeOf(f: SearchFilters, values: SearchValues) {
  const viewer = f.userId !== null;
  return {
    origin: f.origin !== null,
    anyPosition: f.position === 'ANY',
    national: f.national,
    place: values.ringCut !== null ? ('rings' as const) : f.state ? ('state' as const) : ('none' as const),
    ringLng: values.ringLngMin !== null,
    circleLng: values.circleLngMin !== null,
    type: values.type !== null,
    startDate: values.startDate !== null,
    endDate: values.endDate !== null,
    weekdays: values.weekdays !== null,
    postedAfter: values.postedAfter !== null,
    keyword: keywordKindOf(f.keyword, f.commonKeyword),
    employmentTypes: values.employmentTypes !== null,
    days: values.days !== null,
    shifts: values.shifts !== null,
    weekends: f.postingFields.schedule.includes('WEEKENDS'),
    benefits: values.benefits !== null,
    minPay: values.minPay !== null,
    viewer,
    evaluation: viewer && f.evaluation !== 'all',
    invited: viewer && f.invited,
  };
}

type PremiumShape = ReturnType<typeof premiumShapeOf>;

const isoSql = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The posting-field filters as conditions on the jobs row `j`: employment type any of; every
 * day and part of the day asked (WEEKENDS: Saturday or Sunday); every benefit; pay in the same
 * unit whose top reaches the minimum. They apply to the rows the place index found.
 */
function postingFieldConditions(shape: PremiumShape, slot: Slots<SearchValues>): SQL[] {
  const where: SQL[] = [];
  if (shape.employmentTypes) where.push(sql`j.employment_type = any(${slot.employmentTypes}::text[])`);
  if (shape.days) where.push(sql`j.work_days @> ${slot.days}::text[]`);
  if (shape.shifts) where.push(sql`j.shifts @> ${slot.shifts}::text[]`);
  if (shape.weekends) where.push(sql`j.work_days && ${WEEKEND_DAYS_VALUE}::text[]`);
  if (shape.benefits) where.push(sql`j.benefits @> ${slot.benefits}::text[]`);
  if (shape.minPay) where.push(sql`j.pay_code in (${slot.payUnit}, ${slot.payRangeUnit}) and coalesce(j.salary_max, j.salary_min) >= ${slot.minPay}::int`);
  return where;
}

/** Every filter but the position and the place. */
function filterConditions(shape: PremiumShape, slot: Slots<SearchValues>): SQL[] {
  const where: SQL[] = [sql`j.live_until > ${slot.now}::timestamptz`];
  if (shape.type) where.push(sql`j.type = ${slot.type}`);
  if (shape.startDate || shape.endDate) {
    const range: SQL[] = [sql`d.job_id = j.id`, sql`d.status = 'ACTIVE'`];
    if (shape.startDate) range.push(sql`d.date >= ${slot.startDate}::date`);
    if (shape.endDate) range.push(sql`d.date <= ${slot.endDate}::date`);
    where.push(sql`(j.type = 'PERM' or exists (select 1 from job_dates d where ${sql.join(range, sql` and `)}))`);
  }
  if (shape.weekdays)
    where.push(sql`(j.type = 'PERM' or exists (select 1 from job_dates d where d.job_id = j.id and d.status = 'ACTIVE'
      and d.date >= ${slot.today}::date and extract(dow from d.date)::int = any(${slot.weekdays}::int[])))`);
  if (shape.postedAfter) where.push(sql`j.posted_date >= ${slot.postedAfter}::timestamptz`);
  // The vector holds title, description, city and practice name (migration 0004's trigger).
  if (shape.keyword !== 'none') where.push(keywordSql(shape.keyword, sql`j.search_vector`, slot.keyword));
  where.push(...postingFieldConditions(shape, slot));
  if (shape.evaluation)
    where.push(sql`exists (select 1 from job_evaluations v where v.user_id = ${slot.userId} and v.job_id = j.id and v.opinion = ${slot.evaluation})`);
  if (shape.invited)
    where.push(sql`exists (select 1 from invitations i where i.user_id = ${slot.userId} and i.job_id = j.id and i.status in ('PENDING', 'ACCEPTED'))`);
  return where;
}

/**
 * The page of live postings as a JSON array (one value: cheaper to hand over than rows, on
 * PGlite most of all), nearest first then newest, each with the count of matches up to
 * `f.countLimit` + 1 (more means more than the limit). No relevance ranking: the order is
 * distance, then recency; only the page is sorted (a top-N sort).
 *
 * Postings are cut and ordered by the cosine of the angle between the origin and each: the dot
 * product of their unit vectors (jobs.geo_x, geo_y, geo_z), which falls as the distance grows, so
 * the circle of a radius is cut at cos(radius / R), three multiplications a row. The place index
 * is read first: `jobs_active_band_idx` (position, lat_band, lng, …), the bounding box's longitude
 * range in each half-degree band of its latitudes (every position: the six codes),
 * `jobs_active_place_idx` over a state's bounds, or `jobs_active_national_idx` for the national
 * search, as index-only scans; the cut uses the unit vectors kept in the index, so the heap is read
 * only for a keyword (its vector), temp dates and the other filters.
 *
 * A radius search reads the near ring (NEAR_RING_SHARE of the radius) first: when it holds the page,
 * every match outside it comes later in the order, so the rest of the circle is not read for the
 * page, and the count goes on from the ring's with the matches outside it, stopping at its limit (a
 * common keyword around a dense metro: a few thousand postings tested, not every one within 200
 * miles). Otherwise the whole circle is read once, for the page and the count.
 */
function premiumSearchSql(shape: PremiumShape, slot: Slots<SearchValues>): SQL {
  const dot = shape.origin ? sql`(j.geo_x * ${slot.x}::float8 + j.geo_y * ${slot.y}::float8 + j.geo_z * ${slot.z}::float8)` : sql`null::float8`;
  const head: SQL[] = [sql`j.status = 'ACTIVE'`, shape.anyPosition ? sql`j.position in (${ALL_POSITIONS})` : sql`j.position = ${slot.position}`];
  if (shape.national) head.push(sql`j.is_national`);
  const rest = filterConditions(shape, slot);
  const matchesOf = (place: SQL[]) => sql`select j.id, ${dot} as near, j.posted_date from jobs j where ${sql.join([...head, ...place, ...rest], sql` and `)}`;
  // A circle as bands of latitude and a longitude range (its cut holds its latitudes): no latitude
  // range for the older place index to plan by.
  const circleOf = (bands: Placeholder, lngMin: Placeholder, lngMax: Placeholder, cut: Placeholder, lng: boolean) => [
    latBandsOfSql(sql`j.lat_band`, bands),
    ...(lng ? [sql`j.lng between ${lngMin}::float8 and ${lngMax}::float8`] : []),
    sql`${dot} >= ${cut}::float8`,
  ];
  const ring = circleOf(slot.ringBands, slot.ringLngMin, slot.ringLngMax, slot.ringCut, shape.ringLng);
  const circle = circleOf(slot.circleBands, slot.circleLngMin, slot.circleLngMax, slot.circleCut, shape.circleLng);
  const state = { latMin: slot.stateLatMin, latMax: slot.stateLatMax, lngMin: slot.stateLngMin, lngMax: slot.stateLngMax, code: slot.stateCode };
  const rings = shape.place === 'rings';
  // The circle's matches: with rings, read only when the near ring holds fewer than the page needs
  // (a one-time filter of the near ring's count), and then counted whole.
  const sets = rings
    ? sql`near as materialized (${matchesOf(ring)}),
      near_count as (select count(*)::int as n from near),
      circle as materialized (${matchesOf(circle)} and (select n from near_count) < ${slot.need}::int),
      matches as (select * from near where (select n from near_count) >= ${slot.need}::int union all select * from circle)`
    : sql`matches as materialized (${matchesOf(shape.place === 'state' ? [stateSql(state, sql`j.lat`, sql`j.lng`, sql`j.state`)] : [])})`;
  // With the page in the ring, the count goes on from the ring's: the circle's matches outside
  // it, only as many as the limit still wants.
  const total = rings
    ? sql`case when (select n from near_count) >= ${slot.need}::int
        then (select n from near_count) + (select count(*)::int from (${matchesOf(circle)} and ${dot} < ${slot.ringCut}::float8
          limit greatest(${slot.countCap}::int - (select n from near_count), 0)) c)
        else (select count(*)::int from circle) end`
    : sql`(select count(*)::int from matches)`;

  // Each of the page's postings is read as its stored card (one row, no other table), the distance
  // measured for the page's rows only, and the dates read for its temp postings only (a permanent one has none).
  const distance = shape.origin
    ? milesOfHaversineSql(haversineTermSql({ lat: slot.lat, lng: slot.lng, cosLat: slot.cosLat }, sql`c.lat`, sql`c.lng`))
    : sql`null::float8`;
  // A visitor has no likes, applications or invitations: no joins for them.
  const viewer = shape.viewer
    ? sql`(select v.opinion from job_evaluations v where v.user_id = ${slot.userId} and v.job_id = c.job_id) as opinion,
        exists (select 1 from applications a where a.user_id = ${slot.userId} and a.job_id = c.job_id) as applied,
        exists (select 1 from invitations i where i.user_id = ${slot.userId} and i.job_id = c.job_id and i.status in ('PENDING', 'ACCEPTED')) as invited`
    : sql`null::text as opinion, false as applied, false as invited`;
  // Nearest first (the highest dot product), then newest.
  const order = sql`m.near desc, m.posted_date desc, m.id desc`;
  return sql`
    with ${sets}
    select coalesce(json_agg(r order by r.ord), '[]'::json) from (
      select page.ord, c.card, least(${total}, ${slot.countCap}::int) as total, ${distance} as distance,
        case when c.is_temp then (select json_agg(to_char(d.date, 'YYYY-MM-DD') order by d.date) from job_dates d
          where d.job_id = c.job_id and d.status = 'ACTIVE' and d.date >= ${slot.today}::date) end as dates,
        ${viewer}
      from (
        select m.id, row_number() over (order by ${order}) as ord
        from (select * from matches m order by ${order} limit ${slot.limit} offset ${slot.offset}) m
      ) page
      join job_cards c on c.job_id = page.id
    ) r`;
}

export type PartnerFilters = Pick<SearchFilters, 'position' | 'keyword' | 'commonKeyword' | 'postedAfter' | 'limit' | 'offset' | 'state'> & {
  area: SearchArea;
};

function partnerShapeOf(p: PartnerFilters, values: SearchValues) {
  return {
    state: p.state !== null,
    lng: values.partnerLngMin !== null,
    position: values.partnerPosition !== null,
    keyword: keywordKindOf(p.keyword, p.commonKeyword),
    postedAfter: values.partnerPostedAfter !== null,
  };
}

type PartnerShape = ReturnType<typeof partnerShapeOf>;

/**
 * Live partner postings (not expired) with a place inside the radius as a JSON array, nearest
 * first then newest: `partner_jobs_live_place_idx` over the bounding box, then the haversine cut.
 * Postings whose title names no clear position appear only in an all-positions search.
 */
function partnerSearchSql(shape: PartnerShape, slot: Slots<SearchValues>): SQL {
  const a = haversineTermSql({ lat: slot.partnerLat, lng: slot.partnerLng, cosLat: slot.partnerCosLat }, sql`p.lat`, sql`p.lng`);
  const state = {
    latMin: slot.partnerStateLatMin,
    latMax: slot.partnerStateLatMax,
    lngMin: slot.partnerStateLngMin,
    lngMax: slot.partnerStateLngMax,
    code: slot.partnerStateCode,
  };
  const box = shape.lng
    ? sql`p.lat between ${slot.partnerLatMin}::float8 and ${slot.partnerLatMax}::float8 and p.lng between ${slot.partnerLngMin}::float8 and ${slot.partnerLngMax}::float8`
    : sql`p.lat between ${slot.partnerLatMin}::float8 and ${slot.partnerLatMax}::float8`;
  const where: SQL[] = [
    sql`p.expired_at is null`,
    ...(shape.state ? [stateSql(state, sql`p.lat`, sql`p.lng`, sql`p.state`)] : [box, sql`${a} <= ${slot.partnerReach}::float8`]),
  ];
  if (shape.position) where.push(sql`p.position = ${slot.partnerPosition}`);
  // A common keyword is tested on the place's rows, as for practices' postings.
  if (shape.keyword !== 'none') where.push(keywordSql(shape.keyword, sql`p.search_vector`, slot.partnerKeyword));
  if (shape.postedAfter) where.push(sql`coalesce(p.posted_date, p.first_seen_at) >= ${slot.partnerPostedAfter}::timestamptz`);
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
      limit ${slot.partnerLimit} offset ${slot.partnerOffset}
    ) r`;
}

type SearchShape = { premium: PremiumShape; partner: PartnerShape | null };

/** Both lists in one statement (one round trip, one plan), written once per shape. */
const searchStatement = statementShapes(
  (shape: SearchShape, slot: Slots<SearchValues>) =>
    sql`select (${premiumSearchSql(shape.premium, slot)}) as premium, (${shape.partner ? partnerSearchSql(shape.partner, slot) : sql`'[]'::json`}) as partner`,
);

/** The search statement of these filters: its text (the same for every search of its shape) and values. */
export function searchStatementOf(premium: SearchFilters, partner: PartnerFilters | null): StatementText {
  const values = searchValuesOf(premium, partner);
  return searchStatement({ premium: premiumShapeOf(premium, values), partner: partner && partnerShapeOf(partner, values) }, values);
}
