// The job directories' places, roles, paths, paging and pay summaries (ADR 42). No zod here:
// the public pages import these.
import type { PositionCode } from './positions';
import { REGIONS, SPECIALTIES, type RegionCode, type SpecialtyCode } from './resume-profile-rules';
import { METRO_AREAS, type MetroArea } from './metro-areas';

/** Live postings a directory page lists. */
export const DIRECTORY_PAGE_SIZE = 25;
/** Pages past this are not served (404): nobody reads them, and crawlers should not walk them. */
export const DIRECTORY_MAX_PAGE = 40;
/** A salary page shows and is indexed only with at least this many postings that state their pay. */
export const SALARY_MIN_POSTINGS = 5;
/** Places with jobs suggested when a directory is empty, and nearby places listed beside a full one. */
export const NEARBY_PLACES = 8;

/** The role directories the menus link to, by their slug. */
export const ROLE_DIRECTORIES: readonly { slug: string; position: PositionCode; label: string }[] = [
  { slug: 'dentist', position: 'DD', label: 'Dentist' },
  { slug: 'dental-hygienist', position: 'DH', label: 'Dental Hygienist' },
  { slug: 'dental-assistant', position: 'DA', label: 'Dental Assistant' },
  { slug: 'dental-front-office', position: 'FO', label: 'Dental Front Office' },
  { slug: 'dental-lab-technician', position: 'LT', label: 'Dental Lab Technician' },
  { slug: 'dental-sales-rep', position: 'SR', label: 'Dental Sales Rep' },
];

export const roleBySlug = (slug: string) => ROLE_DIRECTORIES.find((role) => role.slug === slug) ?? null;
export const roleByPosition = (position: string | null | undefined) => ROLE_DIRECTORIES.find((role) => role.position === position) ?? null;

/** Lower case, words joined by hyphens: 'St. Louis' → 'st-louis', 'Coeur d’Alene' → 'coeur-d-alene'. */
export function placeSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const CANADIAN_REGIONS: readonly RegionCode[] = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
export const isCanadian = (code: string) => (CANADIAN_REGIONS as readonly string[]).includes(code);

export const regionSlug = (code: RegionCode) => placeSlug(REGIONS[code]);
const REGION_BY_SLUG = new Map((Object.keys(REGIONS) as RegionCode[]).map((code) => [regionSlug(code), code]));

/**
 * The state or province a path segment names: its slug ('new-york'), or its code in any case
 * ('ny', which the page answers with a 301 to the slug). Null when it names none.
 */
export function regionFromSegment(segment: string): { code: RegionCode; canonical: boolean } | null {
  const bySlug = REGION_BY_SLUG.get(segment);
  if (bySlug) return { code: bySlug, canonical: true };
  const upper = segment.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && Object.hasOwn(REGIONS, upper)) return { code: upper as RegionCode, canonical: false };
  const lower = REGION_BY_SLUG.get(segment.toLowerCase());
  return lower ? { code: lower, canonical: false } : null;
}

/** State clusters: the US Census Bureau's nine divisions (the published grouping of states). */
export const STATE_CLUSTERS: readonly { slug: string; name: string; states: readonly RegionCode[] }[] = [
  { slug: 'new-england', name: 'New England', states: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT'] },
  { slug: 'mid-atlantic', name: 'Mid-Atlantic', states: ['NJ', 'NY', 'PA'] },
  { slug: 'east-north-central', name: 'East North Central', states: ['IL', 'IN', 'MI', 'OH', 'WI'] },
  { slug: 'west-north-central', name: 'West North Central', states: ['IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'] },
  { slug: 'south-atlantic', name: 'South Atlantic', states: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV'] },
  { slug: 'east-south-central', name: 'East South Central', states: ['AL', 'KY', 'MS', 'TN'] },
  { slug: 'west-south-central', name: 'West South Central', states: ['AR', 'LA', 'OK', 'TX'] },
  { slug: 'mountain', name: 'Mountain', states: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY'] },
  { slug: 'pacific', name: 'Pacific', states: ['AK', 'CA', 'HI', 'OR', 'WA'] },
];

export const clusterBySlug = (slug: string) => STATE_CLUSTERS.find((cluster) => cluster.slug === slug) ?? null;
export const clusterOfState = (code: string) => STATE_CLUSTERS.find((cluster) => (cluster.states as readonly string[]).includes(code)) ?? null;

export const specialtySlug = (code: SpecialtyCode) => placeSlug(SPECIALTIES[code]);
export function specialtyBySlug(slug: string): SpecialtyCode | null {
  const found = (Object.keys(SPECIALTIES) as SpecialtyCode[]).find((code) => specialtySlug(code) === slug);
  return found ?? null;
}

export const metroBySlug = (slug: string): MetroArea | null => METRO_AREAS.find((metro) => metro.slug === slug) ?? null;

// Paths: every directory URL has one canonical form, lower case with a trailing slash.
export const ZONES_PATH = '/dental-jobs/zones/';
export const CANADA_PATH = '/dental-jobs/canada/';
export const ORGANIZATIONS_PATH = '/dental-jobs/organizations/';
export const PROFESSIONALS_PATH = '/dental-professionals/';
export const rolePath = (roleSlug: string) => `/dental-jobs/${roleSlug}/`;
export const statePath = (code: RegionCode) => `/dental-jobs/state/${regionSlug(code)}/`;
export const cityPath = (code: RegionCode, city: string) => `/dental-jobs/state/${regionSlug(code)}/${placeSlug(city)}/`;
export const metroPath = (metroSlug: string) => `/dental-jobs/metro/${metroSlug}/`;
export const clusterPath = (clusterSlug: string) => `/dental-jobs/region/${clusterSlug}/`;
export const specialtyPath = (code: SpecialtyCode) => `/dental-jobs/specialty/${specialtySlug(code)}/`;
export const roleStatePath = (roleSlug: string, code: RegionCode) => `/dental-jobs/${roleSlug}/${regionSlug(code)}/`;
export const roleMetroPath = (roleSlug: string, metroSlug: string) => `/dental-jobs/${roleSlug}/metro/${metroSlug}/`;
export const salaryStatePath = (roleSlug: string, code: RegionCode) => `/dental-salaries/${roleSlug}/${regionSlug(code)}/`;
export const salaryMetroPath = (roleSlug: string, metroSlug: string) => `/dental-salaries/${roleSlug}/metro/${metroSlug}/`;
export const organizationPath = (username: string) => `/dental-jobs/organizations/${encodeURIComponent(username)}/`;

/** A directory path with its page: page 1 has no query string. */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * The page a `page` query value asks for: absent is 1; a whole number from 1 to DIRECTORY_MAX_PAGE
 * written without a leading zero is itself; anything else is null (the page answers 404).
 */
export function parsePageParam(value: string | null | undefined, maxPage = DIRECTORY_MAX_PAGE): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return null;
  const page = Number(value);
  return page <= maxPage ? page : null;
}

/** How many pages `total` postings fill (at least one, at most DIRECTORY_MAX_PAGE). */
export const pageCount = (total: number, pageSize = DIRECTORY_PAGE_SIZE) => Math.min(DIRECTORY_MAX_PAGE, Math.max(1, Math.ceil(total / pageSize)));

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The places nearest `from` (itself left out), closest first. One pass that keeps the `limit`
 * closest so far: a city page weighs every place with postings (tens of thousands) per request.
 */
export function nearestPlaces<T extends { lat: number; lng: number }>(from: { lat: number; lng: number }, places: readonly T[], limit = NEARBY_PLACES): T[] {
  const best: { place: T; miles: number }[] = [];
  for (const place of places) {
    const miles = milesBetween(from, place);
    const farthest = best.length >= limit ? best.at(-1) : undefined;
    if (miles <= 0.01 || (farthest && miles >= farthest.miles)) continue;
    // After every place as near or nearer: the list stays sorted, equals in the order met.
    const at = best.findIndex((entry) => entry.miles > miles);
    best.splice(at === -1 ? best.length : at, 0, { place, miles });
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.place);
}

/** A posting's pay as stored: a pay code and whole dollars. */
export type PostedPay = { payCode: string | null; salaryMin: number | null; salaryMax: number | null };
export type PayUnit = 'HOUR' | 'YEAR';
/** Figures in cents. */
export type PaySummary = { unit: PayUnit; count: number; median: number; low: number; high: number; isShown: boolean };

/** The unit of a pay code whose figures are money (percent of production or collection are not). */
export function payUnit(payCode: string | null): PayUnit | null {
  if (payCode === 'HOUR' || payCode === 'HOUR_RANGE') return 'HOUR';
  if (payCode === 'YEAR' || payCode === 'YEAR_RANGE') return 'YEAR';
  return null;
}

/** The middle value of sorted numbers (the mean of the two middle ones for an even count), rounded to a whole number. */
export function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted[mid];
  const before = sorted[mid - 1];
  if (middle === undefined) return 0;
  return Math.round(sorted.length % 2 === 1 || before === undefined ? middle : (before + middle) / 2);
}

/**
 * What postings pay, for a salary page, in cents as postings store pay: each posting counts once
 * at the middle of its range, in the unit most of them use (hourly or yearly; ties go to hourly,
 * the usual unit of staff roles). Postings without a money figure (none, or a percentage of
 * production or collections) are left out. Null when none states one; `isShown` from
 * SALARY_MIN_POSTINGS on.
 */
export function summarizePay(postings: readonly PostedPay[]): PaySummary | null {
  const byUnit: Record<PayUnit, number[]> = { HOUR: [], YEAR: [] };
  for (const posting of postings) {
    const unit = payUnit(posting.payCode);
    if (!unit || posting.salaryMin === null || posting.salaryMin <= 0) continue;
    const high = posting.salaryMax !== null && posting.salaryMax >= posting.salaryMin ? posting.salaryMax : posting.salaryMin;
    byUnit[unit].push(Math.round((posting.salaryMin + high) / 2));
  }
  const unit: PayUnit = byUnit.YEAR.length > byUnit.HOUR.length ? 'YEAR' : 'HOUR';
  const values = [...byUnit[unit]].sort((a, b) => a - b);
  const low = values[0];
  const high = values.at(-1);
  if (low === undefined || high === undefined) return null;
  return { unit, count: values.length, median: median(values), low, high, isShown: values.length >= SALARY_MIN_POSTINGS };
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Cents as a salary page writes them: '$38.50 an hour', '$152,000 a year'. */
export function formatPayFigure(cents: number, unit: PayUnit): string {
  return unit === 'HOUR' ? `${DOLLARS.format(cents / 100)} an hour` : `${WHOLE_DOLLARS.format(Math.round(cents / 100))} a year`;
}
