import { eq, max, min } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { zipCodes } from '@chairside/db/schema';
import { AppError } from '../../platform/errors';

export type ZipPlace = { zip: string; city: string; state: string; country: 'US' | 'CA'; lat: number; lng: number };

/**
 * Places already read. ZIP data is reference data that never changes while the process runs
 * (it is loaded once, before the server listens), so a bounded cache of found places is safe
 * with many instances; an unknown ZIP is not cached.
 */
const CACHE_LIMIT = 20_000;
const cache = new Map<string, ZipPlace>();

/** The place of a US ZIP code or a Canadian forward sortation area ('M5V'), from `zip_codes`; null when unknown. */
export async function lookupZip(db: Database, zip: string): Promise<ZipPlace | null> {
  const cached = cache.get(zip);
  if (cached) return cached;
  const [row] = await db
    .select({ zip: zipCodes.zip, city: zipCodes.city, state: zipCodes.state, country: zipCodes.country, lat: zipCodes.lat, lng: zipCodes.lng })
    .from(zipCodes)
    .where(eq(zipCodes.zip, zip))
    .limit(1);
  if (!row) return null;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(zip, row);
  return row;
}

/** The place of a ZIP code, or a 400 'ZIP code not found' naming the field. */
export async function requireZip(db: Database, zip: string, field = 'zip'): Promise<ZipPlace> {
  const place = await lookupZip(db, zip);
  if (!place) throw new AppError('VALIDATION', 'ZIP code not found', { field });
  return place;
}

/** The latitude and longitude bounds of a state's or province's ZIP codes. */
export type StateBounds = { lat: { min: number; max: number }; lng: { min: number; max: number } };

/** Bounds already read, by state code: reference data, the same for every instance. */
const boundsCache = new Map<string, StateBounds>();

/** The bounds of the places of a state or province (two-letter code); null when no ZIP code is in it. */
export async function stateBounds(db: Database, state: string): Promise<StateBounds | null> {
  const cached = boundsCache.get(state);
  if (cached) return cached;
  const [row] = await db
    .select({ minLat: min(zipCodes.lat), maxLat: max(zipCodes.lat), minLng: min(zipCodes.lng), maxLng: max(zipCodes.lng) })
    .from(zipCodes)
    .where(eq(zipCodes.state, state));
  if (!row || row.minLat === null || row.maxLat === null || row.minLng === null || row.maxLng === null) return null;
  const bounds = { lat: { min: row.minLat, max: row.maxLat }, lng: { min: row.minLng, max: row.maxLng } };
  boundsCache.set(state, bounds);
  return bounds;
}
