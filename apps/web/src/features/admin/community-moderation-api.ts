import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminClassified, Classified } from '@chairside/domain/classifieds';
import type { CommunityEvent } from '@chairside/domain/community-events';
import { api } from '../../lib/api-client';

export type AdminEvent = { event: CommunityEvent; submitterName: string | null; submitterEmail: string | null };

export const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;
export const ADMIN_CLASSIFIEDS_KEY = ['admin', 'classifieds'] as const;

export const useAdminEvents = (status: CommunityEvent['status']) =>
  useQuery({ queryKey: [...ADMIN_EVENTS_KEY, status], queryFn: ({ signal }) => api.get<AdminEvent[]>(`/admin/events?status=${status}`, signal) });

export function useReviewEvent() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'APPROVE' | 'REJECT'; note: string }) =>
      api.put<CommunityEvent>(`/admin/events/${id}`, { decision, note }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
  });
}

export const useAdminClassifieds = (queue: 'PENDING' | 'FLAGGED') =>
  useQuery({ queryKey: [...ADMIN_CLASSIFIEDS_KEY, queue], queryFn: ({ signal }) => api.get<AdminClassified[]>(`/admin/classifieds?queue=${queue}`, signal) });

export function useReviewClassified() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'APPROVE' | 'REJECT' | 'DISMISS_FLAGS'; note: string }) =>
      api.put<Classified>(`/admin/classifieds/${id}`, { decision, note }),
    onSuccess: () => queries.invalidateQueries({ queryKey: ADMIN_CLASSIFIEDS_KEY }),
  });
}
