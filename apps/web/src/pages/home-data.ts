import { useQuery } from '@tanstack/react-query';
import type { LatestJobsAnswer } from '@chairside/domain/job-directories';
import { apiRequest } from '../lib/api-client';
import { prefetchApi, type PageDataLoader } from '../lib/page-data';

export const LATEST_JOBS_KEY = ['home', 'latest-jobs'] as const;
export const LATEST_JOBS_PATH = '/job-directories/latest';

/** The home page's live postings (count, roles, newest): in the server's HTML, fresh for a minute. */
export function useLatestJobs() {
  return useQuery({
    queryKey: LATEST_JOBS_KEY,
    queryFn: async ({ signal }) => (await apiRequest<LatestJobsAnswer>(LATEST_JOBS_PATH, { signal, auth: false })).data,
    staleTime: 60_000,
    retryOnMount: false,
  });
}

/** The home page renders with its counts and newest postings on the server. */
export const HOME_LOADER: PageDataLoader = {
  path: '/',
  load: (_params, queries, get) => prefetchApi(queries, get, LATEST_JOBS_KEY, LATEST_JOBS_PATH),
};
