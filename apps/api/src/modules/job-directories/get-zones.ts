import type { ZonesAnswer } from '@chairside/domain/job-directories';
import {
  STATE_CLUSTERS,
  cityPath,
  clusterPath,
  isCanadian,
  metroPath,
  roleByPosition,
  rolePath,
  specialtyPath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS, SPECIALTIES, type RegionCode, type SpecialtyCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { directoryOverview } from './directory-overview';

/** Cities listed on the zones page: the busiest, so the page stays one screenful per state. */
const ZONE_CITIES = 300;

/**
 * The zones page ('Browse all dental jobs'): every state and province with its live count (those
 * without postings too: their pages exist and point to the nearest places with jobs), the state
 * clusters, the metro areas and the busiest cities with postings, the roles and specialties.
 */
export async function getZones(ctx: AppContext): Promise<ZonesAnswer> {
  const overview = await directoryOverview(ctx);
  const codes = Object.keys(REGIONS) as RegionCode[];
  return {
    total: overview.total,
    states: codes
      .map((code) => ({
        code,
        name: REGIONS[code],
        path: statePath(code),
        count: overview.states.get(code) ?? 0,
        country: isCanadian(code) ? ('CA' as const) : ('US' as const),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    clusters: STATE_CLUSTERS.map((cluster) => ({
      name: cluster.name,
      path: clusterPath(cluster.slug),
      count: cluster.states.reduce((sum, code) => sum + (overview.states.get(code) ?? 0), 0),
    })),
    metros: METRO_AREAS.map((metro) => ({ name: metro.shortName, path: metroPath(metro.slug), count: overview.metros.get(metro.slug) ?? 0 }))
      .filter((metro) => metro.count > 0)
      .sort((a, b) => a.name.localeCompare(b.name)),
    cities: overview.busiestPlaces
      .slice(0, ZONE_CITIES)
      .map((place) => ({ name: place.city, state: place.state, path: cityPath(place.state as RegionCode, place.city), count: place.count }))
      .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name)),
    roles: overview.roles.flatMap((entry) => {
      const role = roleByPosition(entry.key);
      return role ? [{ name: `${role.label} Jobs`, path: rolePath(role.slug), count: entry.count }] : [];
    }),
    specialties: overview.specialties
      .filter((entry) => Object.hasOwn(SPECIALTIES, entry.key))
      .map((entry) => ({ name: SPECIALTIES[entry.key as SpecialtyCode], path: specialtyPath(entry.key as SpecialtyCode), count: entry.count })),
  };
}
