import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** One row of `zip_codes`: a US ZIP code or a Canadian forward sortation area (the first 3 characters of a postal code). */
export type ZipCodeRow = { zip: string; city: string; state: string; country: 'US' | 'CA'; lat: number; lng: number };

type PackageRecord = { zip: string; latitude: number | null; longitude: number | null; city: string; state: string; country: string };
// zipcodes ships CommonJS without types.
const zipcodes = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, PackageRecord> };

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
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
};

/**
 * The package's records as table rows. Canadian provinces become two-letter codes (a few
 * records carry a locality in the province field: the FSA's first letter decides). Records
 * without both coordinates (9 Canadian ones whose columns are shifted in the package) are left
 * out: a place without a position cannot be searched around.
 */
export function zipCodeRows(): ZipCodeRow[] {
  const rows: ZipCodeRow[] = [];
  for (const record of Object.values(zipcodes.codes)) {
    const { latitude: lat, longitude: lng } = record;
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (record.country === 'US') {
      rows.push({ zip: record.zip, city: record.city, state: record.state, country: 'US', lat, lng });
      continue;
    }
    const fsa = record.zip.toUpperCase();
    const state = PROVINCES[record.state] ?? PROVINCE_BY_LETTER[fsa[0]];
    if (!state) continue;
    rows.push({ zip: fsa, city: record.city, state, country: 'CA', lat, lng });
  }
  return rows;
}

const BATCH_ROWS = 5000;
/** Instances starting together load the table once: the second waits, then finds it full. */
const ZIP_LOAD_LOCK_KEY = 7_240_119;

/**
 * Fills `zip_codes` from the `zipcodes` package when the table is empty: in one transaction
 * (a stopped load leaves nothing half done) under an advisory lock. Answers how many rows it
 * inserted (0 when the table was already filled).
 */
export async function loadZipCodes(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ZIP_LOAD_LOCK_KEY})`);
    const existing = await tx.execute<{ present: boolean }>(sql`select exists (select 1 from zip_codes) as present`);
    if (existing.rows[0].present) return 0;
    const rows = zipCodeRows();
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH_ROWS));
      await tx.execute(sql`
        insert into zip_codes (zip, city, state, country, lat, lng)
        select zip, city, state, country, lat, lng
        from json_to_recordset(${batch}::json) as t(zip text, city text, state text, country text, lat float8, lng float8)`);
    }
    await tx.execute(sql`analyze zip_codes`);
    return rows.length;
  });
}
