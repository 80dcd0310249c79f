import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import type { FeedJob } from './parse-partner-feed';

export type Place = { lat: number; lng: number };
export type PlacedFeedJob = FeedJob & { lat: number | null; lng: number | null };

/** The places of the ZIP codes (and forward sortation areas) given, by code. */
export async function placesOfZips(db: Database, zips: string[]): Promise<Map<string, Place>> {
  if (zips.length === 0) return new Map();
  const result = await db.execute<{ zip: string; lat: number; lng: number }>(
    sql`select zip, lat, lng from zip_codes where zip in (select value from json_array_elements_text(${JSON.stringify(zips)}::json))`,
  );
  return new Map(result.rows.map((row) => [row.zip, { lat: row.lat, lng: row.lng }]));
}

/** A place for each city and state given ('city|STATE' lowercased city): the lowest ZIP code of that name. */
export async function placesOfCities(db: Database, cities: { city: string; state: string }[]): Promise<Map<string, Place>> {
  if (cities.length === 0) return new Map();
  const result = await db.execute<{ key: string; lat: number; lng: number }>(sql`
    select distinct on (lower(z.city), z.state) lower(z.city) || '|' || z.state as key, z.lat, z.lng
    from zip_codes z
    join json_to_recordset(${JSON.stringify(cities)}::json) as c(city text, state text) on lower(z.city) = lower(c.city) and z.state = c.state
    order by lower(z.city), z.state, z.zip`);
  return new Map(result.rows.map((row) => [row.key, { lat: row.lat, lng: row.lng }]));
}

const BATCH = 500;

/**
 * Writes the feed's jobs: new keys are added, known ones updated and made live again; all get
 * last_seen_at = now. Answers how many were added and how many updated.
 */
export async function upsertPartnerJobs(tx: Database, source: string, jobs: PlacedFeedJob[], now: Date): Promise<{ added: number; updated: number }> {
  let added = 0;
  let updated = 0;
  for (let start = 0; start < jobs.length; start += BATCH) {
    const batch = JSON.stringify(jobs.slice(start, start + BATCH));
    const result = await tx.execute<{ inserted: boolean }>(sql`
      insert into partner_jobs (job_key, source, title, company, city, state, zip, lat, lng, position, job_type, url, description, posted_date,
        first_seen_at, last_seen_at, expired_at)
      select t."jobKey", ${source}, t.title, t.company, t.city, t.state, t.zip, t.lat, t.lng, t.position, t."jobType", t.url, t.description,
        t."postedDate", ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, null
      from json_to_recordset(${batch}::json) as t("jobKey" text, title text, company text, city text, state text, zip text, lat float8, lng float8,
        position text, "jobType" text, url text, description text, "postedDate" timestamptz)
      on conflict (job_key) do update set
        source = excluded.source, title = excluded.title, company = excluded.company, city = excluded.city, state = excluded.state,
        zip = excluded.zip, lat = excluded.lat, lng = excluded.lng, position = excluded.position, job_type = excluded.job_type,
        url = excluded.url, description = excluded.description, posted_date = excluded.posted_date,
        last_seen_at = excluded.last_seen_at, expired_at = null
      returning (xmax = 0) as inserted`);
    for (const row of result.rows) {
      if (row.inserted) added++;
      else updated++;
    }
  }
  return { added, updated };
}

/** Expires the source's live postings that were not in this import. Answers how many. */
export async function expireMissingPartnerJobs(tx: Database, source: string, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    update partner_jobs set expired_at = ${now.toISOString()}::timestamptz
    where source = ${source} and expired_at is null and last_seen_at < ${now.toISOString()}::timestamptz
    returning id`);
  return result.rows.length;
}

/** A key for pg_try_advisory_xact_lock: one import of one feed at a time, across instances. */
const FEED_LOCK_KEY = 7_240_120;

/** Takes the feed's import lock for the transaction; false when another instance holds it. */
export async function tryLockFeed(tx: Database, source: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${FEED_LOCK_KEY}, hashtext(${source})) as locked`);
  return result.rows[0].locked;
}

const importedKey = (source: string) => `partner_feed_imported_at:${source}`;

/** When the feed was last imported (by any instance), or null. */
export async function lastImportOf(db: Database, source: string): Promise<Date | null> {
  const result = await db.execute<{ value: string }>(sql`select value from app_settings where key = ${importedKey(source)}`);
  return result.rows[0] ? new Date(result.rows[0].value) : null;
}

export async function recordImport(tx: Database, source: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into app_settings (key, value) values (${importedKey(source)}, ${now.toISOString()})
    on conflict (key) do update set value = excluded.value`);
}
