import type { DirectoryAnswer, DirectoryLink, DirectoryQuery } from '@chairside/domain/job-directories';
import {
  CANADA_PATH,
  CANADIAN_REGIONS,
  DIRECTORY_PAGE_SIZE,
  ROLE_DIRECTORIES,
  SALARY_MIN_POSTINGS,
  NEARBY_PLACES,
  STATE_CLUSTERS,
  ZONES_PATH,
  cityPath,
  clusterBySlug,
  clusterPath,
  isCanadian,
  metroBySlug,
  metroPath,
  nearestPlaces,
  pageCount,
  parsePageParam,
  placeSlug,
  regionFromSegment,
  roleByPosition,
  roleBySlug,
  roleMetroPath,
  roleStatePath,
  rolePath,
  salaryMetroPath,
  salaryStatePath,
  specialtyBySlug,
  specialtyPath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import { METRO_AREAS, type MetroArea } from '@chairside/domain/metro-areas';
import { REGIONS, SPECIALTIES, type RegionCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { directoryOverview, type DirectoryOverview } from './directory-overview';
import { directoryStructuredData, toDirectoryJob } from './directory-views';
import { countBy, listDirectoryJobs, payCountsBy, type DirectoryFilter } from './job-directories-repository';
import { placeIndex } from './place-index';

type Role = NonNullable<ReturnType<typeof roleBySlug>>;
type Resolved = {
  kind: DirectoryAnswer['kind'];
  filter: DirectoryFilter;
  heading: string;
  description: string;
  path: string;
  breadcrumbs: DirectoryLink[];
  role?: Role;
  state?: RegionCode;
  metro?: MetroArea;
  /** Where "nearby" is measured from (a city, a state's centre, a metro's centre). */
  centre?: { lat: number; lng: number };
};

const notFound = (what: string, field: string) => new AppError('NOT_FOUND', `${what} was not found.`, { field });
const HOME: DirectoryLink = { name: 'Home', path: '/' };
const ALL: DirectoryLink = { name: 'Dental Jobs', path: ZONES_PATH };
const regionName = (code: RegionCode) => REGIONS[code];
const stateCrumbs = (code: RegionCode): DirectoryLink[] =>
  isCanadian(code)
    ? [
        { name: 'Canada', path: CANADA_PATH },
        { name: regionName(code), path: statePath(code) },
      ]
    : [{ name: regionName(code), path: statePath(code) }];

function requireRole(slug: string): Role {
  const role = roleBySlug(slug);
  if (!role) throw notFound('This role', 'role');
  return role;
}
function requireRegion(segment: string): RegionCode {
  const region = regionFromSegment(segment);
  if (!region) throw notFound('This state or province', 'state');
  return region.code;
}
function requireMetro(slug: string): MetroArea {
  const metro = metroBySlug(slug);
  if (!metro) throw notFound('This metro area', 'metro');
  return metro;
}

/** The directory a query names, its filter and its canonical path; 404 naming the unknown part. */
async function resolve(ctx: AppContext, query: DirectoryQuery): Promise<Resolved> {
  const { role: roleSlug, state, city, metro, cluster, specialty, country } = query;
  const places = [state, metro, cluster, country].filter((part) => part !== undefined).length;
  const extras = [roleSlug, specialty].filter((part) => part !== undefined).length;
  if (places > 1 || extras > 1 || (city !== undefined && state === undefined)) throw notFound('This directory', 'query');
  if (roleSlug !== undefined) {
    const role = requireRole(roleSlug);
    if (state !== undefined) {
      const code = requireRegion(state);
      if (city !== undefined) throw notFound('This directory', 'city');
      return {
        kind: 'role-state',
        role,
        state: code,
        filter: { position: role.position, states: [code] },
        heading: `${role.label} Jobs in ${regionName(code)}`,
        description: `Live ${role.label.toLowerCase()} jobs in ${regionName(code)}, newest first, with pay where practices state it.`,
        path: roleStatePath(role.slug, code),
        breadcrumbs: [HOME, ALL, { name: `${role.label} Jobs`, path: rolePath(role.slug) }, { name: regionName(code), path: roleStatePath(role.slug, code) }],
        centre: (await placeIndex(ctx.db)).stateCentre(code) ?? undefined,
      };
    }
    if (metro !== undefined) {
      const area = requireMetro(metro);
      return {
        kind: 'role-metro',
        role,
        metro: area,
        filter: { position: role.position, metro: area },
        heading: `${role.label} Jobs in the ${area.shortName} Area`,
        description: `Live ${role.label.toLowerCase()} jobs in the ${area.name} metro area, newest first.`,
        path: roleMetroPath(role.slug, area.slug),
        breadcrumbs: [
          HOME,
          ALL,
          { name: `${role.label} Jobs`, path: rolePath(role.slug) },
          { name: `${area.shortName} Area`, path: roleMetroPath(role.slug, area.slug) },
        ],
        centre: area,
      };
    }
    if (places > 0) throw notFound('This directory', 'query');
    return {
      kind: 'role',
      role,
      filter: { position: role.position },
      heading: `${role.label} Jobs`,
      description: `Live ${role.label.toLowerCase()} jobs across the US and Canada, newest first: by state, metro area and city.`,
      path: rolePath(role.slug),
      breadcrumbs: [HOME, ALL, { name: `${role.label} Jobs`, path: rolePath(role.slug) }],
    };
  }
  if (specialty !== undefined) {
    const code = specialtyBySlug(specialty);
    if (!code || places > 0) throw notFound('This specialty', 'specialty');
    const name = SPECIALTIES[code];
    return {
      kind: 'specialty',
      filter: { specialty: code },
      heading: `${name} Dental Jobs`,
      description: `Live dental jobs in ${name.toLowerCase()} practices and roles, newest first.`,
      path: specialtyPath(code),
      breadcrumbs: [HOME, ALL, { name, path: specialtyPath(code) }],
    };
  }
  if (state !== undefined) {
    const code = requireRegion(state);
    const index = await placeIndex(ctx.db);
    if (city !== undefined) {
      const slug = city.toLowerCase();
      const known = index.city(code, slug) ?? (await liveCityBySlug(ctx, code, slug));
      if (!known) throw notFound('This city', 'city');
      const label = `${known.name}, ${code}`;
      return {
        kind: 'city',
        state: code,
        filter: { states: [code], city: known.name },
        heading: `Dental Jobs in ${label}`,
        description: `Live dental jobs in ${label}: dentists, hygienists, assistants, front office and more, newest first.`,
        path: cityPath(code, known.name),
        breadcrumbs: [HOME, ALL, ...stateCrumbs(code), { name: known.name, path: cityPath(code, known.name) }],
        centre: known.lat === undefined || known.lng === undefined ? undefined : { lat: known.lat, lng: known.lng },
      };
    }
    return {
      kind: 'state',
      state: code,
      filter: { states: [code] },
      heading: `Dental Jobs in ${regionName(code)}`,
      description: `Live dental jobs in ${regionName(code)} by city and role: dentists, hygienists, assistants, front office and more.`,
      path: statePath(code),
      breadcrumbs: [HOME, ALL, ...stateCrumbs(code)],
      centre: index.stateCentre(code) ?? undefined,
    };
  }
  if (metro !== undefined) {
    const area = requireMetro(metro);
    return {
      kind: 'metro',
      metro: area,
      filter: { metro: area },
      heading: `Dental Jobs in the ${area.shortName} Area`,
      description: `Live dental jobs in the ${area.name} metro area, newest first.`,
      path: metroPath(area.slug),
      breadcrumbs: [HOME, ALL, { name: regionName(area.state), path: statePath(area.state) }, { name: `${area.shortName} Area`, path: metroPath(area.slug) }],
      centre: area,
    };
  }
  if (cluster !== undefined) {
    const found = clusterBySlug(cluster);
    if (!found) throw notFound('This region', 'cluster');
    return {
      kind: 'cluster',
      filter: { states: found.states },
      heading: `Dental Jobs in the ${found.name} States`,
      description: `Live dental jobs in ${found.states.map(regionName).join(', ')}.`,
      path: clusterPath(found.slug),
      breadcrumbs: [HOME, ALL, { name: found.name, path: clusterPath(found.slug) }],
    };
  }
  if (country === 'CA') {
    return {
      kind: 'canada',
      filter: { states: CANADIAN_REGIONS },
      heading: 'Dental Jobs in Canada',
      description: 'Live dental jobs in Canada by province and territory.',
      path: CANADA_PATH,
      breadcrumbs: [HOME, ALL, { name: 'Canada', path: CANADA_PATH }],
      // Nearby is measured from Ontario, where most Canadians live.
      centre: (await placeIndex(ctx.db)).stateCentre('ON') ?? undefined,
    };
  }
  throw notFound('This directory', 'query');
}

/** A city that is not in the ZIP data but has live postings under that spelling. */
async function liveCityBySlug(ctx: AppContext, state: RegionCode, slug: string): Promise<{ name: string; lat?: number; lng?: number } | null> {
  const overview = await directoryOverview(ctx);
  const place = overview.places.find((entry) => entry.state === state && placeSlug(entry.city) === slug);
  return place ? { name: place.city } : null;
}

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
  const resolved = await resolve(ctx, query);
  const now = ctx.clock.now();
  const overview = await directoryOverview(ctx);
  const [listing, roleCounts, childCounts, pay] = await Promise.all([
    listDirectoryJobs(ctx.db, resolved.filter, now, DIRECTORY_PAGE_SIZE, (page - 1) * DIRECTORY_PAGE_SIZE, countedInOverview(overview, resolved)),
    resolved.kind === 'role' || resolved.kind === 'specialty'
      ? Promise.resolve([])
      : countBy(ctx.db, { ...resolved.filter, position: undefined }, now, 'position'),
    childCountsOf(ctx, resolved, now),
    resolved.kind === 'state' || resolved.kind === 'role-state' || resolved.kind === 'metro' || resolved.kind === 'role-metro'
      ? payCountsBy(ctx.db, { ...resolved.filter, position: undefined }, now)
      : Promise.resolve([]),
  ]);
  const pages = pageCount(listing.total);
  if (page > pages) throw notFound('This page', 'page');
  const index = await placeIndex(ctx.db);
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
    structuredData: directoryStructuredData(ctx.config.PUBLIC_URL, resolved.breadcrumbs, jobs, (page - 1) * DIRECTORY_PAGE_SIZE),
  };
}

/** Places within this one, with their counts: cities of a state, states of a cluster or of Canada, a role's states. */
async function childCountsOf(ctx: AppContext, resolved: Resolved, now: Date): Promise<DirectoryLink[]> {
  const { kind, state, role } = resolved;
  if (kind === 'state' && state) {
    const cities = await countBy(ctx.db, resolved.filter, now, 'city');
    return cities.slice(0, 60).map((entry) => link(entry.key, cityPath(state, entry.key), entry.count));
  }
  if (kind === 'cluster' || kind === 'canada' || kind === 'role') {
    const states = await countBy(ctx.db, resolved.filter, now, 'state');
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
