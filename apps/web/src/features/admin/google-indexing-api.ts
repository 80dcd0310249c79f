import { useQuery } from '@tanstack/react-query';
import type { IndexingStatus } from '@chairside/domain/google-indexing';
import { api } from '../../lib/api-client';

export const GOOGLE_INDEXING_KEY = ['admin', 'google-indexing'] as const;

/** The Indexing API's adapter, today's quota, what waits and the latest notifications. */
export const useGoogleIndexing = () =>
  useQuery({ queryKey: GOOGLE_INDEXING_KEY, queryFn: ({ signal }) => api.get<IndexingStatus>('/admin/google-indexing', signal) });
