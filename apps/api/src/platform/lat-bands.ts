import { sql, type SQL } from 'drizzle-orm';

/** Bands of latitude per degree: jobs.lat_band and resume_search_rows.lat_band are floor(lat × 2) (migration 0074). */
export const LAT_BANDS_PER_DEGREE = 2;

/** The bands a latitude range touches, lowest first. */
export function latBands(min: number, max: number): number[] {
  const bands: number[] = [];
  for (let band = Math.floor(min * LAT_BANDS_PER_DEGREE); band <= Math.floor(max * LAT_BANDS_PER_DEGREE); band++) bands.push(band);
  return bands;
}

/**
 * `column` is one of the bands of a latitude range: with the band before the longitude in a place
 * index, a search seeks each band's longitude range instead of reading every place of its latitudes.
 */
export const latBandsSql = (column: SQL, min: number, max: number): SQL => sql`${column} = any(${`{${latBands(min, max).join(',')}}`}::smallint[])`;
