import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EMPLOYER_JOB_LIMIT, type EmployerJob, type JobSlot } from '@chairside/domain/job-posting';
import type { Office } from '@chairside/domain/office';
import { api, ApiError } from '../../lib/api-client';

// The employer's postings, slots and offices (for the posting form), keyed by username so a
// different practice signing in on the same tab never sees the last one's data.

const employerPath = (username: string, rest: string) => `/users/employers/${encodeURIComponent(username)}/${rest}`;

export const EMPLOYER_JOBS_KEY = ['employer-jobs'] as const;
export const employerJobsKey = (username: string) => [...EMPLOYER_JOBS_KEY, username] as const;
export const employerJobKey = (username: string, jobId: number) => ['employer-job', username, jobId] as const;
export const jobSlotsKey = (username: string) => ['job-slots', username] as const;
export const jobOfficesKey = (username: string) => ['employer-offices', username] as const;

export const jobsPath = (username: string) => employerPath(username, `jobs?limit=${EMPLOYER_JOB_LIMIT}`);
export const newJobPath = (username: string) => employerPath(username, 'jobs');
/** The posting editor and the posting's summary screen. */
export const editJobPath = (jobId: number) => `/app/post-job/edit/${jobId}`;
export const summaryPath = (jobId: number) => `/app/post-job/summary/${jobId}`;
export const jobPath = (username: string, jobId: number) => `/users/${encodeURIComponent(username)}/jobs/${jobId}`;
export const slotsPath = (username: string) => employerPath(username, 'job-slots');
export const cancelSlotPath = (username: string, slotId: number) => employerPath(username, `job-slot/${slotId}/cancel`);

export function useEmployerJobs(username: string) {
  return useQuery({ queryKey: employerJobsKey(username), queryFn: ({ signal }) => api.get<EmployerJob[]>(jobsPath(username), signal) });
}

/** One posting of the practice; null when it is not found (unknown, or another practice's). */
export function useEmployerJob(username: string, jobId: number | null) {
  return useQuery({
    queryKey: employerJobKey(username, jobId ?? 0),
    enabled: jobId !== null,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<EmployerJob>(jobPath(username, jobId as number), signal);
      } catch (caught) {
        if (caught instanceof ApiError && (caught.status === 404 || caught.status === 400)) return null;
        throw caught;
      }
    },
  });
}

export function useJobSlots(username: string) {
  return useQuery({ queryKey: jobSlotsKey(username), queryFn: ({ signal }) => api.get<JobSlot[]>(slotsPath(username), signal) });
}

/** Free slots (activeJobId 0), by slot id. */
export const freeSlots = (slots: readonly JobSlot[] | undefined) =>
  (slots ?? []).filter((slot) => slot.activeJobId === 0 && !slot.cancelledAt).sort((a, b) => a.slotId - b.slotId);

export function useJobOffices(username: string) {
  return useQuery({ queryKey: jobOfficesKey(username), queryFn: ({ signal }) => api.get<Office[]>(employerPath(username, 'offices'), signal) });
}

/** After a posting changes: its detail gets the answer, the lists, slots and dashboard refetch. */
export function useJobChanged(username: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (job?: EmployerJob) => {
      if (job) queryClient.setQueryData(employerJobKey(username, job.id), job);
      void queryClient.invalidateQueries({ queryKey: EMPLOYER_JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: jobSlotsKey(username) });
      void queryClient.invalidateQueries({ queryKey: ['employer-dashboard'] });
      if (job) void queryClient.invalidateQueries({ queryKey: ['public-job', String(job.id)] });
    },
    [queryClient, username],
  );
}
