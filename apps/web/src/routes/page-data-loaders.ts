import type { PageDataLoader } from '../lib/page-data';

/** Server-side data for public pages, by route path (react-router patterns). Features add theirs here. */
export const PAGE_DATA_LOADERS: PageDataLoader[] = [];
