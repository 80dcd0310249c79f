import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search-rules';
import { POSITION_CODES } from '@chairside/domain/positions';
import { ALERT_EMAIL_MAX_JOBS, type AlertCriteria, type AlertFrequency, type AlertType } from '@chairside/domain/job-alert-rules';
import { idArray } from '../../platform/id-array';

/**
 * Postings published up to this long before an alert's last look are looked at again (a publish
 * whose transaction ended late), never those before the alert was made; sent ones are skipped.
 */
const LOOK_BACK = '1 hour';
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

export type AlertCandidate = {
  id: number;
  email: string;
  name: string | null;
  /** The account's username (null for a visitor's alert): its manage link goes to the app. */
  username: string | null;
  frequency: AlertFrequency;
  lastSentAt: Date | null;
  userId: number | null;
  /** The person's time zone: the place of the account's ZIP code, else the alert's. */
  timeZone: string;
  /** What the alert looks for (its own ZIP), for its description and its results link. */
  criteria: AlertCriteria;
};

/** Every alert that may email at all: confirmed, not paused, and (for an account) with job alert emails on. */
export async function loadCandidates(db: Database): Promise<AlertCandidate[]> {
  const result = await db.execute<{
    id: string | number;
    email: string;
    name: string | null;
    username: string | null;
    frequency: AlertFrequency;
    last_sent_at: string | Date | null;
    time_zone: string;
    user_id: string | number | null;
    position: string;
    alert_zip: string | null;
    radius: number;
    type: AlertType;
    keyword: string | null;
  }>(sql`
    select a.id, a.user_id, coalesce(u.email, a.email) as email, u.name, u.username, a.frequency, a.last_sent_at,
      ${timeZoneOfZip(sql`coalesce(u.zip, a.zip)`)} as time_zone,
      a.position, a.zip as alert_zip, a.radius, a.type, a.keyword
    from job_alerts a
    left join users u on u.id = a.user_id
    where a.confirmed_at is not null and not a.is_paused
      and (a.user_id is null or (u.email_preferences ->> 'jobAlerts') is distinct from 'false')
    order by a.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    name: row.name,
    username: row.username,
    frequency: row.frequency,
    lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at),
    timeZone: row.time_zone,
    userId: row.user_id === null ? null : Number(row.user_id),
    criteria: { position: row.position, zip: row.alert_zip, radius: Number(row.radius), type: row.type, keyword: row.keyword },
  }));
}

export type ClaimedJob = {
  alertId: number;
  jobId: number;
  name: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  urltitle: string | null;
  practiceName: string | null;
  postedDate: string;
};

const allPositions = sql.raw(`array[${POSITION_CODES.map((code) => `'${code}'`).join(', ')}]::text[]`);

/** How the matches are found: `grid` (the pass) or `index` (per alert, the place index: the benchmark's comparison). */
export type MatchWay = 'grid' | 'index';

/**
 * The conditions every match meets, on the alert `d` and the posting `f` (the place aside);
 * `vector` is where the posting's search vector is read.
 */
const matchConditions = (f: string, vector = `${f}.search_vector`) =>
  sql.raw(`
  (d.position = 'ANY' or ${f}.position = d.position)
  and ${f}.posted_date > d.checked_until - interval '${LOOK_BACK}' and ${f}.posted_date >= d.created_at
  and (d.type = 'ANY' or ${f}.type = d.type)
  and (d.query is null or ${vector} @@ d.query)
  and not exists (select 1 from job_alert_sent_jobs s where s.alert_id = d.id and s.job_id = ${f}.id)`);

/**
 * The pass's way: the live postings published since the batch's earliest last look (a few
 * thousand a day, one scan) are put in one-degree cells of latitude and longitude; each local
 * alert is joined (hashed) to the cells its bounding box covers, then cut at its radius by the
 * dot product of unit vectors; national alerts (101) join the national postings. Then the newest
 * ALERT_EMAIL_MAX_JOBS of each alert. The cell join is its own step (`near`, materialized): left
 * to itself the planner, expecting few rows, tried every posting against every alert first,
 * which took minutes a batch at national scale (docs/benchmarks/national-scale.md). A keyword
 * alert reads the vector of its nearby postings only.
 */
function gridMatches(at: string) {
  return sql`
    fresh as (
      select j.id, j.position, j.type, j.lat, j.lng, j.geo_x, j.geo_y, j.geo_z, j.posted_date, j.is_national, j.search_vector,
        floor(j.lat)::int as cy, floor(j.lng)::int as cx
      from jobs j
      where j.status = 'ACTIVE' and j.live_until > ${at}::timestamptz and j.posted_date <= ${at}::timestamptz
        and j.posted_date > (select min(checked_until) from due) - interval '${sql.raw(LOOK_BACK)}'
        and j.posted_date >= (select min(created_at) from due)
    ),
    cells as (
      select d.id, cy, cx from due d
      cross join lateral generate_series(floor(d.lat - d.dlat)::int, floor(d.lat + d.dlat)::int) cy
      cross join lateral generate_series(floor(d.lng - d.dlng)::int, floor(d.lng + d.dlng)::int) cx
      where d.radius <> 101 and d.lat is not null
    ),
    near as materialized (
      select c.id as alert_id, f.id, f.position, f.type, f.geo_x, f.geo_y, f.geo_z, f.posted_date
      from cells c join fresh f on f.cy = c.cy and f.cx = c.cx
    ),
    pairs as (
      select d.id as alert_id, f.id as job_id, f.posted_date
      from near f join due d on d.id = f.alert_id
      where f.geo_x * d.x + f.geo_y * d.y + f.geo_z * d.z >= cos(d.radius / ${EARTH_RADIUS_MILES}::float8)
        and ${matchConditions('f', '(select v.search_vector from jobs v where v.id = f.id)')}
      union all
      select d.id, f.id, f.posted_date
      from due d join fresh f on f.is_national
      where d.radius = 101 and ${matchConditions('f')}
    ),
    found as (
      select alert_id, job_id from (
        select alert_id, job_id, row_number() over (partition by alert_id order by posted_date desc, job_id desc) as n from pairs
      ) ranked where n <= ${ALERT_EMAIL_MAX_JOBS}
    ),
`;
}

/** The other way: per alert, the place index over its bounding box (a lateral join). */
function indexMatches(at: string) {
  return sql`
    found as (
      select d.id as alert_id, m.id as job_id
      from due d
      cross join lateral (
        select j.id from jobs j
        where j.status = 'ACTIVE' and j.position = any(d.positions)
          and j.live_until > ${at}::timestamptz and j.posted_date <= ${at}::timestamptz
          and (
            (d.radius = 101 and j.is_national)
            or (d.radius <> 101 and j.lat between d.lat - d.dlat and d.lat + d.dlat and j.lng between d.lng - d.dlng and d.lng + d.dlng
              and j.geo_x * d.x + j.geo_y * d.y + j.geo_z * d.z >= cos(d.radius / ${EARTH_RADIUS_MILES}::float8))
          )
          and ${matchConditions('j')}
        order by j.posted_date desc, j.id desc
        limit ${ALERT_EMAIL_MAX_JOBS}
      ) m
    ),
`;
}

type MatchRow = {
  alert_id: string | number;
  job_id: string | number;
  name: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  urltitle: string | null;
  practice_name: string | null;
  posted_date: string | Date;
};

/**
 * For each alert of `alertIds`: the live postings published since its last look that match it
 * and that it never sent, newest first, at most ALERT_EMAIL_MAX_JOBS (gridMatches says how they
 * are found). With `claim`, they are recorded as sent in the same statement.
 */
async function newMatches(db: Database, alertIds: number[], now: Date, how: MatchWay, claim: boolean): Promise<ClaimedJob[]> {
  if (alertIds.length === 0) return [];
  const at = now.toISOString();
  const ids = idArray(alertIds);
  const taken = claim
    ? sql`insert into job_alert_sent_jobs (alert_id, job_id, sent_at)
      select alert_id, job_id, ${at}::timestamptz from found
      on conflict do nothing
      returning alert_id, job_id`
    : sql`select alert_id, job_id from found`;
  const result = await db.execute<MatchRow>(sql`
    with due as (
      select a.id, a.position, a.type, a.keyword, a.radius, a.lat, a.lng, a.checked_until, a.created_at,
        case when a.position = 'ANY' then ${allPositions} else array[a.position] end as positions,
        cos(radians(a.lat)) * cos(radians(a.lng)) as x, cos(radians(a.lat)) * sin(radians(a.lng)) as y, sin(radians(a.lat)) as z,
        a.radius / ${MILES_PER_DEGREE}::float8 as dlat,
        a.radius / (${MILES_PER_DEGREE}::float8 * greatest(cos(radians(a.lat)), 0.05)) as dlng,
        case when a.keyword is null then null else websearch_to_tsquery('english'::regconfig, a.keyword) end as query
      from job_alerts a where a.id = any(${ids})
    ),
${how === 'grid' ? gridMatches(at) : indexMatches(at)}    claimed as (${taken})
    select c.alert_id, c.job_id, j.name, j.position, j.city, j.state, j.urltitle, j.posted_date,
      case when j.is_confidential then null else e.practice_name end as practice_name
    from claimed c join jobs j on j.id = c.job_id join employers e on e.user_id = j.employer_id
    order by c.alert_id, j.posted_date desc, j.id desc`);
  return result.rows.map((row) => ({
    alertId: Number(row.alert_id),
    jobId: Number(row.job_id),
    name: row.name,
    position: row.position,
    city: row.city,
    state: row.state,
    urltitle: row.urltitle,
    practiceName: row.practice_name,
    postedDate: new Date(row.posted_date).toISOString(),
  }));
}

/**
 * The new matching postings of each alert of `alertIds` (see newMatches), recorded as sent in the
 * same statement (job_alert_sent_jobs, one row per alert and posting), so no posting is sent twice
 * by an alert, whichever instance runs.
 */
export function claimNewMatches(db: Database, alertIds: number[], now: Date, how: MatchWay = 'grid'): Promise<ClaimedJob[]> {
  return newMatches(db, alertIds, now, how, true);
}

/** The new matching postings of each alert of `alertIds`, not yet claimed: the pass claims each alert's with its email (claimMatches). */
export function findNewMatches(db: Database, alertIds: number[], now: Date): Promise<ClaimedJob[]> {
  return newMatches(db, alertIds, now, 'grid', false);
}

/**
 * Records postings as sent by an alert, in the caller's transaction (the one that writes the
 * email): answers those it took, without the ones another pass took first.
 */
export async function claimMatches(tx: Pick<Database, 'execute'>, alertId: number, jobIds: number[], now: Date): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const ids = idArray(jobIds);
  const rows = await tx.execute<{ job_id: string | number }>(sql`
    insert into job_alert_sent_jobs (alert_id, job_id, sent_at)
    select ${alertId}, job_id, ${now.toISOString()}::timestamptz from unnest(${ids}) as job_id
    on conflict do nothing
    returning job_id`);
  return rows.rows.map((row) => Number(row.job_id));
}

/** The alerts looked at in this pass: postings up to `now` are behind them. */
export async function markChecked(db: Database, alertIds: number[], now: Date): Promise<void> {
  if (alertIds.length === 0) return;
  const ids = idArray(alertIds);
  await db.execute(sql`update job_alerts set checked_until = greatest(checked_until, ${now.toISOString()}::timestamptz) where id = any(${ids})`);
}

/** The alerts that emailed in this pass. */
export async function markSent(db: Database, alertIds: number[], now: Date): Promise<void> {
  if (alertIds.length === 0) return;
  const ids = idArray(alertIds);
  await db.execute(sql`update job_alerts set last_sent_at = ${now.toISOString()}::timestamptz where id = any(${ids})`);
}
