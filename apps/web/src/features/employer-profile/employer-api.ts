import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmployerAccount, EmployerDashboard, EmployerProfile } from '@chairside/domain/employer-profile';
import type { Office } from '@chairside/domain/office';
import { api } from '../../lib/api-client';

/** `/users/employers/{username}/{rest}` with the username escaped. */
export const employerPath = (username: string, rest: string) => `/users/employers/${encodeURIComponent(username)}/${rest}`;
export const officePath = (username: string, officeId: number, rest = '') => employerPath(username, `offices/${officeId}${rest ? `/${rest}` : ''}`);
/** The catalogue names the user twice in photo paths: both are the signed-in practice. */
export const officePhotosPath = (username: string, officeId: number, rest = '') => {
  const name = encodeURIComponent(username);
  return `/users/employers/${name}/photos/multi/${name}/OFFICE_PHOTOS/${officeId}${rest ? `/${rest}` : ''}`;
};

export const employerProfileKey = (username: string) => ['employer-profile', username] as const;
export const EMPLOYER_DASHBOARD_KEY = ['employer-dashboard'] as const;
export const employerDashboardKey = (username: string) => [...EMPLOYER_DASHBOARD_KEY, username] as const;

export function useEmployerProfile(username: string) {
  return useQuery({
    queryKey: employerProfileKey(username),
    queryFn: ({ signal }) => api.get<EmployerProfile>(employerPath(username, 'profile'), signal),
  });
}

/** GET users/employers/{u}: who signed up for the practice (name, email) and its phone (shared with the settings screen). */
export function useEmployerAccount(username: string) {
  return useQuery({
    queryKey: ['employer-account', username],
    queryFn: ({ signal }) => api.get<EmployerAccount>(`/users/employers/${encodeURIComponent(username)}`, signal),
  });
}

/** GET users/employers/{u}/dashboard: counts, free slots, hasSubscription and profile gaps. */
export function useEmployerDashboard(username: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: employerDashboardKey(username ?? ''),
    queryFn: ({ signal }) => api.get<EmployerDashboard>(employerPath(username ?? '', 'dashboard'), signal),
    enabled: enabled && Boolean(username),
  });
}

/** Changes the cached profile in place, and refreshes what depends on it (dashboard gaps, the posting form's offices). */
export function useProfileChanged(username: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (change?: (profile: EmployerProfile) => EmployerProfile) => {
      if (change) queryClient.setQueryData<EmployerProfile>(employerProfileKey(username), (current) => (current ? change(current) : current));
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: ['employer-offices', username] });
    },
    [queryClient, username],
  );
}

/** Primary first, then as the API ordered them (oldest first). */
export const sortOffices = (offices: Office[]) => [...offices].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

/** Changes some fields of one office of the profile. */
export const patchOffice =
  (officeId: number, patch: Partial<Office>) =>
  (profile: EmployerProfile): EmployerProfile => ({
    ...profile,
    offices: profile.offices.map((office) => (office.id === officeId ? { ...office, ...patch } : office)),
  });
