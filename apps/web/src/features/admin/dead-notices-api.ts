import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeadNotice, RetriedNotice } from '@chairside/domain/notices';
import { api } from '../../lib/api-client';

export const DEAD_NOTICES_KEY = ['admin', 'dead-notices'] as const;

/** Notices that used up their attempts, the latest first. */
export const useDeadNotices = () => useQuery({ queryKey: DEAD_NOTICES_KEY, queryFn: ({ signal }) => api.get<DeadNotice[]>('/admin/notices/dead', signal) });

/** Gives a dead notice a fresh set of attempts, then refreshes the list. */
export function useRetryNotice() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<RetriedNotice>(`/admin/notices/${id}/retry`),
    onSuccess: () => queries.invalidateQueries({ queryKey: DEAD_NOTICES_KEY }),
  });
}
