import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CandidateAssessments } from '@chairside/domain/assessments/candidate-view';
import type { AssessmentAnswer, AssessmentSummary, StaffAssessmentKind } from '@chairside/domain/assessments/catalog';
import type { QuestionList } from '@chairside/domain/assessments/instrument';
import { api } from '../../lib/api-client';
import { STAFF_CURRENT_KEY } from '../resume-profile/public-api';

export type ListName =
  | 'disc-questions'
  | 'emotional-intelligence-questions'
  | 'culture-multiple-choice-questions'
  | 'culture-preference-questions'
  | 'employer-culture-multiple-choice-questions'
  | 'job-satisfaction-questions';

export type ItemListName = 'values' | 'skills' | 'skill-cats' | 'skill-cats-employer' | 'skills-employer' | 'skills-staff';

const enc = encodeURIComponent;

export const overviewKey = (username: string) => ['assessments', username] as const;
export const assessmentKey = (username: string, kind: string) => ['assessment', username, kind] as const;

/** The account's own assessment path: staff kinds, or the practice's culture-employer. */
export const assessmentPath = (username: string, kind: StaffAssessmentKind | 'culture-employer') =>
  kind === 'culture-employer' ? `/users/employers/${enc(username)}/culture-employer` : `/users/staff/${enc(username)}/${kind}`;

export function useAssessmentOverview(username: string, enabled = true) {
  return useQuery({
    queryKey: overviewKey(username),
    queryFn: ({ signal }) => api.get<AssessmentSummary[]>(`/users/staff/${enc(username)}/assessments`, signal),
    enabled,
  });
}

export function useAssessment(username: string, kind: StaffAssessmentKind | 'culture-employer') {
  return useQuery({
    queryKey: assessmentKey(username, kind),
    queryFn: ({ signal }) => api.get<AssessmentAnswer>(assessmentPath(username, kind), signal),
  });
}

export function useQuestionList(name: ListName) {
  return useQuery({
    queryKey: ['assessment-list', name],
    queryFn: ({ signal }) => api.get<QuestionList & { groups?: { id: string; label: string; strength: string; tips: string[] }[] }>(`/lists/${name}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useItemList<T>(name: ItemListName) {
  return useQuery({
    queryKey: ['assessment-items', name],
    queryFn: ({ signal }) => api.get<{ version?: number; items: T[] }>(`/lists/${name}`, signal),
    staleTime: name === 'skills-employer' ? 0 : Number.POSITIVE_INFINITY,
  });
}

export const submitAssessment = (username: string, kind: StaffAssessmentKind | 'culture-employer', body: object) =>
  api.put<AssessmentAnswer>(assessmentPath(username, kind), body);

export const saveAssessmentProgress = (username: string, kind: StaffAssessmentKind | 'culture-employer', body: object) =>
  api.put<AssessmentAnswer>(`${assessmentPath(username, kind)}/progress`, body);

export const removeAssessment = (username: string, kind: StaffAssessmentKind | 'culture-employer') => api.delete<void>(assessmentPath(username, kind));

export const saveTechnologies = (username: string, skills: { skill: string; score: 0 | 1 }[]) =>
  api.put<{ skills: { skill: string; category: string; score: number }[] }>(`/users/employers/${enc(username)}/profile/assessment`, { skills });

export function useCandidateAssessments(practice: string, candidate: string) {
  return useQuery({
    queryKey: ['candidate-assessments', practice, candidate],
    queryFn: ({ signal }) => api.get<CandidateAssessments>(`/users/employers/${enc(practice)}/candidates/${enc(candidate)}/assessments`, signal),
    retry: false,
  });
}

/** After a submit or a progress save: the overview (and, on submit, the completeness score) change. */
export function refreshAfterSubmit(queries: QueryClient, username: string) {
  void queries.invalidateQueries({ queryKey: overviewKey(username) });
  void queries.invalidateQueries({ queryKey: STAFF_CURRENT_KEY });
}
