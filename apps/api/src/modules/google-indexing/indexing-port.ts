/** What Google is told about one public page: it changed (or went live), or it is gone. */
export type IndexingNotification = { url: string; type: 'URL_UPDATED' | 'URL_DELETED' };

/**
 * How one notification ended: Google took it (`sent`), or refused it for good (`refused`: a
 * page the account does not own, a malformed address); trying again would not help. A failure
 * that may pass (Google busy, over its rate, the network) is thrown, and the queue tries again.
 */
export type IndexingResult = { outcome: 'sent'; status: number; detail: string | null } | { outcome: 'refused'; status: number; detail: string };

/** The port every Indexing API notification leaves through (ADR 109). */
export type IndexingAdapter = { name: 'local' | 'google'; publish: (notification: IndexingNotification) => Promise<IndexingResult> };

/** A failure worth another attempt later (the queue's back-off). */
export class IndexingUnavailableError extends Error {}

/**
 * The local adapter: the notification is recorded (google_indexing_requests, shown in the admin
 * area) and goes nowhere. The default, and the adapter of every test that does not start a fake Google.
 */
export const localIndexingAdapter: IndexingAdapter = {
  name: 'local',
  publish: async () => ({ outcome: 'sent', status: 200, detail: 'recorded locally' }),
};
