// What other modules and the app's roots use of site search.
/** Its scheduled task, run by scheduled-tasks.ts. */
export { refreshSiteSearchTerms, SITE_SEARCH_TERMS_EVERY_MS, SITE_SEARCH_TERMS_TASK } from './site-search-terms';
