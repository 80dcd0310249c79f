import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicJob } from '@chairside/domain/job-posting';
import type { SimilarJob, SimilarJobsAnswer } from '@chairside/domain/job-search';
import { apiRequest } from '../../lib/api-client';
import { decodeRouteParam, prefetchApi, type PageDataLoader, type ServerApiGet } from '../../lib/page-data';
import { isJobIdParam, jobApiPath, publicJobPath } from '../../lib/site-paths';
import { preloadPublicJobPage, preloadPublicJobShifts } from './public-job-route';

/** The public job page, with and without its slug (a missing or wrong slug answers 301 to the right one). */
export const PUBLIC_JOB_ROUTE = '/dental-jobs/job/:jobId/:slug';
export const PUBLIC_JOB_ROUTE_NO_SLUG = '/dental-jobs/job/:jobId';

/**
 * The posting whose public page an address (path and query) opens, by its id; null for any
 * other page. The server's page reuse follows that posting's changes (ADR 100).
 */
export function postingOfPage(url: string): number | null {
  const pathname = url.split(/[?#]/, 1)[0].replace(/(.)\/$/, '$1');
  for (const path of [PUBLIC_JOB_ROUTE, PUBLIC_JOB_ROUTE_NO_SLUG]) {
    const jobId = matchPath({ path, end: true }, pathname)?.params.jobId;
    if (jobId !== undefined && isJobIdParam(jobId)) return Number(jobId);
  }
  return null;
}

/** The page's cache entry: the posting, or null for an unknown id or a draft. */
export const publicJobKey = (jobId: string) => ['public-job', jobId] as const;
/**
 * Where a request for a posting's page must go instead: its canonical path (query string kept)
 * when the slug in the URL is missing or wrong; null when it is right or the posting is unknown.
 */
export function slugRedirect(job: Pick<PublicJob, 'id' | 'slug'> | null | undefined, slug: string | undefined, search: string): string | null {
  if (!job || slug === job.slug) return null;
  return `${publicJobPath(job.id, job.slug)}${search}`;
}

/** Server rendering: the posting in the cache before the page renders, or a 301 to its canonical URL. */
const load: PageDataLoader['load'] = async (params, queries, get, url) => {
  await preloadPublicJobPage();
  const jobId = params.jobId ?? '';
  if (!isJobIdParam(jobId)) {
    queries.setQueryData(publicJobKey(jobId), null);
    return;
  }
  await prefetchApi(queries, get, publicJobKey(jobId), jobApiPath(jobId));
  const slug = params.slug === undefined ? undefined : decodeRouteParam(params.slug);
  const job = queries.getQueryData<PublicJob | null>(publicJobKey(jobId));
  const redirect = slugRedirect(job, slug, url.search);
  if (redirect) return { redirect };
  if (job?.type === 'TEMP') await preloadPublicJobShifts();
  // 'Similar jobs' render with the page, live or not.
  if (job) await prefetchSimilarJobs(queries, get, job.id);
};

// 'Similar jobs' (GET /jobs/{id}/similar). They live here, with the posting's own read: the page
// reads them from this module, which every public page loads anyway.
export const similarJobsKey = (jobId: number) => ['similar-jobs', jobId] as const;
const similarApiPath = (jobId: number) => `/jobs/${jobId}/similar`;

/** The posting's similar jobs, as anyone sees them. */
export async function fetchSimilarJobs(jobId: number, signal?: AbortSignal): Promise<SimilarJob[]> {
  return (await apiRequest<SimilarJobsAnswer>(similarApiPath(jobId), { signal, auth: false })).data.jobs;
}

/** Server rendering: the similar jobs in the cache with the posting; none when they could not be read (they are extra). */
async function prefetchSimilarJobs(queries: QueryClient, get: ServerApiGet, jobId: number): Promise<void> {
  await queries.prefetchQuery({
    queryKey: similarJobsKey(jobId),
    queryFn: async () => {
      const { status, body } = await get(similarApiPath(jobId));
      return status === 200 ? (body as SimilarJobsAnswer).jobs : [];
    },
  });
}

export const PUBLIC_JOB_LOADERS: PageDataLoader[] = [
  { path: PUBLIC_JOB_ROUTE, load },
  { path: PUBLIC_JOB_ROUTE_NO_SLUG, load },
];
