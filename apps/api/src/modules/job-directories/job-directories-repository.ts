import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import type { MetroArea } from '@chairside/domain/metro-areas';
import { boxSql, milesSql } from '../../platform/search-box';

/** Which live postings a directory lists; every part is optional and they combine with 'and'. */
export type DirectoryFilter = {
  position?: string;
  states?: readonly string[];
  /** A city of the one state in `states`, compared without case. */
  city?: string;
  metro?: MetroArea;
  /** Postings of a specialty (partner postings carry none, so they are left out). */
  specialty?: string;
  /** This site's postings only, partners' left out. */
  ownOnly?: boolean;
};

export type DirectoryJobRow = {
  id: number;
  title: string | null;
  position: string | null;
  city: string | null;
  state: string | null;
  practiceName: string | null;
  /** The practice's username when its page is public and the posting names it; null otherwise. */
  practiceUsername: string | null;
  postedDate: Date | null;
  type: string | null;
  urltitle: string | null;
  isPartner: boolean;
  url: string | null;
};

const iso = (now: Date) => now.toISOString();

/** The circle test on a table's lat/lng: the box first (indexed), then the great-circle distance. */
function withinMetro(alias: string, metro: MetroArea): SQL {
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  return sql`${boxSql({ lat: metro.lat, lng: metro.lng, radius: metro.radiusMiles }, lat, lng)}
    and ${milesSql(metro, lat, lng)} <= ${metro.radiusMiles}::float8`;
}

function placeConditions(alias: string, filter: DirectoryFilter): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [];
  if (filter.position) parts.push(sql`${column('position')} = ${filter.position}`);
  if (filter.states)
    parts.push(
      sql`${column('state')} in (${sql.join(
        filter.states.map((state) => sql`${state}`),
        sql`, `,
      )})`,
    );
  if (filter.city) parts.push(sql`lower(${column('city')}) = ${filter.city.toLowerCase()}`);
  if (filter.metro) parts.push(withinMetro(alias, filter.metro));
  return parts;
}

/** Live postings of this site (alias j): ACTIVE and live_until ahead (the trigger-kept end of the slot). */
function jobsWhere(filter: DirectoryFilter, now: Date): SQL {
  const parts = [sql`j.status = 'ACTIVE'`, sql`j.live_until > ${iso(now)}::timestamptz`, ...placeConditions('j', filter)];
  if (filter.specialty) parts.push(sql`j.specialties @> array[${filter.specialty}]::text[]`);
  return sql.join(parts, sql` and `);
}

/** Live partner postings (alias p): still in their feed. */
function partnersWhere(filter: DirectoryFilter): SQL {
  if (filter.specialty || filter.ownOnly) return sql`false`;
  return sql.join([sql`p.expired_at is null`, ...placeConditions('p', filter)], sql` and `);
}

/**
 * A page of live postings, newest first (this site's and partners' together), and how many there
 * are (`knownTotal` when the caller has already counted them). Each side first picks its newest
 * `offset + limit` ids from its index alone (position, place, posting date and id are all in it);
 * only the rows of the page are then read in full.
 */
export async function listDirectoryJobs(
  db: Database,
  filter: DirectoryFilter,
  now: Date,
  limit: number,
  offset: number,
  knownTotal?: number,
): Promise<{ rows: DirectoryJobRow[]; total: number }> {
  const top = offset + limit;
  const [page, total] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      with picked as (
        select * from (
          (select j.id, j.posted_date, false as is_partner from jobs j where ${jobsWhere(filter, now)} order by j.posted_date desc nulls last, j.id desc limit ${top})
          union all
          (select p.id, p.posted_date, true from partner_jobs p where ${partnersWhere(filter)} order by p.posted_date desc nulls last, p.id desc limit ${top})
        ) both_sides
        order by posted_date desc nulls last, is_partner, id desc
        limit ${limit} offset ${offset})
      select j.id, j.name as title, j.position, j.city, j.state,
             case when j.is_confidential then null else e.practice_name end as practice_name,
             case when j.is_confidential or not e.is_public then null else u.username end as practice_username,
             j.posted_date, j.type, j.urltitle, false as is_partner, null::text as url
        from picked k join jobs j on j.id = k.id join employers e on e.user_id = j.employer_id join users u on u.id = j.employer_id where not k.is_partner
      union all
      select p.id, p.title, p.position, p.city, p.state, p.company, null::text, p.posted_date, p.job_type, null::text, true, p.url
        from picked k join partner_jobs p on p.id = k.id where k.is_partner
      order by posted_date desc nulls last, is_partner, id desc`),
    knownTotal ?? countDirectoryJobs(db, filter, now),
  ]);
  return {
    total,
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      title: (row.title as string | null) ?? null,
      position: (row.position as string | null) ?? null,
      city: (row.city as string | null) ?? null,
      state: (row.state as string | null) ?? null,
      practiceName: (row.practice_name as string | null) ?? null,
      practiceUsername: (row.practice_username as string | null) ?? null,
      postedDate: row.posted_date ? new Date(row.posted_date as string) : null,
      type: (row.type as string | null) ?? null,
      urltitle: (row.urltitle as string | null) ?? null,
      isPartner: row.is_partner === true,
      url: (row.url as string | null) ?? null,
    })),
  };
}

export async function countDirectoryJobs(db: Database, filter: DirectoryFilter, now: Date): Promise<number> {
  const result = await db.execute<{ total: string | number }>(sql`
    select (select count(*) from jobs j where ${jobsWhere(filter, now)})
         + (select count(*) from partner_jobs p where ${partnersWhere(filter)}) as total`);
  return Number(result.rows[0]?.total ?? 0);
}

export type GroupCount = { key: string; count: number };

/** Live postings matching `filter`, counted by one column (position, state or city). */
export async function countBy(db: Database, filter: DirectoryFilter, now: Date, column: 'position' | 'state' | 'city'): Promise<GroupCount[]> {
  const col = sql.raw(column);
  const result = await db.execute<{ key: string; count: string | number }>(sql`
    select ${col} as key, count(*) as count from (
      select j.${col} from jobs j where ${jobsWhere(filter, now)}
      union all
      select p.${col} from partner_jobs p where ${partnersWhere(filter)}
    ) listed where ${col} is not null group by ${col} order by count(*) desc, ${col}`);
  return result.rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

export type PlaceCount = { state: string; city: string; count: number };

/** Every place with live postings: state and city (as written, grouped without case), with counts. */
export async function countByPlace(db: Database, now: Date): Promise<PlaceCount[]> {
  const result = await db.execute<{ state: string; city: string; count: string | number }>(sql`
    select state, min(city) as city, count(*) as count from (
      select j.state, j.city from jobs j where ${jobsWhere({}, now)}
      union all
      select p.state, p.city from partner_jobs p where p.expired_at is null
    ) listed where state is not null and city is not null group by state, lower(city)`);
  return result.rows.map((row) => ({ state: row.state, city: row.city, count: Number(row.count) }));
}

/** Live postings in each metro area (a circle each), one statement. */
export async function countByMetro(db: Database, metros: readonly MetroArea[], now: Date): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (metros.length === 0) return counts;
  const parts = metros.map(
    (metro) => sql`select ${metro.slug}::text as slug,
      (select count(*) from jobs j where ${jobsWhere({ metro }, now)}) + (select count(*) from partner_jobs p where ${partnersWhere({ metro })}) as count`,
  );
  const result = await db.execute<{ slug: string; count: string | number }>(sql.join(parts, sql` union all `));
  for (const row of result.rows) counts.set(row.slug, Number(row.count));
  return counts;
}

/** Live postings of each specialty (this site's only). */
export async function countBySpecialty(db: Database, now: Date): Promise<GroupCount[]> {
  const result = await db.execute<{ key: string; count: string | number }>(sql`
    select s as key, count(*) as count from jobs j, unnest(j.specialties) s where ${jobsWhere({}, now)} group by s order by count(*) desc`);
  return result.rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** Pay as posted by the live postings of a role in a place (this site's postings: partners do not say). */
export async function listPostedPay(
  db: Database,
  filter: DirectoryFilter,
  now: Date,
): Promise<{ position: string | null; payCode: string | null; salaryMin: number | null; salaryMax: number | null }[]> {
  const result = await db.execute<{ position: string | null; pay_code: string | null; salary_min: number | null; salary_max: number | null }>(sql`
    select j.position, j.pay_code, j.salary_min, j.salary_max from jobs j where ${jobsWhere(filter, now)} and j.salary_min is not null`);
  return result.rows.map((row) => ({
    position: row.position,
    payCode: row.pay_code,
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
  }));
}

export type ZipCityRow = { state: string; city: string; country: string; lat: number; lng: number };

/** Every city of the ZIP data with its mean position (reference data: read once per process). */
export async function listZipCities(db: Database): Promise<ZipCityRow[]> {
  const result = await db.execute<{ state: string; city: string; country: string; lat: number; lng: number }>(sql`
    select state, min(city) as city, min(country) as country, avg(lat) as lat, avg(lng) as lng from zip_codes group by state, lower(city)`);
  return result.rows.map((row) => ({ state: row.state, city: row.city, country: row.country, lat: Number(row.lat), lng: Number(row.lng) }));
}

/** The newest change among the live postings matching `filter` (a directory's lastmod). */
export async function lastChange(db: Database, now: Date): Promise<Date | null> {
  const result = await db.execute<{ at: string | null }>(sql`select max(j.updated_at) as at from jobs j where ${jobsWhere({}, now)}`);
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

export const directorySql = { jobsWhere, partnersWhere };

export type KeyedChange = { key: string; count: number; lastmod: string | null };

const toChange = (row: { key: string; count: string | number; lastmod: string | Date | null }): KeyedChange => ({
  key: row.key,
  count: Number(row.count),
  lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null,
});

/**
 * Live postings by a grouping key with the newest change among them (a posting's updated_at; a
 * partner posting's first sighting), for the sitemap's lastmod. `key` is SQL over columns named
 * position, state and city.
 */
export async function changesBy(db: Database, now: Date, key: SQL, filter: DirectoryFilter = {}): Promise<KeyedChange[]> {
  const result = await db.execute<{ key: string; count: string | number; lastmod: string | null }>(sql`
    select ${key} as key, count(*) as count, max(changed) as lastmod from (
      select j.position, j.state, j.city, j.updated_at as changed from jobs j where ${jobsWhere(filter, now)}
      union all
      select p.position, p.state, p.city, p.first_seen_at from partner_jobs p where ${partnersWhere(filter)}
    ) listed where ${key} is not null group by 1`);
  return result.rows.map(toChange);
}

/** The newest change and count of the live postings in each metro area ('{slug}') and per position ('{slug}/{position}'). */
export async function changesByMetro(db: Database, metros: readonly MetroArea[], now: Date): Promise<KeyedChange[]> {
  if (metros.length === 0) return [];
  const parts = metros.map(
    (metro) => sql`select ${metro.slug}::text as slug, position, changed from (
      select j.position, j.updated_at as changed from jobs j where ${jobsWhere({ metro }, now)}
      union all
      select p.position, p.first_seen_at from partner_jobs p where ${partnersWhere({ metro })}) m`,
  );
  const result = await db.execute<{ key: string; count: string | number; lastmod: string | null }>(sql`
    select slug || case when grouping(position) = 1 then '' else '/' || coalesce(position, '-') end as key, count(*) as count, max(changed) as lastmod from (${sql.join(parts, sql` union all `)}) all_metros
     group by grouping sets ((slug, position), (slug))`);
  return result.rows.map((row) => toChange({ ...row, key: row.key ?? '' }));
}

/** Live postings of this site for the sitemap, by id, a file at a time, and how many there are. */
/**
 * The live postings of one sitemap file: file `part` holds the ids from (part - 1) * size + 1 to
 * part * size, so it never lists more than `size` addresses, a posting stays in its file for life,
 * and the file is read by a range of the primary key (no OFFSET over the postings before it).
 */
export async function listLiveJobEntries(
  db: Database,
  now: Date,
  size: number,
  part: number,
): Promise<{ id: number; urltitle: string | null; position: string | null; city: string | null; state: string | null; updatedAt: string }[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select j.id, j.urltitle, j.position, j.city, j.state, j.updated_at from jobs j
     where j.id > ${(part - 1) * size} and j.id <= ${part * size} and ${jobsWhere({}, now)} order by j.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    urltitle: (row.urltitle as string | null) ?? null,
    position: (row.position as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    state: (row.state as string | null) ?? null,
    updatedAt: new Date(row.updated_at as string).toISOString(),
  }));
}

/** The sitemap files with live postings (see listLiveJobEntries): each file's number, its count and its newest change, counted in the database. */
export async function liveJobFiles(db: Database, now: Date, size: number): Promise<{ part: number; total: number; lastmod: string | null }[]> {
  const result = await db.execute<{ part: string | number; total: string | number; lastmod: string | null }>(sql`
    select (j.id - 1) / ${size}::int + 1 as part, count(*) as total, max(j.updated_at) as lastmod from jobs j
     where ${jobsWhere({}, now)} group by 1 order by 1`);
  return result.rows.map((row) => ({
    part: Number(row.part),
    total: Number(row.total),
    lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null,
  }));
}

/** Per position and state, postings with a money figure for pay, by unit (salary pages worth listing). */
export async function payCountsByRoleState(db: Database, now: Date): Promise<{ position: string; state: string; count: number; lastmod: string | null }[]> {
  const result = await db.execute<{ position: string; state: string; count: string | number; lastmod: string | null }>(sql`
    select j.position, j.state, count(*) as count, max(j.updated_at) as lastmod from jobs j
     where ${jobsWhere({}, now)} and j.salary_min > 0 and j.state is not null and j.position is not null
       and j.pay_code in ('HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE')
     group by j.position, j.state, case when j.pay_code like 'HOUR%' then 'HOUR' else 'YEAR' end`);
  return result.rows.map((row) => ({
    position: row.position,
    state: row.state,
    count: Number(row.count),
    lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null,
  }));
}

/** Per metro area and position, postings with a money figure for pay, by unit (metro salary pages worth listing). */
export async function payCountsByRoleMetro(
  db: Database,
  metros: readonly MetroArea[],
  now: Date,
): Promise<{ metro: string; position: string; count: number; lastmod: string | null }[]> {
  if (metros.length === 0) return [];
  const parts = metros.map(
    (metro) => sql`select ${metro.slug}::text as metro, j.position, case when j.pay_code like 'HOUR%' then 'HOUR' else 'YEAR' end as unit, j.updated_at
      from jobs j
     where ${jobsWhere({ metro }, now)} and j.salary_min > 0 and j.position is not null and j.pay_code in ('HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE')`,
  );
  const result = await db.execute<{ metro: string; position: string; count: string | number; lastmod: string | null }>(sql`
    select metro, position, count(*) as count, max(updated_at) as lastmod from (${sql.join(parts, sql` union all `)}) paid group by metro, position, unit`);
  return result.rows.map((row) => ({
    metro: row.metro,
    position: row.position,
    count: Number(row.count),
    lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null,
  }));
}

/** Live postings with a money figure for pay, counted by position and unit (which salary pages have figures). */
export async function payCountsBy(db: Database, filter: DirectoryFilter, now: Date): Promise<{ position: string; unit: 'HOUR' | 'YEAR'; count: number }[]> {
  const result = await db.execute<{ position: string; unit: 'HOUR' | 'YEAR'; count: string | number }>(sql`
    select j.position, case when j.pay_code like 'HOUR%' then 'HOUR' else 'YEAR' end as unit, count(*) as count
      from jobs j
     where ${jobsWhere(filter, now)} and j.salary_min > 0 and j.position is not null and j.pay_code in ('HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE')
     group by 1, 2`);
  return result.rows.map((row) => ({ position: row.position, unit: row.unit, count: Number(row.count) }));
}
