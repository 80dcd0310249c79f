import type { CommunityEvent } from '@chairside/domain/community-events';
import { eventCategoryBySlug } from '@chairside/domain/community-events';
import { decodeRouteParam, prefetchApi, type PageDataLoader } from '../../lib/page-data';
import {
  EVENT_ROUTE,
  EVENT_ROUTE_NO_SLUG,
  EVENTS_CATEGORY_ROUTE,
  EVENTS_ROUTE,
  eventApiPath,
  eventKey,
  eventsListKey,
  eventsListPath,
  isIdParam,
} from './events-api';
import { preloadEventsPages } from './events-route';

const pageParam = (url: URL) => {
  const value = url.searchParams.get('page');
  return value === null ? 1 : /^[1-9]\d{0,2}$/.test(value) ? Number(value) : null;
};

const loadList: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadEventsPages();
  const category = params.category === undefined ? null : eventCategoryBySlug(decodeRouteParam(params.category));
  const page = pageParam(url);
  if ((params.category !== undefined && !category) || page === null) return;
  await prefetchApi(queries, get, eventsListKey(category?.code ?? null, page), eventsListPath(category?.code ?? null, page));
};

/** The event in the cache before the page renders; a missing or wrong slug answers 301 to the event's path. */
const loadEvent: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadEventsPages();
  const id = params.eventId ?? '';
  if (!isIdParam(id)) {
    queries.setQueryData(eventKey(id), null);
    return;
  }
  await prefetchApi(queries, get, eventKey(id), eventApiPath(id));
  const event = queries.getQueryData<CommunityEvent | null>(eventKey(id));
  if (event && url.pathname !== event.path) return { redirect: `${event.path}${url.search}` };
};

export const EVENTS_LOADERS: PageDataLoader[] = [
  { path: EVENTS_ROUTE, load: loadList },
  { path: EVENTS_CATEGORY_ROUTE, load: loadList },
  { path: EVENT_ROUTE, load: loadEvent },
  { path: EVENT_ROUTE_NO_SLUG, load: loadEvent },
];
