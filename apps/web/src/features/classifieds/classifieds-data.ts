import { ALL_CLASSIFIEDS_SLUG, classifiedCategoryBySlug, type Classified } from '@chairside/domain/classifieds';
import { decodeRouteParam, prefetchApi, type PageDataLoader } from '../../lib/page-data';
import {
  CLASSIFIED_ROUTE,
  CLASSIFIED_ROUTE_NO_SLUG,
  CLASSIFIEDS_LIST_ROUTE,
  classifiedApiPath,
  classifiedKey,
  classifiedsListKey,
  classifiedsListPath,
  isIdParam,
} from './classifieds-api';
import { preloadClassifiedsPages } from './classifieds-route';

const loadList: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadClassifiedsPages();
  const slug = decodeRouteParam(params.category ?? '');
  const category = slug === ALL_CLASSIFIEDS_SLUG ? null : classifiedCategoryBySlug(slug);
  const pageValue = url.searchParams.get('page');
  const page = pageValue === null ? 1 : /^[1-9]\d{0,2}$/.test(pageValue) ? Number(pageValue) : null;
  if ((slug !== ALL_CLASSIFIEDS_SLUG && !category) || page === null) return;
  await prefetchApi(queries, get, classifiedsListKey(category?.code ?? null, page), classifiedsListPath(category?.code ?? null, page));
};

/** The listing in the cache before the page renders; a missing or wrong slug answers 301 to its path. */
const loadListing: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadClassifiedsPages();
  const id = params.listingId ?? '';
  if (!isIdParam(id)) {
    queries.setQueryData(classifiedKey(id), null);
    return;
  }
  await prefetchApi(queries, get, classifiedKey(id), classifiedApiPath(id));
  const listing = queries.getQueryData<Classified | null>(classifiedKey(id));
  if (listing && url.pathname !== listing.path) return { redirect: `${listing.path}${url.search}` };
};

export const CLASSIFIEDS_LOADERS: PageDataLoader[] = [
  { path: CLASSIFIEDS_LIST_ROUTE, load: loadList },
  { path: CLASSIFIED_ROUTE, load: loadListing },
  { path: CLASSIFIED_ROUTE_NO_SLUG, load: loadListing },
];
