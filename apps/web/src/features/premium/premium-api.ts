import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumStatus, ResumeView, SalaryFigures } from '@chairside/domain/premium';
import { api } from '../../lib/api-client';

const base = (username: string) => `/users/staff/${encodeURIComponent(username)}`;
export const premiumKey = (username: string) => ['premium', username] as const;

export function usePremium(username: string) {
  return useQuery({ queryKey: premiumKey(username), queryFn: ({ signal }) => api.get<PremiumStatus>(`${base(username)}/premium`, signal) });
}

/** A premium benefit's data: fetched only for a member (otherwise the API answers 402). */
export function useResumeViews(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['premium', username, 'resume-views'],
    queryFn: ({ signal }) => api.get<ResumeView[]>(`${base(username)}/resume-views`, signal),
    enabled,
  });
}

export function useSalaryFigures(username: string, enabled: boolean) {
  return useQuery({
    queryKey: ['premium', username, 'salary-figures'],
    queryFn: ({ signal }) => api.get<SalaryFigures>(`${base(username)}/salary-figures`, signal),
    enabled,
  });
}

export function useBuyPremium(username: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (nonce: string) => api.post<PremiumStatus>(`${base(username)}/premium`, { nonce }),
    onSuccess: (status) => {
      queries.setQueryData(premiumKey(username), status);
      void queries.invalidateQueries({ queryKey: premiumKey(username) });
    },
  });
}

export function useChangePremium(username: string) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => api.put<PremiumStatus>(`${base(username)}/premium`, { cancelAtPeriodEnd }),
    onSuccess: (status) => queries.setQueryData(premiumKey(username), status),
  });
}
