import type { Database } from '@chairside/db/client';
import { placeSlug } from '@chairside/domain/job-directory-rules';
import { listZipCities } from './job-directories-repository';

export type KnownCity = { state: string; name: string; slug: string; lat: number; lng: number };
export type PlaceIndex = {
  /** A city of the ZIP data by state and slug. */
  city: (state: string, slug: string) => KnownCity | null;
  /** A city's position by state and name (any case). */
  cityByName: (state: string, name: string) => KnownCity | null;
  /** The mean position of a state's or province's cities. */
  stateCentre: (state: string) => { lat: number; lng: number } | null;
};

let loading: Promise<PlaceIndex> | null = null;

/**
 * The places of the ZIP data (every US city and Canadian FSA place), read once per process: the
 * data is loaded before the server listens and does not change while it runs (as the ZIP cache).
 */
export function placeIndex(db: Database): Promise<PlaceIndex> {
  loading ??= build(db).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function build(db: Database): Promise<PlaceIndex> {
  const rows = await listZipCities(db);
  const bySlug = new Map<string, KnownCity>();
  const byName = new Map<string, KnownCity>();
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const row of rows) {
    const city: KnownCity = { state: row.state, name: row.city, slug: placeSlug(row.city), lat: row.lat, lng: row.lng };
    if (!city.slug) continue;
    const key = `${row.state}/${city.slug}`;
    if (!bySlug.has(key)) bySlug.set(key, city);
    byName.set(`${row.state}/${row.city.toLowerCase()}`, city);
    const sum = sums.get(row.state) ?? { lat: 0, lng: 0, n: 0 };
    sum.lat += row.lat;
    sum.lng += row.lng;
    sum.n += 1;
    sums.set(row.state, sum);
  }
  return {
    city: (state, slug) => bySlug.get(`${state}/${slug}`) ?? null,
    cityByName: (state, name) => byName.get(`${state}/${name.toLowerCase()}`) ?? null,
    stateCentre: (state) => {
      const sum = sums.get(state);
      return sum ? { lat: sum.lat / sum.n, lng: sum.lng / sum.n } : null;
    },
  };
}
