import { useQuery } from '@tanstack/react-query';
import type { ApplicantMatch, MatchCriteriaAnswer, MatchCriteriaInput, MatchQuestion, MatchedCandidate } from '@chairside/domain/match-criteria';
import { api } from '../../lib/api-client';

export const matchCriteriaKey = (jobId: number) => ['match-criteria', jobId] as const;
export const applicantMatchesKey = (username: string, jobId: number) => ['applicant-matches', username, jobId] as const;
export const resumeMatchesKey = (jobId: number) => ['resume-matches', jobId] as const;

export const matchCriteriaPath = (jobId: number) => `/app/post-job/match-criteria/${jobId}`;
export const matchesPath = (jobId: number) => `/app/post-job/matches/${jobId}`;

/** The posting's criteria (criteria null: none yet). */
export function useMatchCriteria(jobId: number | null) {
  return useQuery({
    queryKey: matchCriteriaKey(jobId ?? 0),
    queryFn: ({ signal }) => api.get<MatchCriteriaAnswer>(`/match-criteria/${jobId}`, signal),
    enabled: jobId !== null,
  });
}

export function useMatchQuestions() {
  return useQuery({
    queryKey: ['match-questions'],
    queryFn: ({ signal }) => api.get<MatchQuestion[]>('/lists/match-questions', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** First criteria with POST, later changes with PUT. */
export function saveMatchCriteria(jobId: number, criteria: MatchCriteriaInput, hadCriteria: boolean) {
  return hadCriteria ? api.put<MatchCriteriaAnswer>(`/match-criteria/${jobId}`, criteria) : api.post<MatchCriteriaAnswer>(`/match-criteria/${jobId}`, criteria);
}

/** The posting's applicants with their match (match null without criteria). */
export function useApplicantMatches(username: string, jobId: number) {
  return useQuery({
    queryKey: applicantMatchesKey(username, jobId),
    queryFn: ({ signal }) => api.get<ApplicantMatch[]>(`/users/employers/${encodeURIComponent(username)}/applications/${jobId}/matches`, signal),
  });
}

export function useResumeMatches(jobId: number, limit: number) {
  return useQuery({
    queryKey: [...resumeMatchesKey(jobId), limit],
    queryFn: ({ signal }) => api.get<MatchedCandidate[]>(`/resumes/${jobId}/matches?limit=${limit}`, signal),
  });
}
