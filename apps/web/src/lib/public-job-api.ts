// The public posting as anyone sees it, read by the public job page and by the screens that apply to it.
import type { PublicJob } from '@chairside/domain/job-posting';
import { ApiError, apiRequest } from './api-client';
import { isJobIdParam, jobApiPath } from './site-paths';

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
