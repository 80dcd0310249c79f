import type { Config } from '../../platform/config';
import { googleIndexingAdapter, parseServiceAccount } from './google-indexing-adapter';
import { localIndexingAdapter, type IndexingAdapter } from './indexing-port';

/** Google's Indexing API when a service account is configured, else the local adapter. */
export function createIndexingAdapter(config: Config): IndexingAdapter {
  if (!config.GOOGLE_INDEXING_SERVICE_ACCOUNT) return localIndexingAdapter;
  return googleIndexingAdapter({
    account: parseServiceAccount(config.GOOGLE_INDEXING_SERVICE_ACCOUNT),
    apiUrl: config.GOOGLE_INDEXING_API_URL,
    tokenUrl: config.GOOGLE_INDEXING_TOKEN_URL,
  });
}
