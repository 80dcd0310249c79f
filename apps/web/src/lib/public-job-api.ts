// The public posting as anyone sees it, read by the public job page and by the screens that apply to it.
import type { PublicJob } from '@chairside/domain/job-posting';
import { ApiError, apiRequest } from './api-client';

/** The posting's address in the API. */
export const jobApiPath = (jobId: string) => `/jobs/${jobId}`;

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
