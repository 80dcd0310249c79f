import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SavedJob } from '@chairside/domain/saved-jobs';
import { api } from '../../lib/api-client';

export const SAVED_JOBS_PATH = '/app/saved-jobs';
export const savedJobsKey = (username: string) => ['saved-jobs', username] as const;

const savedJobsPath = (username: string) => `/users/staff/${encodeURIComponent(username)}/saved-jobs`;

/** The job seeker's saved jobs, newest first (only fetched when `enabled`: a signed-in job seeker). */
export function useSavedJobs(username: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: savedJobsKey(username ?? ''),
    queryFn: ({ signal }) => api.get<SavedJob[]>(savedJobsPath(username ?? ''), signal),
    enabled: enabled && Boolean(username),
  });
}

export const saveJob = (username: string, jobId: number) => api.put<SavedJob>(`${savedJobsPath(username)}/${jobId}`);
export const unsaveJob = (username: string, jobId: number) => api.delete<void>(`${savedJobsPath(username)}/${jobId}`);

/** The cached list with the posting saved (at the top) or removed, before the list reloads. */
export function updateSavedJobs(queries: QueryClient, username: string, jobId: number, saved: SavedJob | null) {
  queries.setQueryData<SavedJob[]>(savedJobsKey(username), (list) => {
    if (!list) return list;
    const rest = list.filter((item) => item.jobId !== jobId);
    return saved ? [saved, ...rest] : rest;
  });
  void queries.invalidateQueries({ queryKey: savedJobsKey(username) });
}
