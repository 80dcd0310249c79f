import { sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '@chairside/domain/job-search';

/** Where a radius search looks from, and how far (miles). */
export type SearchArea = { lat: number; lng: number; radius: number };

const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/**
 * The latitude and longitude bounds of a circle of `radius` miles: latitude by miles per degree,
 * longitude by the circle's widest point (asin(sin(r/R) / cos(lat))). Near a pole, or across the
 * antimeridian, longitude is left unbounded (null).
 */
export function boundingBox(area: SearchArea) {
  const dLat = area.radius / MILES_PER_DEGREE;
  const angular = area.radius / EARTH_RADIUS_MILES;
  const ratio = Math.sin(angular) / Math.cos((area.lat * Math.PI) / 180);
  const dLng = ratio >= 1 ? null : (Math.asin(ratio) * 180) / Math.PI;
  const lng = dLng === null || area.lng - dLng < -180 || area.lng + dLng > 180 ? null : { min: area.lng - dLng, max: area.lng + dLng };
  return { lat: { min: Math.max(-90, area.lat - dLat), max: Math.min(90, area.lat + dLat) }, lng };
}

/** Bands of latitude per degree: jobs.lat_band and resume_search_rows.lat_band are floor(lat × 2) (migration 0074). */
export const LAT_BANDS_PER_DEGREE = 2;

/** The bands a latitude range touches, lowest first. */
export function latBands(min: number, max: number): number[] {
  const bands: number[] = [];
  for (let band = Math.floor(min * LAT_BANDS_PER_DEGREE); band <= Math.floor(max * LAT_BANDS_PER_DEGREE); band++) bands.push(band);
  return bands;
}

/** The bands of a latitude range as one smallint[] value (a statement shape's). */
const latBandsValue = (min: number, max: number): string => `{${latBands(min, max).join(',')}}`;

/**
 * A circle's bounding box as a statement shape's values: the bands of its latitudes, its latitude
 * range, and its longitude range (null near a pole or across the antimeridian).
 */
export function boxValues(area: SearchArea) {
  const box = boundingBox(area);
  return {
    bands: latBandsValue(box.lat.min, box.lat.max),
    latMin: box.lat.min,
    latMax: box.lat.max,
    lngMin: box.lng?.min ?? null,
    lngMax: box.lng?.max ?? null,
  };
}

/**
 * `column` is one of the bands of a smallint[] value (boxValues) or its placeholder: with the band
 * before the longitude in a place index, a search seeks each band's longitude range instead of
 * reading every place of its latitudes.
 */
export const latBandsOfSql = (column: SQL, bands: unknown): SQL => sql`${column} = any(${bands}::smallint[])`;

type Point = { lat: number; lng: number };

/**
 * Inside the bounding box of a circle, on a table's lat/lng (float8 columns): the range scans of a
 * place index, before the distance cut.
 */
export function boxSql(area: SearchArea, lat: SQL, lng: SQL): SQL {
  const box = boundingBox(area);
  const latitude = sql`${lat} between ${box.lat.min}::float8 and ${box.lat.max}::float8`;
  return box.lng ? sql`${latitude} and ${lng} between ${box.lng.min}::float8 and ${box.lng.max}::float8` : latitude;
}

/** What the haversine term reads of its origin: latitude, longitude, and the cosine of the latitude. */
export type HaversineOrigin<Value = number> = { lat: Value; lng: Value; cosLat: Value };

export const haversineOrigin = (origin: Point): HaversineOrigin => ({ ...origin, cosLat: Math.cos((origin.lat * Math.PI) / 180) });

/**
 * The haversine term a = sin²(Δlat/2) + cos(lat₀)·cos(lat)·sin²(Δlng/2) from the origin to a
 * table's lat/lng: it grows with the distance, which is 2R·asin(√a) (milesOfHaversineSql). The
 * origin's terms are values, or a statement shape's placeholders for them (statementShapes).
 */
export function haversineTermSql(origin: HaversineOrigin<unknown>, lat: SQL, lng: SQL): SQL {
  return sql`(power(sin(radians(${lat} - ${origin.lat}::float8) / 2), 2)
    + ${origin.cosLat}::float8 * cos(radians(${lat})) * power(sin(radians(${lng} - ${origin.lng}::float8) / 2), 2))`;
}

const haversineSql = (origin: Point, lat: SQL, lng: SQL): SQL => haversineTermSql(haversineOrigin(origin), lat, lng);

/** The largest haversine term of a point within `radius` miles. */
export const haversineLimit = (radius: number) => Math.sin(radius / (2 * EARTH_RADIUS_MILES)) ** 2;

/** Miles from a haversine term. */
export const milesOfHaversineSql = (a: SQL) => sql`(${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(${a}))))`;

/** Miles from the origin to a table's lat/lng, the great-circle distance every search measures. */
export const milesSql = (origin: Point, lat: SQL, lng: SQL) => milesOfHaversineSql(haversineSql(origin, lat, lng));
