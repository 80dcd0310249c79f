import { useQuery } from '@tanstack/react-query';
import type { TempProfile, TempProfileInput } from '@chairside/domain/temp-profile';
import { api } from '../../lib/api-client';

export const TEMP_WORK_PATH = '/app/temp-work';
export const tempProfileKey = (username: string) => ['temp-profile', username] as const;

const tempProfilePath = (username: string) => `/users/staff/${encodeURIComponent(username)}/temp-profile`;

/** The job seeker's temp profile; `exists` false before the first save (the form starts empty). */
export function useTempProfile(username: string) {
  return useQuery({
    queryKey: tempProfileKey(username),
    queryFn: ({ signal }) => api.get<TempProfile>(tempProfilePath(username), signal),
  });
}

/** Replaces the whole temp profile; answers it as stored, with its summary. */
export const saveTempProfile = (username: string, body: TempProfileInput) => api.put<TempProfile>(tempProfilePath(username), body);
