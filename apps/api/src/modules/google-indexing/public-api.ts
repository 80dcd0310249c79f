// What other modules use of the Google Indexing API (ADR 109): queue a notification for a
// posting's page in the transaction of its change, the handler and the expiry task, the admin
// status route, and the adapter the app context is built with.
export { announceExpired, handleIndexing, INDEXING_EXPIRY_EVERY_MS, INDEXING_EXPIRY_TASK, jobPageUrl, queueJobIndexing } from './indexing-queue';
export { googleIndexingAdminRoutes } from './admin-routes';
export { createIndexingAdapter } from './indexing-adapter';
export { type IndexingAdapter } from './indexing-port';
