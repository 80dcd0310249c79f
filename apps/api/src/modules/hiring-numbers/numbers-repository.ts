// The queries behind a practice's hiring numbers (ADR 121): each posting's funnel counted from the
// events that make it, applicants by source, and the medians of similar postings nearby.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { NEARBY_RADIUS_MILES, NEARBY_WINDOW_DAYS } from '@chairside/domain/hiring-numbers';

/** Earth's mean radius in miles: the radius as an angle on the unit sphere of jobs.geo_x/y/z. */
const EARTH_RADIUS_MILES = 3958.8;
/** At most this many postings, newest first. */
export const POSTINGS_LIMIT = 500;
/** A comparison is shown only over at least this many other practices' postings (no single practice's figures leak). */
export const NEARBY_MINIMUM = 3;

type Num = string | number | null;
export type PostingFunnelRow = {
  id: number;
  title: string | null;
  status: string;
  postedDate: Date | null;
  views: number;
  applications: number;
  interviews: number;
  hires: number;
  daysToFill: number | null;
};

const num = (value: Num): number => (value === null ? 0 : Number(value));
const maybe = (value: Num): number | null => (value === null ? null : Number(value));
const dateOf = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/**
 * The practice's published postings with their funnel: views (distinct visitors a day, jobs.views),
 * applications, applicants offered an interview not since canceled, and applicants in a stage meaning "hired".
 */
export async function postingFunnels(db: Pick<Database, 'execute'>, employerId: number): Promise<PostingFunnelRow[]> {
  const result = await db.execute<{
    id: Num;
    name: string | null;
    status: string;
    posted_date: string | Date | null;
    views: Num;
    applications: Num;
    interviews: Num;
    hires: Num;
    days_to_fill: Num;
  }>(sql`
    select j.id, j.name, j.status, j.posted_date, j.views,
      (select count(*) from applications a where a.job_id = j.id) as applications,
      (select count(distinct i.application_id) from interviews i join applications a on a.id = i.application_id
        where a.job_id = j.id and i.status <> 'CANCELED') as interviews,
      (select count(*) from applications a where a.job_id = j.id and (a.pipeline_stage = 'hired' or a.pipeline_stage in
        (select ps.key from pipeline_stages ps where ps.employer_id = j.employer_id and ps.meaning = 'hired'))) as hires,
      case when j.status = 'BOOKED' and j.filled_at is not null and j.posted_date is not null
        then extract(epoch from j.filled_at - j.posted_date) / 86400.0 end as days_to_fill
    from jobs j
    where j.employer_id = ${employerId} and j.status <> 'DRAFT'
    order by j.posted_date desc nulls last, j.id desc
    limit ${POSTINGS_LIMIT}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    title: row.name,
    status: row.status,
    postedDate: dateOf(row.posted_date),
    views: num(row.views),
    applications: num(row.applications),
    interviews: num(row.interviews),
    hires: num(row.hires),
    daysToFill: maybe(row.days_to_fill),
  }));
}

/** Applications per posting and source ('unknown' where none was recorded). */
export async function sourceCounts(db: Pick<Database, 'execute'>, employerId: number): Promise<{ jobId: number; source: string; count: number }[]> {
  const result = await db.execute<{ job_id: Num; source: string; n: Num }>(sql`
    select a.job_id, coalesce(a.source, 'unknown') as source, count(*) as n
    from applications a join jobs j on j.id = a.job_id
    where j.employer_id = ${employerId} and j.status <> 'DRAFT'
    group by a.job_id, coalesce(a.source, 'unknown')`);
  return result.rows.map((row) => ({ jobId: Number(row.job_id), source: row.source, count: num(row.n) }));
}

export type NearbyRow = { jobId: number; postings: number; medianViews: number | null; medianApplications: number | null; medianDaysToFill: number | null };

/**
 * For each of the practice's postings with a place and a position: other practices' published
 * postings of the same position within NEARBY_RADIUS_MILES, posted in the last NEARBY_WINDOW_DAYS,
 * and the medians of their views, applications and days to fill (filled ones only).
 */
export async function nearbyMedians(db: Pick<Database, 'execute'>, employerId: number, jobIds: number[], now: Date): Promise<NearbyRow[]> {
  if (jobIds.length === 0) return [];
  const at = now.toISOString();
  const minCos = Math.cos(NEARBY_RADIUS_MILES / EARTH_RADIUS_MILES);
  const result = await db.execute<{ id: Num; postings: Num; median_views: Num; median_applications: Num; median_days: Num }>(sql`
    select j.id, n.postings, n.median_views, n.median_applications, n.median_days
    from jobs j
    cross join lateral (
      select count(*) as postings,
        percentile_cont(0.5) within group (order by o.views) as median_views,
        percentile_cont(0.5) within group (order by oa.n) as median_applications,
        percentile_cont(0.5) within group (order by extract(epoch from o.filled_at - o.posted_date) / 86400.0)
          filter (where o.status = 'BOOKED' and o.filled_at is not null) as median_days
      from jobs o
      cross join lateral (select count(*) as n from applications a where a.job_id = o.id) oa
      where o.employer_id <> j.employer_id and o.position = j.position and o.status <> 'DRAFT'
        and o.posted_date is not null and o.posted_date >= ${at}::timestamptz - make_interval(days => ${NEARBY_WINDOW_DAYS})
        and o.geo_x * j.geo_x + o.geo_y * j.geo_y + o.geo_z * j.geo_z >= ${minCos}
    ) n
    where j.employer_id = ${employerId} and j.position is not null and j.geo_x is not null
      and j.id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return result.rows.map((row) => ({
    jobId: Number(row.id),
    postings: num(row.postings),
    medianViews: maybe(row.median_views),
    medianApplications: maybe(row.median_applications),
    medianDaysToFill: maybe(row.median_days),
  }));
}
