import { useQuery, type QueryClient } from '@tanstack/react-query';
import { upsertInterview, type Interview, type InterviewUpdate } from '@chairside/domain/hiring';
import type { InterviewAnswerInput } from '@chairside/domain/interview-answers';
import { api } from '../../lib/api-client';
import { readerTimeZone } from '../../lib/dates';

export const interviewsKey = (username: string) => ['interviews', username] as const;

const interviewsPath = (username: string) => `/users/employers/${encodeURIComponent(username)}/interviews`;

/** All the user's interviews (a job seeker's own, or those of the practice's postings), in time order. */
export function useInterviews(username: string) {
  return useQuery({
    queryKey: interviewsKey(username),
    queryFn: ({ signal }) =>
      api.get<Interview[]>(`/users/${encodeURIComponent(username)}/interviews?date=all&tz=${encodeURIComponent(readerTimeZone())}`, signal),
  });
}

export const proposeInterview = (username: string, applicationId: number, body: InterviewUpdate) =>
  api.post<Interview>(interviewsPath(username), { applicationId, ...body });

export const changeInterview = (username: string, interviewId: number, body: InterviewUpdate) =>
  api.put<Interview>(`${interviewsPath(username)}/${interviewId}`, body);

export const cancelInterview = (username: string, interviewId: number) => api.put<Interview>(`${interviewsPath(username)}/${interviewId}/cancel`);

/** The job seeker accepts, declines or asks for another time. */
export const answerInterview = (username: string, interviewId: number, body: InterviewAnswerInput) =>
  api.put<Interview>(`/users/staff/${encodeURIComponent(username)}/interviews/${interviewId}/answer`, body);

/** Puts the saved interview into the loaded list (the page groups it again by day); nothing when the list is not loaded. */
export function rememberInterview(queries: QueryClient, username: string, interview: Interview) {
  queries.setQueryData<Interview[]>(interviewsKey(username), (list) => (list ? upsertInterview(list, interview) : list));
}
