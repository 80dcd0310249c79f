import { prefetchApi, type PageDataLoader } from '../../lib/page-data';
import { canSearch, previewSearchKey, previewSearchPath, searchStateOf } from './resume-search-api';

/** The public resume search's route (no trailing slash: react-router matches both). */
export const PUBLIC_RESUME_SEARCH_ROUTE = '/resume-search';
export const CANDIDATE_MATCHING_ROUTE = '/candidate-matching';

/** Server rendering: the preview for the URL's position and ZIP code in the cache before the page renders. */
export const PUBLIC_RESUME_SEARCH_LOADER: PageDataLoader = {
  path: PUBLIC_RESUME_SEARCH_ROUTE,
  load: async (_params, queries, get, url) => {
    const state = searchStateOf(url.searchParams);
    if (!canSearch(state)) return;
    await prefetchApi(queries, get, previewSearchKey(state), previewSearchPath(state));
  },
};
