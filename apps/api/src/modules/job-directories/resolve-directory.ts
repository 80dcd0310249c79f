// Which directory a directory query names: its filter, heading, canonical path, breadcrumbs and where "nearby" is measured from.
import type { DirectoryLink, DirectoryQuery, DirectoryAnswer } from '@chairside/domain/job-directories';
import {
  CANADA_PATH,
  CANADIAN_REGIONS,
  ZONES_PATH,
  cityPath,
  clusterBySlug,
  clusterPath,
  isCanadian,
  metroBySlug,
  metroPath,
  placeSlug,
  regionFromSegment,
  roleBySlug,
  roleMetroPath,
  roleStatePath,
  rolePath,
  specialtyBySlug,
  specialtyPath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import type { MetroArea } from '@chairside/domain/metro-areas';
import { REGIONS, SPECIALTIES, type RegionCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { directoryOverview } from './directory-overview';
import type { DirectoryFilter } from './job-directories-repository';
import { placeIndex } from './place-index';

type Role = NonNullable<ReturnType<typeof roleBySlug>>;
export type Resolved = {
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

export const notFound = (what: string, field: string) => new AppError('NOT_FOUND', `${what} was not found.`, { field });
const HOME: DirectoryLink = { name: 'Home', path: '/' };
const ALL: DirectoryLink = { name: 'Dental Jobs', path: ZONES_PATH };
export const regionName = (code: RegionCode) => REGIONS[code];
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
export async function resolveDirectory(ctx: AppContext, query: DirectoryQuery): Promise<Resolved> {
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
        centre: (await placeIndex(ctx.readDb)).stateCentre(code) ?? undefined,
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
    const index = await placeIndex(ctx.readDb);
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
      centre: (await placeIndex(ctx.readDb)).stateCentre('ON') ?? undefined,
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
