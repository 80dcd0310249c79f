import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadZipCodes, zipCodeRows, zipCodeSource } from '@chairside/db/zip-codes';
import { useTestApi } from '../../testing/test-api';
import { lookupZip, requireZip } from './zip-lookup';

const api = useTestApi();
const db = () => api.database.db;
const count = async () => (await db().execute<{ n: number }>(sql`select count(*)::int as n from zip_codes`)).rows[0].n;
const loadedSource = async () => (await db().execute<{ value: string }>(sql`select value from app_settings where key = 'zip_codes_source'`)).rows[0]?.value;

/**
 * Codes the USPS made after 2012, the year of the first ZIP data (which answered 'ZIP code not
 * found' for them): Frisco and McKinney (Collin County, TX), Irving (TX), Bentonville (AR),
 * Queen Creek (AZ), Beaverton and Hillsboro (OR).
 */
const CODES_AFTER_2012 = [
  ['75036', 'Frisco', 'TX'],
  ['75072', 'Mckinney', 'TX'],
  ['75059', 'Irving', 'TX'],
  ['75064', 'Irving', 'TX'],
  ['72713', 'Bentonville', 'AR'],
  ['85144', 'Queen Creek', 'AZ'],
  ['97079', 'Beaverton', 'OR'],
  ['97129', 'Hillsboro', 'OR'],
] as const;

describe('ZIP code data', () => {
  const rows = zipCodeRows();

  it('has every US ZIP code and the Canadian forward sortation areas, with two-letter province codes', () => {
    const us = rows.filter((row) => row.country === 'US');
    const ca = rows.filter((row) => row.country === 'CA');
    expect(us.length).toBeGreaterThan(42_000);
    expect(ca.length).toBeGreaterThan(1_500);
    expect(new Set(ca.map((row) => row.state))).toEqual(new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']));
    expect(rows.every((row) => Number.isFinite(row.lat) && Number.isFinite(row.lng) && /^(America|Pacific)\//.test(row.timeZone))).toBe(true);
    expect(new Set(rows.map((row) => row.zip)).size).toBe(rows.length);
    // The territories stay (from the older source where the current list lacks them).
    expect([...new Set(us.map((row) => row.state))]).toEqual(expect.arrayContaining(['PR', 'VI', 'GU', 'AS', 'MP']));
  });

  it.each(CODES_AFTER_2012)('has %s (%s, %s), a code made after 2012', async (zip, city, state) => {
    expect(await lookupZip(db(), zip)).toMatchObject({ zip, city, state, country: 'US' });
  });

  it('is loaded into zip_codes with the source it came from (the test template did it); loading again changes nothing', async () => {
    expect(await count()).toBe(rows.length);
    expect(await loadedSource()).toBe(zipCodeSource());
    expect(zipCodeSource()).toMatch(/^@bluehive\/zipcodes@\S+ zipcodes@\S+ geo-tz@\S+ rows@\d+$/);
    expect(await loadZipCodes(db())).toBe(0);
    expect(await count()).toBe(rows.length);
  });

  it('reloads a table loaded from other sources once (a database from before the current data)', async () => {
    await db().execute(sql`delete from zip_codes where zip in ('75036', '75072')`);
    await db().execute(sql`update zip_codes set time_zone = 'America/New_York' where zip = '46402'`);
    await db().execute(sql`update app_settings set value = 'zipcodes@8.0.0' where key = 'zip_codes_source'`);
    expect(await loadZipCodes(db())).toBe(rows.length);
    expect(await count()).toBe(rows.length);
    expect(await loadedSource()).toBe(zipCodeSource());
    expect(await lookupZip(db(), '75036')).toMatchObject({ city: 'Frisco' });
    expect((await db().execute<{ zone: string }>(sql`select time_zone as zone from zip_codes where zip = '46402'`)).rows[0].zone).toBe('America/Chicago');
    expect(await loadZipCodes(db())).toBe(0);
  });

  it('loads an empty table in one go, and a database that never had it', async () => {
    await db().execute(sql`delete from zip_codes`);
    expect(await loadZipCodes(db())).toBe(rows.length);
    await db().execute(sql`delete from zip_codes`);
    await db().execute(sql`delete from app_settings where key = 'zip_codes_source'`);
    expect(await loadZipCodes(db())).toBe(rows.length);
    expect(await loadedSource()).toBe(zipCodeSource());
  });

  it('finds places by ZIP code or forward sortation area; unknown codes: null, or 400 naming the field', async () => {
    expect(await lookupZip(db(), '10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY', country: 'US', lat: 40.7484, lng: -73.9967 });
    expect(await lookupZip(db(), 'M5V')).toMatchObject({ zip: 'M5V', state: 'ON', country: 'CA' });
    expect(await lookupZip(db(), '00000')).toBeNull();
    await expect(requireZip(db(), '99999', 'officeZip')).rejects.toMatchObject({ status: 400, field: 'officeZip', message: 'ZIP code not found' });
  });
});
