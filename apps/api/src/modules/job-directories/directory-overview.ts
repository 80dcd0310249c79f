import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { recentAnswers, type RecentAnswers } from '../../platform/recent-answers';
import { countBy, countByMetro, countByPlace, countBySpecialty, type GroupCount, type PlaceCount } from './job-directories-repository';
import { placeIndex } from './place-index';

/** A place with live postings and its position (from the ZIP data). */
export type LocatedPlace = PlaceCount & { lat: number; lng: number };

/** Counts of live postings that every directory page reads: by place, metro, role and specialty. */
export type DirectoryOverview = {
  places: PlaceCount[];
  /** The places of the US and Canada with postings, busiest first (ties by name). */
  busiestPlaces: PlaceCount[];
  /** The places of the US and Canada with postings that the ZIP data can put on a map. */
  locatedPlaces: LocatedPlace[];
  states: Map<string, number>;
  metros: Map<string, number>;
  roles: GroupCount[];
  specialties: GroupCount[];
  total: number;
};

const caches = new WeakMap<AppContext, RecentAnswers<DirectoryOverview>>();

/**
 * The counts, computed at most once per SEARCH_CACHE_SECONDS per instance (ADR 18's cache of
 * answers anyone may see): a directory page then costs its own listing query only. A posting that
 * expires leaves the counts within that many seconds.
 */
export function directoryOverview(ctx: AppContext): Promise<DirectoryOverview> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = recentAnswers<DirectoryOverview>({ seconds: ctx.config.SEARCH_CACHE_SECONDS, maxEntries: 1, clock: ctx.clock, refreshInBackground: true });
    caches.set(ctx, cache);
  }
  return cache.get('overview', () => loadOverview(ctx));
}

async function loadOverview(ctx: AppContext): Promise<DirectoryOverview> {
  const now = ctx.clock.now();
  const [places, metros, roles, specialties, index] = await Promise.all([
    countByPlace(ctx.readDb, now),
    countByMetro(ctx.readDb, METRO_AREAS, now),
    countBy(ctx.readDb, {}, now, 'position'),
    countBySpecialty(ctx.readDb, now),
    placeIndex(ctx.readDb),
  ]);
  // Worked out here, once per cache period, not per page: tens of thousands of places.
  const known = places.filter((place) => Object.hasOwn(REGIONS, place.state));
  const busiestPlaces = [...known].sort((a, b) => b.count - a.count || (a.city < b.city ? -1 : a.city > b.city ? 1 : 0));
  const locatedPlaces: LocatedPlace[] = [];
  for (const place of known) {
    const city = index.cityByName(place.state, place.city);
    if (city) locatedPlaces.push({ ...place, lat: city.lat, lng: city.lng });
  }
  const states = new Map<string, number>();
  for (const place of places) states.set(place.state, (states.get(place.state) ?? 0) + place.count);
  return { places, busiestPlaces, locatedPlaces, states, metros, roles, specialties, total: roles.reduce((sum, role) => sum + role.count, 0) };
}
