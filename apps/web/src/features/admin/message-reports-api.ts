import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReport, ResolvedReport, ResolveReport } from '@chairside/domain/messaging';
import { api } from '../../lib/api-client';

export const MESSAGE_REPORTS_KEY = ['admin', 'message-reports'] as const;

/** Open message reports, oldest first, with the conversation around each message. */
export const useMessageReports = () =>
  useQuery({ queryKey: MESSAGE_REPORTS_KEY, queryFn: ({ signal }) => api.get<MessageReport[]>('/admin/message-reports', signal) });

/** Dismisses a report or blocks its sender, then refreshes the list. */
export function useResolveReport() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ResolveReport['action'] }) => api.put<ResolvedReport>(`/admin/message-reports/${id}`, { action }),
    onSuccess: () => queries.invalidateQueries({ queryKey: MESSAGE_REPORTS_KEY }),
  });
}
