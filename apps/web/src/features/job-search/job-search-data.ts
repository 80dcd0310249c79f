import type { JobSearchAnswer } from '@chairside/domain/job-search';
import { ApiError } from '../../lib/api-client';
import { decodeRouteParam, type PageDataLoader, type ServerApiGet } from '../../lib/page-data';
import { searchCalls, searchStateFrom, type SearchCall } from './job-search-url';
import { preloadJobSearchPage, PUBLIC_SEARCH_ROUTES } from './public-job-search-route';

/**
 * The calls the public search page makes for a URL (its path's position and ZIP code, as the
 * router hands them to the page, and its query string): none while the form has a problem.
 */
export function visitorSearchCalls(params: Record<string, string | undefined>, query: URLSearchParams): SearchCall[] {
  const decoded = (value: string | undefined) => (value === undefined ? undefined : decodeRouteParam(value));
  const state = searchStateFrom(decoded(params.position), decoded(params.zip), query);
  const { main, national } = searchCalls(state, null);
  return [main, national].filter((call) => call.enabled);
}

/** An answer as the page's own call reads it: a refusal becomes the same ApiError, with the API's message. */
async function searchAnswer(get: ServerApiGet, path: string): Promise<JobSearchAnswer> {
  const { status, body } = await get(path);
  if (status >= 400) throw new ApiError({ kind: 'response', status, body });
  return body as JobSearchAnswer;
}

/** Server rendering: the visitor's search lists in the cache (a refused search too) before the page renders. */
const load: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadJobSearchPage();
  await Promise.all(
    visitorSearchCalls(params, url.searchParams).map((call) =>
      queries.prefetchQuery({ queryKey: call.queryKey, queryFn: () => searchAnswer(get, call.path), retry: false }),
    ),
  );
};

export const PUBLIC_SEARCH_LOADERS: PageDataLoader[] = PUBLIC_SEARCH_ROUTES.map((path) => ({ path, load }));
