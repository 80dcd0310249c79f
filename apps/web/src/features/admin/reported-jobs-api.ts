import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedJob, ReportedJobAction, ReviewedReportedJob } from '@chairside/domain/job-posting';
import { api } from '../../lib/api-client';

export const REPORTED_JOBS_KEY = ['admin', 'reported-jobs'] as const;

/** Reported postings still shown, the most recently reported first, with their open reports. */
export const useReportedJobs = () => useQuery({ queryKey: REPORTED_JOBS_KEY, queryFn: ({ signal }) => api.get<ReportedJob[]>('/admin/reported-jobs', signal) });

/** Hides a posting, dismisses its reports or suspends its practice, then refreshes the queue. */
export function useReviewReportedJob() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: number; action: ReportedJobAction }) => api.put<ReviewedReportedJob>(`/admin/reported-jobs/${jobId}`, { action }),
    onSuccess: () => queries.invalidateQueries({ queryKey: REPORTED_JOBS_KEY }),
  });
}
