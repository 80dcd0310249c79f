import { sql } from 'drizzle-orm';
import { SITEMAP_FILE_LIMIT, type SitemapEntry, type SitemapFamily, type SitemapIndex } from '@chairside/domain/job-directories';
import {
  CANADA_PATH,
  PROFESSIONALS_PATH,
  ORGANIZATIONS_PATH,
  SALARY_MIN_POSTINGS,
  STATE_CLUSTERS,
  ZONES_PATH,
  cityPath,
  clusterPath,
  isCanadian,
  metroPath,
  organizationPath,
  roleByPosition,
  roleMetroPath,
  rolePath,
  roleStatePath,
  salaryMetroPath,
  salaryStatePath,
  specialtyPath,
  statePath,
} from '@chairside/domain/job-directory-rules';
import { jobSlug } from '@chairside/domain/job-slug';
import { METRO_AREAS } from '@chairside/domain/metro-areas';
import { REGIONS, SPECIALTIES, type RegionCode, type SpecialtyCode } from '@chairside/domain/resume-profile-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recentAnswers, type RecentAnswers } from '../../platform/recent-answers';
import { eventSitemapEntries, eventSitemapSize } from '../events/public-api';
import { changesBy, changesByMetro, listLiveJobEntries, liveJobFiles, payCountsByRoleMetro, payCountsByRoleState } from './job-directories-repository';
import { countPublicOrganizations, listOrganizationPages, listPublicProfessionals } from './organizations-repository';

/** The families this API lists (the web adds its own 'pages' file). */
type ApiFamily = Exclude<SitemapFamily, 'pages'>;

const newest = (dates: (string | null | undefined)[]) => dates.reduce<string | null>((top, date) => (date && (!top || date > top) ? date : top), null);
const parts = (total: number) => Math.max(1, Math.ceil(total / SITEMAP_FILE_LIMIT));

/** How long a computed sitemap answer is reused: crawlers read the index rarely, and a few minutes late is fine. */
export const SITEMAP_CACHE_SECONDS = 300;
const caches = new WeakMap<AppContext, RecentAnswers<unknown>>();

/**
 * The index and the directory and salary lists group every live posting, salary figure and profile,
 * so each instance computes them at most once per SITEMAP_CACHE_SECONDS and refreshes them behind
 * the requests (ADR 18's cache; ADR 123). Their lastmod is each page's true newest change when
 * computed. SEARCH_CACHE_SECONDS 0 (tests) turns this off too.
 */
function reused<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(ctx);
  if (!cache) {
    const seconds = ctx.config.SEARCH_CACHE_SECONDS > 0 ? SITEMAP_CACHE_SECONDS : 0;
    cache = recentAnswers<unknown>({ seconds, maxEntries: 8, clock: ctx.clock, refreshInBackground: true });
    caches.set(ctx, cache);
  }
  return cache.get(key, load) as Promise<T>;
}

/** Every directory page with live postings (an empty one is noindex, so not listed), with its newest change. */
const directoryEntries = (ctx: AppContext) => reused(ctx, 'directories', () => computeDirectoryEntries(ctx));

async function computeDirectoryEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const now = ctx.clock.now();
  const [byState, byCity, byRoleState, byRole, metros] = await Promise.all([
    changesBy(ctx.readDb, now, sql`state`),
    changesBy(ctx.readDb, now, sql`state || '/' || lower(city)`),
    changesBy(ctx.readDb, now, sql`position || '/' || state`),
    changesBy(ctx.readDb, now, sql`position`),
    changesByMetro(ctx.readDb, METRO_AREAS, now),
  ]);
  const specialties = await ctx.readDb.execute<{ key: string; lastmod: string | null }>(sql`
    select s as key, max(j.updated_at) as lastmod from jobs j, unnest(j.specialties) s
     where j.status = 'ACTIVE' and j.live_until > ${now.toISOString()}::timestamptz group by s`);
  const entries: SitemapEntry[] = [];
  const all = newest(byState.map((entry) => entry.lastmod));
  if (all) entries.push({ path: ZONES_PATH, lastmod: all });
  const stateLastmod = new Map(byState.map((entry) => [entry.key, entry.lastmod]));
  for (const entry of byState) if (Object.hasOwn(REGIONS, entry.key)) entries.push({ path: statePath(entry.key as RegionCode), lastmod: entry.lastmod });
  const canada = newest(byState.filter((entry) => isCanadian(entry.key)).map((entry) => entry.lastmod));
  if (canada) entries.push({ path: CANADA_PATH, lastmod: canada });
  for (const cluster of STATE_CLUSTERS) {
    const lastmod = newest(cluster.states.map((code) => stateLastmod.get(code)));
    if (lastmod) entries.push({ path: clusterPath(cluster.slug), lastmod });
  }
  for (const entry of byCity) {
    const [state, city] = [entry.key.slice(0, entry.key.indexOf('/')), entry.key.slice(entry.key.indexOf('/') + 1)];
    if (Object.hasOwn(REGIONS, state) && city) entries.push({ path: cityPath(state as RegionCode, city), lastmod: entry.lastmod });
  }
  for (const entry of byRole) {
    const role = roleByPosition(entry.key);
    if (role) entries.push({ path: rolePath(role.slug), lastmod: entry.lastmod });
  }
  for (const entry of byRoleState) {
    const [position, state] = entry.key.split('/');
    const role = roleByPosition(position);
    if (role && Object.hasOwn(REGIONS, state)) entries.push({ path: roleStatePath(role.slug, state as RegionCode), lastmod: entry.lastmod });
  }
  for (const entry of metros) {
    const [slug, position] = entry.key.split('/');
    if (position === undefined) {
      entries.push({ path: metroPath(slug), lastmod: entry.lastmod });
      continue;
    }
    const role = roleByPosition(position);
    if (role) entries.push({ path: roleMetroPath(role.slug, slug), lastmod: entry.lastmod });
  }
  for (const row of specialties.rows) {
    if (Object.hasOwn(SPECIALTIES, row.key))
      entries.push({ path: specialtyPath(row.key as SpecialtyCode), lastmod: row.lastmod ? new Date(row.lastmod).toISOString() : null });
  }
  // Unique paths (a city written two ways lands on one slug), sorted so files are stable.
  const unique = new Map<string, SitemapEntry>();
  for (const entry of entries) {
    const seen = unique.get(entry.path);
    if (!seen || (entry.lastmod && (!seen.lastmod || entry.lastmod > seen.lastmod))) unique.set(entry.path, entry);
  }
  return [...unique.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Salary pages by role and state or metro area that show figures (at least SALARY_MIN_POSTINGS postings in one pay unit). */
const salaryEntries = (ctx: AppContext) => reused(ctx, 'salaries', () => computeSalaryEntries(ctx));

async function computeSalaryEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const now = ctx.clock.now();
  const [byState, byMetro] = await Promise.all([payCountsByRoleState(ctx.readDb, now), payCountsByRoleMetro(ctx.readDb, METRO_AREAS, now)]);
  const shown = new Map<string, SitemapEntry>();
  const show = (path: string, lastmod: string | null) => {
    const seen = shown.get(path);
    if (!seen || (lastmod && (!seen.lastmod || lastmod > seen.lastmod))) shown.set(path, { path, lastmod });
  };
  for (const row of byState) {
    const role = roleByPosition(row.position);
    if (role && Object.hasOwn(REGIONS, row.state) && row.count >= SALARY_MIN_POSTINGS) show(salaryStatePath(role.slug, row.state as RegionCode), row.lastmod);
  }
  for (const row of byMetro) {
    const role = roleByPosition(row.position);
    if (role && row.count >= SALARY_MIN_POSTINGS) show(salaryMetroPath(role.slug, row.metro), row.lastmod);
  }
  return [...shown.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The sitemap index: each family with its files (at most SITEMAP_FILE_LIMIT addresses each) and their
 * newest change. The postings' files are ranges of ids (listLiveJobEntries), each with its own newest
 * change; `jobsPerFile` is the limit (lower in tests). Reused for SITEMAP_CACHE_SECONDS (`reused`).
 */
export function getSitemapIndex(ctx: AppContext, jobsPerFile: number = SITEMAP_FILE_LIMIT): Promise<SitemapIndex> {
  return reused(ctx, `index ${jobsPerFile}`, () => computeSitemapIndex(ctx, jobsPerFile));
}

async function computeSitemapIndex(ctx: AppContext, jobsPerFile: number): Promise<SitemapIndex> {
  const now = ctx.clock.now();
  const [jobFiles, directories, salaries, organizations, professionals, events] = await Promise.all([
    liveJobFiles(ctx.readDb, now, jobsPerFile),
    // Computed afresh: a kept list may be up to twice the seconds old, and the index is kept itself.
    computeDirectoryEntries(ctx),
    computeSalaryEntries(ctx),
    countPublicOrganizations(ctx.readDb),
    listPublicProfessionals(ctx.readDb, 0, 0),
    eventSitemapSize(ctx),
  ]);
  const index: SitemapIndex = [];
  const add = (family: ApiFamily, total: number, lastmod: string | null) => {
    for (let part = 1; part <= parts(total); part += 1) index.push({ family, part, lastmod });
  };
  for (const file of jobFiles) index.push({ family: 'jobs', part: file.part, lastmod: file.lastmod });
  // No live posting: one empty file, as before, so the index names every family.
  if (jobFiles.length === 0) index.push({ family: 'jobs', part: 1, lastmod: null });
  add('directories', directories.length, newest(directories.map((entry) => entry.lastmod)));
  add('salaries', salaries.length, newest(salaries.map((entry) => entry.lastmod)));
  add('organizations', organizations.total + 1, organizations.lastmod);
  add('professionals', professionals.total + 1, professionals.lastmod);
  // The event pages (the events lists are in the web's 'pages' file); no file while there are none.
  if (events.total > 0) add('events', events.total, events.lastmod);
  return index;
}

/** One file of a family: its addresses (paths) and their newest change; 404 past the last file. */
export async function getSitemapPart(ctx: AppContext, family: ApiFamily, part: number, jobsPerFile: number = SITEMAP_FILE_LIMIT): Promise<SitemapEntry[]> {
  const offset = (part - 1) * SITEMAP_FILE_LIMIT;
  const now = ctx.clock.now();
  let entries: SitemapEntry[];
  if (family === 'jobs') {
    const rows = await listLiveJobEntries(ctx.readDb, now, jobsPerFile, part);
    entries = rows.map((row) => ({ path: `/dental-jobs/job/${row.id}/${encodeURIComponent(jobSlug(row))}/`, lastmod: row.updatedAt }));
  } else if (family === 'directories') {
    entries = (await directoryEntries(ctx)).slice(offset, offset + SITEMAP_FILE_LIMIT);
  } else if (family === 'salaries') {
    entries = (await salaryEntries(ctx)).slice(offset, offset + SITEMAP_FILE_LIMIT);
  } else if (family === 'organizations') {
    // The directory itself first, then one practice per address.
    const first = part === 1 ? [{ path: ORGANIZATIONS_PATH, lastmod: (await countPublicOrganizations(ctx.readDb)).lastmod }] : [];
    const rows = await listOrganizationPages(ctx.readDb, SITEMAP_FILE_LIMIT - first.length, Math.max(0, offset - 1));
    entries = [...first, ...rows.map((row) => ({ path: organizationPath(row.username), lastmod: row.updatedAt }))];
  } else if (family === 'events') {
    entries = await eventSitemapEntries(ctx, SITEMAP_FILE_LIMIT, offset);
  } else {
    const listed = await listPublicProfessionals(ctx.readDb, SITEMAP_FILE_LIMIT - (part === 1 ? 1 : 0), Math.max(0, offset - 1));
    const first = part === 1 ? [{ path: PROFESSIONALS_PATH, lastmod: listed.lastmod }] : [];
    entries = [...first, ...listed.rows.map((row) => ({ path: `/dental-professionals/${encodeURIComponent(row.username)}/`, lastmod: row.updatedAt }))];
  }
  if (part > 1 && entries.length === 0) throw new AppError('NOT_FOUND', 'This sitemap file was not found.', { field: 'part' });
  return entries;
}
