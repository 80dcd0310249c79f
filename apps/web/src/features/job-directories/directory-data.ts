import type { QueryClient } from '@tanstack/react-query';
import { ROLE_DIRECTORIES, parsePageParam, pagedPath } from '@chairside/domain/job-directory-rules';
import { ApiError, apiRequest } from '../../lib/api-client';
import type { PageDataLoader, ServerApiGet } from '../../lib/page-data';
import { preloadDirectoryPages } from './directory-route';

/** Which page a directory route shows. */
export type DirectoryView = 'zones' | 'directory' | 'salary' | 'organizations' | 'organization' | 'professionals';

/** One route of the directory family: its path pattern and how its parameters become an API call. */
export type DirectoryRoute = {
  path: string;
  view: DirectoryView;
  /** The API path (with query) for the route's parameters and page; null when a parameter cannot be real (404). */
  api: (params: Record<string, string | undefined>, page: number) => string | null;
  /** Whether the page takes ?page= (others answer 404 to it). */
  paged: boolean;
};

const SLUG = /^[A-Za-z0-9-]{1,80}$/;
const USERNAME = /^[A-Za-z0-9_-]{1,64}$/;
const slugs = (...values: (string | undefined)[]) => values.every((value) => value !== undefined && SLUG.test(value));
const query = (parts: Record<string, string | number | undefined>) =>
  Object.entries(parts)
    .filter(([, value]) => value !== undefined && !(typeof value === 'number' && value <= 1))
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
const jobs = (parts: Record<string, string | number | undefined>) => `/job-directories/jobs?${query(parts)}`;

const roleRoutes: DirectoryRoute[] = ROLE_DIRECTORIES.flatMap((role) => [
  {
    path: `/dental-jobs/${role.slug}`,
    view: 'directory' as const,
    paged: true,
    api: (_p: Record<string, string | undefined>, page: number) => jobs({ role: role.slug, page }),
  },
  {
    path: `/dental-jobs/${role.slug}/metro/:metro`,
    view: 'directory' as const,
    paged: true,
    api: (p: Record<string, string | undefined>, page: number) => (slugs(p.metro) ? jobs({ role: role.slug, metro: p.metro, page }) : null),
  },
  {
    path: `/dental-jobs/${role.slug}/:state`,
    view: 'directory' as const,
    paged: true,
    api: (p: Record<string, string | undefined>, page: number) => (slugs(p.state) ? jobs({ role: role.slug, state: p.state, page }) : null),
  },
]);

/** The directory family's routes (ADR 42): zones, roles, places, specialties, salaries, practices, professionals. */
export const DIRECTORY_ROUTES: DirectoryRoute[] = [
  { path: '/dental-jobs/zones', view: 'zones', paged: false, api: () => '/job-directories/zones' },
  { path: '/dental-jobs/canada', view: 'directory', paged: true, api: (_p, page) => jobs({ country: 'CA', page }) },
  { path: '/dental-jobs/state/:state', view: 'directory', paged: true, api: (p, page) => (slugs(p.state) ? jobs({ state: p.state, page }) : null) },
  {
    path: '/dental-jobs/state/:state/:city',
    view: 'directory',
    paged: true,
    api: (p, page) => (slugs(p.state, p.city) ? jobs({ state: p.state, city: p.city, page }) : null),
  },
  { path: '/dental-jobs/metro/:metro', view: 'directory', paged: true, api: (p, page) => (slugs(p.metro) ? jobs({ metro: p.metro, page }) : null) },
  { path: '/dental-jobs/region/:cluster', view: 'directory', paged: true, api: (p, page) => (slugs(p.cluster) ? jobs({ cluster: p.cluster, page }) : null) },
  {
    path: '/dental-jobs/specialty/:specialty',
    view: 'directory',
    paged: true,
    api: (p, page) => (slugs(p.specialty) ? jobs({ specialty: p.specialty, page }) : null),
  },
  ...roleRoutes,
  {
    path: '/dental-salaries/:role/metro/:metro',
    view: 'salary',
    paged: false,
    api: (p) => (slugs(p.role, p.metro) ? `/job-directories/salaries?${query({ role: p.role, metro: p.metro })}` : null),
  },
  {
    path: '/dental-salaries/:role/:state',
    view: 'salary',
    paged: false,
    api: (p) => (slugs(p.role, p.state) ? `/job-directories/salaries?${query({ role: p.role, state: p.state })}` : null),
  },
  {
    path: '/dental-jobs/organizations',
    view: 'organizations',
    paged: true,
    api: (_p, page) => `/job-directories/organizations${page > 1 ? `?page=${page}` : ''}`,
  },
  {
    path: '/dental-jobs/organizations/:username',
    view: 'organization',
    paged: false,
    api: (p) => (p.username !== undefined && USERNAME.test(p.username) ? `/job-directories/organizations/${encodeURIComponent(p.username)}` : null),
  },
  { path: '/dental-professionals', view: 'professionals', paged: true, api: (_p, page) => `/job-directories/professionals${page > 1 ? `?page=${page}` : ''}` },
];

/** The page a URL asks for: null for a malformed page number, or any page on a page that has one. */
export function pageOfUrl(route: DirectoryRoute, search: URLSearchParams): number | null {
  const values = search.getAll('page');
  if (values.length > 1) return null;
  const page = parsePageParam(values[0]);
  if (page === null || (!route.paged && page !== 1)) return null;
  return page;
}

/** The cache entry of a directory answer (null: the page is a 404). */
export const directoryKey = (apiPath: string | null) => ['job-directory', apiPath ?? 'none'] as const;

/** An answer by its API path: a 404 or a 400 (a value no place has) is null, so the page says "not found". */
export async function fetchDirectory<T>(apiPath: string | null, signal?: AbortSignal): Promise<T | null> {
  if (apiPath === null) return null;
  try {
    return (await apiRequest<T>(apiPath, { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && (caught.status === 404 || caught.status === 400)) return null;
    throw caught;
  }
}

async function prefetch(queries: QueryClient, get: ServerApiGet, apiPath: string | null) {
  await queries.prefetchQuery({
    queryKey: directoryKey(apiPath),
    queryFn: async () => {
      if (apiPath === null) return null;
      const { status, body } = await get(apiPath);
      if (status === 404 || status === 400) return null;
      if (status >= 400) throw new Error(`GET ${apiPath} answered ${status}`);
      return body;
    },
  });
}

/** The canonical path the answer gives (directories, salaries, practices), if any. */
const canonicalOf = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && 'path' in answer && typeof (answer as { path: unknown }).path === 'string' ? (answer as { path: string }).path : null;

/**
 * Server rendering: the answer in the cache, or a 301 to the canonical form (lower case, the
 * state's name rather than its code, a trailing slash, no ?page=1).
 */
function loaderOf(route: DirectoryRoute): PageDataLoader {
  return {
    path: route.path,
    load: async (params, queries, get, url) => {
      await preloadDirectoryPages();
      const page = pageOfUrl(route, url.searchParams);
      const apiPath = page === null ? null : route.api(params, page);
      await prefetch(queries, get, apiPath);
      const answer = queries.getQueryData(directoryKey(apiPath));
      const canonical =
        canonicalOf(answer) ?? (route.view === 'zones' || route.view === 'organizations' || route.view === 'professionals' ? `${route.path}/` : null);
      if (page !== null && canonical) {
        const wanted = pagedPath(canonical, page);
        if (`${url.pathname}${url.searchParams.has('page') ? `?page=${url.searchParams.get('page')}` : ''}` !== wanted) return { redirect: wanted };
      }
    },
  };
}

export const DIRECTORY_LOADERS: PageDataLoader[] = DIRECTORY_ROUTES.map(loaderOf);
