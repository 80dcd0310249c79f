import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { api } from '../../lib/api-client';

/**
 * The signed-in job seeker (GET /users/staff/current): resume, photo, flags and completeness.
 * Keyed by username under 'staff-current', so invalidating ['staff-current'] refreshes it and
 * a different person signing in on the same tab never sees the last one's resume.
 */
export const STAFF_CURRENT_KEY = ['staff-current'] as const;
export const staffCurrentKey = (username: string) => [...STAFF_CURRENT_KEY, username] as const;

/** `/users/staff/{username}/{rest}` with the username escaped. */
export const staffPath = (username: string, rest: string) => `/users/staff/${encodeURIComponent(username)}/${rest}`;

export function useCurrentStaff(username: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: staffCurrentKey(username ?? ''),
    queryFn: ({ signal }) => api.get<CurrentStaff>('/users/staff/current', signal),
    enabled: enabled && Boolean(username),
  });
}

/** Refetches the current staff (score, missing items, good to apply) after a write. */
export function useRefreshStaff() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: STAFF_CURRENT_KEY }), [queryClient]);
}

/** Changes the cached current staff in place (a toggle or a photo answered), before the refetch lands. */
export function usePatchStaff(username: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (patch: Partial<CurrentStaff>) =>
      queryClient.setQueryData<CurrentStaff>(staffCurrentKey(username), (current) => (current ? { ...current, ...patch } : current)),
    [queryClient, username],
  );
}
