import type { PublicJob } from '@chairside/domain/job-posting';
import { ApiError, apiRequest } from '../../lib/api-client';
import { prefetchApi, type PageDataLoader } from '../../lib/page-data';
import { preloadPublicJobPage } from './public-job-route';

/** The public job page, with and without its slug (a missing or wrong slug canonicalises). */
export const PUBLIC_JOB_ROUTE = '/dental-jobs/job/:jobId/:slug';
export const PUBLIC_JOB_ROUTE_NO_SLUG = '/dental-jobs/job/:jobId';

/** The page's cache entry: the posting, or null for an unknown id or a draft. */
export const publicJobKey = (jobId: string) => ['public-job', jobId] as const;
const jobApiPath = (jobId: string) => `/jobs/${jobId}`;

/** Job ids in a path: digits only, no leading zero, within the safe integers. */
export const isJobIdParam = (value: string) => /^[1-9]\d{0,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER;

/** The posting as anyone sees it (asked without the session, as the server-rendered page does). */
export async function fetchPublicJob(jobId: string, signal?: AbortSignal): Promise<PublicJob | null> {
  if (!isJobIdParam(jobId)) return null;
  try {
    return (await apiRequest<PublicJob>(jobApiPath(jobId), { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

async function load(params: Record<string, string | undefined>, queries: Parameters<PageDataLoader['load']>[1], get: Parameters<PageDataLoader['load']>[2]) {
  await preloadPublicJobPage();
  const jobId = params.jobId ?? '';
  if (!isJobIdParam(jobId)) {
    queries.setQueryData(publicJobKey(jobId), null);
    return;
  }
  await prefetchApi(queries, get, publicJobKey(jobId), jobApiPath(jobId));
}

/** Server rendering: the posting in the cache before the page renders. */
export const PUBLIC_JOB_LOADERS: PageDataLoader[] = [
  { path: PUBLIC_JOB_ROUTE, load },
  { path: PUBLIC_JOB_ROUTE_NO_SLUG, load },
];
