import { METRO_AREAS } from '@chairside/domain/metro-areas';
import type { AppContext } from '../../platform/context';
import { recentAnswers, type RecentAnswers } from '../../platform/recent-answers';
import { countBy, countByMetro, countByPlace, countBySpecialty, type GroupCount, type PlaceCount } from './job-directories-repository';

/** Counts of live postings that every directory page reads: by place, metro, role and specialty. */
export type DirectoryOverview = {
  places: PlaceCount[];
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
    cache = recentAnswers<DirectoryOverview>({ seconds: ctx.config.SEARCH_CACHE_SECONDS, maxEntries: 1, clock: ctx.clock });
    caches.set(ctx, cache);
  }
  return cache.get('overview', () => loadOverview(ctx));
}

async function loadOverview(ctx: AppContext): Promise<DirectoryOverview> {
  const now = ctx.clock.now();
  const [places, metros, roles, specialties] = await Promise.all([
    countByPlace(ctx.db, now),
    countByMetro(ctx.db, METRO_AREAS, now),
    countBy(ctx.db, {}, now, 'position'),
    countBySpecialty(ctx.db, now),
  ]);
  const states = new Map<string, number>();
  for (const place of places) states.set(place.state, (states.get(place.state) ?? 0) + place.count);
  return { places, states, metros, roles, specialties, total: roles.reduce((sum, role) => sum + role.count, 0) };
}
