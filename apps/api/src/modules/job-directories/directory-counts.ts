// The counts one directory page shows (its total, other roles, places within, pay units), kept like the overview's.
import type { DirectoryLink } from '@chairside/domain/job-directories';
import { cityPath, roleMetroPath, roleStatePath, statePath } from '@chairside/domain/job-directory-rules';
import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS, type RegionCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { recentAnswers, type RecentAnswers } from '../../platform/recent-answers';
import { countBy, countDirectoryJobs, payCountsBy, type GroupCount } from './job-directories-repository';
import { regionName, type Resolved } from './resolve-directory';

export type DirectoryCounts = {
  /** Live postings of the directory (this site's and partners'). */
  total: number;
  /** Other roles in the same place (none for a role's or a specialty's directory: the overview has them). */
  roleCounts: GroupCount[];
  places: DirectoryLink[];
  pay: { position: string; unit: 'HOUR' | 'YEAR'; count: number }[];
};

/** Every directory of the US and Canada (states, cities, metros, roles by place) fits with room to spare. */
const MAX_DIRECTORIES = 20_000;
const caches = new WeakMap<AppContext, RecentAnswers<DirectoryCounts>>();

/**
 * A directory's counts, computed at most once per SEARCH_CACHE_SECONDS per instance and refreshed
 * behind the requests (ADR 18's cache, as the overview; ADR 123): a page then costs its own listing
 * query only, however many postings its state holds. `knownTotal` is the overview's count of a
 * role's or a specialty's directory.
 */
export function directoryCounts(ctx: AppContext, resolved: Resolved, knownTotal: number | undefined): Promise<DirectoryCounts> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = recentAnswers<DirectoryCounts>({
      seconds: ctx.config.SEARCH_CACHE_SECONDS,
      maxEntries: MAX_DIRECTORIES,
      clock: ctx.clock,
      refreshInBackground: true,
    });
    caches.set(ctx, cache);
  }
  return cache.get(`${resolved.kind} ${resolved.path} ${JSON.stringify(resolved.filter)}`, () => loadCounts(ctx, resolved, knownTotal));
}

async function loadCounts(ctx: AppContext, resolved: Resolved, knownTotal: number | undefined): Promise<DirectoryCounts> {
  const now = ctx.clock.now();
  const { kind } = resolved;
  const [total, roleCounts, places, pay] = await Promise.all([
    knownTotal ?? countDirectoryJobs(ctx.readDb, resolved.filter, now),
    kind === 'role' || kind === 'specialty' ? Promise.resolve([]) : countBy(ctx.readDb, { ...resolved.filter, position: undefined }, now, 'position'),
    childCountsOf(ctx, resolved, now),
    kind === 'state' || kind === 'role-state' || kind === 'metro' || kind === 'role-metro'
      ? payCountsBy(ctx.readDb, { ...resolved.filter, position: undefined }, now)
      : Promise.resolve([]),
  ]);
  return { total, roleCounts, places, pay };
}

/** Places within this one, with their counts: cities of a state, states of a cluster or of Canada, a role's states. */
async function childCountsOf(ctx: AppContext, resolved: Resolved, now: Date): Promise<DirectoryLink[]> {
  const { kind, state, role } = resolved;
  const link = (name: string, path: string, count?: number): DirectoryLink => (count === undefined ? { name, path } : { name, path, count });
  if (kind === 'state' && state) {
    const cities = await countBy(ctx.readDb, resolved.filter, now, 'city');
    return cities.slice(0, 60).map((entry) => link(entry.key, cityPath(state, entry.key), entry.count));
  }
  if (kind === 'cluster' || kind === 'canada' || kind === 'role') {
    const states = await countBy(ctx.readDb, resolved.filter, now, 'state');
    return states
      .filter((entry) => Object.hasOwn(REGIONS, entry.key))
      .map((entry) => {
        const code = entry.key as RegionCode;
        return link(regionName(code), role ? roleStatePath(role.slug, code) : statePath(code), entry.count);
      });
  }
  if (kind === 'role-state' && state && role) {
    return METRO_AREAS.filter((area) => area.state === state).map((area) =>
      link(`${role.label} Jobs in the ${area.shortName} Area`, roleMetroPath(role.slug, area.slug)),
    );
  }
  return [];
}
