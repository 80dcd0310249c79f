import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncement, AdminPromotion, AnnouncementInput, PromotionInput } from '@chairside/domain/promotions';
import type { AnalyticsReport } from '@chairside/domain/analytics';
import { api } from '../../lib/api-client';

export const ANNOUNCEMENTS_KEY = ['admin', 'announcements'] as const;
export const PROMOTIONS_KEY = ['admin', 'promotions'] as const;

export const useAdminAnnouncements = () =>
  useQuery({ queryKey: ANNOUNCEMENTS_KEY, queryFn: ({ signal }) => api.get<AdminAnnouncement[]>('/admin/announcements', signal) });

export const useAdminPromotions = () => useQuery({ queryKey: PROMOTIONS_KEY, queryFn: ({ signal }) => api.get<AdminPromotion[]>('/admin/promotions', signal) });

/** Create (no id) or edit an announcement, then refresh the list. */
export function useSaveAnnouncement() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnouncementInput }) =>
      id === null ? api.post<AdminAnnouncement>('/admin/announcements', body) : api.put<AdminAnnouncement>(`/admin/announcements/${id}`, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
  });
}

export function useSavePromotion() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionInput }) =>
      id === null ? api.post<AdminPromotion>('/admin/promotions', body) : api.put<AdminPromotion>(`/admin/promotions/${id}`, body),
    onSuccess: () => queries.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

/** Ends an announcement ('announcements') or a promotion ('promotions') now. */
export function useEndItem(kind: 'announcements' | 'promotions') {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`/admin/${kind}/${id}/end`),
    onSuccess: () => queries.invalidateQueries({ queryKey: kind === 'announcements' ? ANNOUNCEMENTS_KEY : PROMOTIONS_KEY }),
  });
}

export const useAnalyticsReport = (from: string, to: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['admin', 'analytics', from, to],
    queryFn: ({ signal }) => api.get<AnalyticsReport>(`/admin/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, signal),
  });
