import { USERNAME_PATTERN } from '@chairside/domain/accounts-rules';
import type { StaffProfile } from '@chairside/domain/resume-profile';
import { ApiError, apiRequest } from '../../lib/api-client';
import { prefetchApi, type PageDataLoader } from '../../lib/page-data';
import { PUBLIC_PROFILE_ROUTE } from '../../lib/site-paths';
import { preloadPublicProfilePage } from './public-profile-route';

/** The public profile's cache entry: the resume, or null for a private or unknown one. */
export const publicProfileKey = (username: string) => ['staff-profile', username] as const;
const profileApiPath = (username: string) => `/users/staff/${encodeURIComponent(username)}/profile`;

/**
 * The resume as anyone sees it: asked without the session, so a signed-in owner of a private
 * resume sees the same 404 page as everyone else (the server-rendered page agrees).
 */
export async function fetchPublicProfile(username: string, signal?: AbortSignal): Promise<StaffProfile | null> {
  if (!USERNAME_PATTERN.test(username)) return null;
  try {
    return (await apiRequest<StaffProfile>(profileApiPath(username), { signal, auth: false })).data;
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return null;
    throw caught;
  }
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Server rendering: the public resume in the cache before the page renders. */
export const PUBLIC_PROFILE_LOADER: PageDataLoader = {
  path: PUBLIC_PROFILE_ROUTE,
  load: async (params, queries, get) => {
    await preloadPublicProfilePage();
    // The router hands the page a decoded parameter; matchPath on the raw path does not.
    const username = decodeParam(params.username ?? '');
    if (!USERNAME_PATTERN.test(username)) {
      queries.setQueryData(publicProfileKey(username), null);
      return;
    }
    await prefetchApi(queries, get, publicProfileKey(username), profileApiPath(username));
  },
};
