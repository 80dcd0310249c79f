import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadZipCodes, zipCodeRows } from '@chairside/db/zip-codes';
import { useTestApi } from '../../testing/test-api';
import { lookupZip, requireZip } from './zip-lookup';

const api = useTestApi();

describe('ZIP code data', () => {
  it('has every US ZIP code and the Canadian forward sortation areas, with two-letter province codes', () => {
    const rows = zipCodeRows();
    const us = rows.filter((row) => row.country === 'US');
    const ca = rows.filter((row) => row.country === 'CA');
    expect(us.length).toBeGreaterThan(40_000);
    expect(ca.length).toBeGreaterThan(1_500);
    expect(new Set(ca.map((row) => row.state))).toEqual(new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']));
    expect(rows.every((row) => Number.isFinite(row.lat) && Number.isFinite(row.lng))).toBe(true);
    expect(new Set(rows.map((row) => row.zip)).size).toBe(rows.length);
  });

  it('is loaded into zip_codes (the test template did it); loading again changes nothing', async () => {
    const count = async () => (await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from zip_codes`)).rows[0].n;
    expect(await count()).toBe(zipCodeRows().length);
    expect(await loadZipCodes(api.database.db)).toBe(0);
    expect(await count()).toBe(zipCodeRows().length);
  });

  it('loads an empty table in one go', async () => {
    await api.database.db.execute(sql`delete from zip_codes`);
    expect(await loadZipCodes(api.database.db)).toBe(zipCodeRows().length);
  });

  it('finds places by ZIP code or forward sortation area; unknown codes: null, or 400 naming the field', async () => {
    expect(await lookupZip(api.database.db, '10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY', country: 'US', lat: 40.7484, lng: -73.9967 });
    expect(await lookupZip(api.database.db, 'M5V')).toMatchObject({ zip: 'M5V', state: 'ON', country: 'CA' });
    expect(await lookupZip(api.database.db, '00000')).toBeNull();
    await expect(requireZip(api.database.db, '99999', 'officeZip')).rejects.toMatchObject({ status: 400, field: 'officeZip', message: 'ZIP code not found' });
  });
});
