import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewOutcome, TempReliabilityReview } from '@chairside/domain/temp-no-shows';
import { api } from '../../lib/api-client';

export const TEMP_RELIABILITY_KEY = ['admin', 'temp-reliability'] as const;

/** Disputed no-shows waiting for a decision, and professionals whose booking is paused. */
export const useTempReliability = () =>
  useQuery({ queryKey: TEMP_RELIABILITY_KEY, queryFn: ({ signal }) => api.get<TempReliabilityReview>('/admin/temp-reliability', signal) });

type Decision = { kind: 'review'; id: number; outcome: ReviewOutcome } | { kind: 'clear'; username: string };

/** Upholds or overturns a no-show, or lifts a pause; the answer is the lists as they are now. */
export function useReliabilityDecision() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.kind === 'review'
        ? api.post<TempReliabilityReview>(`/admin/temp-reliability/no-shows/${decision.id}/review`, { outcome: decision.outcome })
        : api.post<TempReliabilityReview>(`/admin/temp-reliability/paused/${encodeURIComponent(decision.username)}/clearance`),
    onSuccess: (answer) => queries.setQueryData(TEMP_RELIABILITY_KEY, answer),
    onSettled: () => queries.invalidateQueries({ queryKey: TEMP_RELIABILITY_KEY }),
  });
}
