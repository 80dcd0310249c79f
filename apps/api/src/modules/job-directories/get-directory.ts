// A directory page (GET /job-directories/jobs): its postings, counts, places within and nearby, related roles and salary links.
import type { DirectoryAnswer, DirectoryLink, DirectoryQuery } from '@chairside/domain/job-directories';
import {
  DIRECTORY_PAGE_SIZE,
  ROLE_DIRECTORIES,
  SALARY_MIN_POSTINGS,
  NEARBY_PLACES,
  STATE_CLUSTERS,
  cityPath,
  clusterPath,
  isCanadian,
  metroPath,
  nearestPlaces,
  pageCount,
  parsePageParam,
  roleByPosition,
  roleMetroPath,
  roleStatePath,
  rolePath,
  salaryMetroPath,
  salaryStatePath,
  specialtyPath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS, SPECIALTIES, type RegionCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { directoryCounts } from './directory-counts';
import { directoryOverview, type DirectoryOverview } from './directory-overview';
import { directoryStructuredData, toDirectoryJob } from './directory-views';
import { listDirectoryJobs } from './job-directories-repository';
import { placeIndex } from './place-index';
import { notFound, regionName, resolveDirectory, type Resolved } from './resolve-directory';

/**
 * The total of a role's or a specialty's directory as the overview counted it (every page shows
 * those counts anyway): counting tens of thousands of postings again per page would cost more
 * than the page. Other directories count their own.
 */
function countedInOverview(overview: DirectoryOverview, resolved: Resolved): number | undefined {
  if (resolved.kind === 'role' && resolved.role) return overview.roles.find((entry) => entry.key === resolved.role?.position)?.count ?? 0;
  if (resolved.kind === 'specialty' && resolved.filter.specialty)
    return overview.specialties.find((entry) => entry.key === resolved.filter.specialty)?.count ?? 0;
  return undefined;
}

const link = (name: string, path: string, count?: number): DirectoryLink => (count === undefined ? { name, path } : { name, path, count });

/** States with live postings nearest to a point (its own left out). */
function nearbyStates(
  overview: DirectoryOverview,
  centre: { lat: number; lng: number },
  centres: (code: string) => { lat: number; lng: number } | null,
  exclude: string,
) {
  const withJobs = [...overview.states.entries()]
    .filter(([code, count]) => count > 0 && code !== exclude && Object.hasOwn(REGIONS, code))
    .map(([code, count]) => ({ code: code as RegionCode, count, ...(centres(code) ?? { lat: 0, lng: 0 }) }))
    .filter((entry) => entry.lat !== 0);
  return nearestPlaces(centre, withJobs);
}

/** A directory page: its live postings (page `page`), counts, places within and nearby, related roles, salary links. */
export async function getDirectory(ctx: AppContext, query: DirectoryQuery): Promise<DirectoryAnswer> {
  const page = parsePageParam(query.page);
  if (page === null) throw notFound('This page', 'page');
  const resolved = await resolveDirectory(ctx, query);
  const now = ctx.clock.now();
  const overview = await directoryOverview(ctx);
  const counts = await directoryCounts(ctx, resolved, countedInOverview(overview, resolved));
  const { roleCounts, places: childCounts, pay } = counts;
  const listing = await listDirectoryJobs(ctx.readDb, resolved.filter, now, DIRECTORY_PAGE_SIZE, (page - 1) * DIRECTORY_PAGE_SIZE, counts.total);
  const pages = pageCount(listing.total);
  if (page > pages) throw notFound('This page', 'page');
  const index = await placeIndex(ctx.readDb);
  const { role, state, metro } = resolved;

  // Other roles in the same place.
  const roles: DirectoryLink[] = [];
  for (const entry of roleCounts) {
    const other = roleByPosition(entry.key);
    if (!other || other.slug === role?.slug) continue;
    const path =
      state && resolved.kind !== 'city'
        ? roleStatePath(other.slug, state)
        : metro
          ? roleMetroPath(other.slug, metro.slug)
          : state
            ? roleStatePath(other.slug, state)
            : rolePath(other.slug);
    roles.push(link(`${other.label} Jobs`, path, entry.count));
  }
  if (resolved.kind === 'role' || resolved.kind === 'specialty') {
    for (const entry of overview.roles) {
      const other = roleByPosition(entry.key);
      if (other && other.slug !== role?.slug) roles.push(link(`${other.label} Jobs`, rolePath(other.slug), entry.count));
    }
  }

  // Nearby places with live postings.
  let nearby: DirectoryLink[] = [];
  if (resolved.kind === 'canada' && resolved.centre) {
    nearby = nearbyStates(overview, resolved.centre, index.stateCentre, '')
      .filter((entry) => !isCanadian(entry.code))
      .map((entry) => link(regionName(entry.code), statePath(entry.code), entry.count));
  } else if ((resolved.kind === 'state' || resolved.kind === 'role-state') && resolved.centre && state) {
    nearby = nearbyStates(overview, resolved.centre, index.stateCentre, state).map((entry) =>
      role
        ? link(`${role.label} Jobs in ${regionName(entry.code)}`, roleStatePath(role.slug, entry.code))
        : link(regionName(entry.code), statePath(entry.code), entry.count),
    );
  } else if (resolved.kind === 'city' && state) {
    const from = resolved.centre ?? index.stateCentre(state);
    const here = resolved.filter.city?.toLowerCase();
    const others = (entry: { state: string; city: string }) => !(entry.state === state && entry.city.toLowerCase() === here);
    nearby = from
      ? nearestPlaces(from, overview.locatedPlaces, NEARBY_PLACES + 1)
          .filter(others)
          .map((entry) => link(`${entry.city}, ${entry.state}`, cityPath(entry.state as RegionCode, entry.city), entry.count))
      : [];
  } else if ((resolved.kind === 'metro' || resolved.kind === 'role-metro') && metro) {
    const metros = METRO_AREAS.filter((area) => area.slug !== metro.slug && (overview.metros.get(area.slug) ?? 0) > 0);
    nearby = nearestPlaces(metro, metros).map((area) =>
      role
        ? link(`${role.label} Jobs in the ${area.shortName} Area`, roleMetroPath(role.slug, area.slug))
        : link(`${area.shortName} Area`, metroPath(area.slug), overview.metros.get(area.slug)),
    );
  } else if (resolved.kind === 'cluster') {
    nearby = STATE_CLUSTERS.filter((cluster) => clusterPath(cluster.slug) !== resolved.path)
      .map((cluster) =>
        link(
          cluster.name,
          clusterPath(cluster.slug),
          cluster.states.reduce((sum, code) => sum + (overview.states.get(code) ?? 0), 0),
        ),
      )
      .filter((entry) => (entry.count ?? 0) > 0);
  } else if (resolved.kind === 'specialty') {
    nearby = overview.specialties
      .filter((entry) => Object.hasOwn(SPECIALTIES, entry.key) && specialtyPath(entry.key as keyof typeof SPECIALTIES) !== resolved.path)
      .map((entry) => link(`${SPECIALTIES[entry.key as keyof typeof SPECIALTIES]} Jobs`, specialtyPath(entry.key as keyof typeof SPECIALTIES), entry.count));
  }

  // Salary pages with figures (the unit most postings of the role use has enough of them), for the roles of this state or metro.
  const salaries: DirectoryLink[] = [];
  if (state || metro) {
    for (const salaryRole of ROLE_DIRECTORIES) {
      const units = pay.filter((row) => row.position === salaryRole.position);
      const hour = units.find((row) => row.unit === 'HOUR')?.count ?? 0;
      const year = units.find((row) => row.unit === 'YEAR')?.count ?? 0;
      const shown = year > hour ? year : hour;
      if (shown < SALARY_MIN_POSTINGS) continue;
      const where = state ? regionName(state) : `the ${metro?.shortName} Area`;
      salaries.push(
        link(
          `${salaryRole.label} Salary in ${where}`,
          state ? salaryStatePath(salaryRole.slug, state) : salaryMetroPath(salaryRole.slug, metro?.slug ?? ''),
          shown,
        ),
      );
    }
  }

  const jobs = listing.rows.map(toDirectoryJob);
  return {
    kind: resolved.kind,
    heading: resolved.heading,
    description: resolved.description,
    path: resolved.path,
    page,
    pageCount: pages,
    total: listing.total,
    breadcrumbs: resolved.breadcrumbs,
    jobs,
    places: childCounts,
    nearby: nearby.slice(0, NEARBY_PLACES),
    roles,
    salaries,
    structuredData: directoryStructuredData(ctx.config.PUBLIC_URL, jobs, (page - 1) * DIRECTORY_PAGE_SIZE),
  };
}
