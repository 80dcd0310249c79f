import { useQuery } from '@tanstack/react-query';
import type { Candidate, CandidateList, CandidateRecord, SignedFeedback } from '@chairside/domain/candidate-review';
import type { Applicant, EmployerApplication, Opinion } from '@chairside/domain/hiring';
import { api, apiRequest } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/api-file';

const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

/** The candidate list's filters as the screen's address keeps them (?job=&review=&opinion=&interview=&page=). */
export type CandidateFilters = { jobId: string; review: '' | 'new' | 'reviewed'; opinion: '' | Opinion; interview: boolean; page: number };

export const CANDIDATES_PER_PAGE = 25;

export function filtersFrom(params: URLSearchParams): CandidateFilters {
  const review = params.get('review');
  const opinion = params.get('opinion');
  const page = Number(params.get('page'));
  return {
    jobId: /^\d{1,16}$/.test(params.get('job') ?? '') ? (params.get('job') as string) : '',
    review: review === 'new' || review === 'reviewed' ? review : '',
    opinion: opinion === 'LIKED' || opinion === 'DISLIKED' ? opinion : '',
    interview: params.get('interview') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToParams(filters: CandidateFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.jobId) params.set('job', filters.jobId);
  if (filters.review) params.set('review', filters.review);
  if (filters.opinion) params.set('opinion', filters.opinion);
  if (filters.interview) params.set('interview', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function apiQuery(filters: CandidateFilters): string {
  const params = new URLSearchParams({ limit: String(CANDIDATES_PER_PAGE), offset: String((filters.page - 1) * CANDIDATES_PER_PAGE) });
  if (filters.jobId) params.set('jobId', filters.jobId);
  if (filters.review) params.set('review', filters.review);
  if (filters.opinion) params.set('opinion', filters.opinion);
  if (filters.interview) params.set('interview', 'true');
  return params.toString();
}

export const candidatesKey = (username: string) => ['candidates', username] as const;

export function useCandidates(username: string, filters: CandidateFilters) {
  return useQuery({
    queryKey: [...candidatesKey(username), filters],
    queryFn: ({ signal }) => api.get<CandidateList>(`${employerPath(username)}/candidates?${apiQuery(filters)}`, signal),
  });
}

export const applicantKey = (username: string, jobId: number, applicant: string) => ['candidate-applicant', username, jobId, applicant] as const;

/**
 * One candidate of one posting: the applicant with its match (opening it stamps the review day),
 * or, for someone invited who has not applied, the candidate record with the resume.
 */
export type CandidateView = { kind: 'applicant'; applicant: Applicant } | { kind: 'invitee'; candidate: Candidate };

export function useCandidateView(username: string, jobId: number, applicant: string) {
  return useQuery({
    queryKey: applicantKey(username, jobId, applicant),
    queryFn: async ({ signal }): Promise<CandidateView> => {
      const response = await apiRequest<Applicant>(`${employerPath(username)}/applications/${jobId}/${encodeURIComponent(applicant)}?match`, { signal }).catch(
        (error: unknown) => {
          if ((error as { status?: number }).status === 404) return null;
          throw error;
        },
      );
      if (response) return { kind: 'applicant', applicant: response.data };
      return { kind: 'invitee', candidate: await api.get<Candidate>(`/resumes/${encodeURIComponent(applicant)}/candidate`, signal) };
    },
    retry: false,
  });
}

export const saveNote = (applicant: string, note: string) =>
  api.put<CandidateRecord>(`/resumes/${encodeURIComponent(applicant)}/feedback-notes`, { note: note.trim() === '' ? null : note });

export const saveOpinion = (applicant: string, opinion: Opinion | null) =>
  api.put<CandidateRecord>(`/resumes/${encodeURIComponent(applicant)}/opinion`, { opinion });

export const sendFeedback = (username: string, jobId: number, applicant: string, reasons: string[], message: string) =>
  api.put<EmployerApplication>(`${employerPath(username)}/applications/${jobId}/${encodeURIComponent(applicant)}/feedback`, {
    reasons,
    message: message.trim() === '' ? null : message,
  });

// ---- the signed feedback page ----

const signedPath = (token: string) => `/signed/feedback/${encodeURIComponent(token)}`;

export const signedFeedbackKey = (token: string) => ['signed-feedback', token] as const;

export function useSignedFeedback(token: string) {
  return useQuery({
    queryKey: signedFeedbackKey(token),
    queryFn: ({ signal }) => apiRequest<SignedFeedback>(signedPath(token), { signal, auth: false }).then((r) => r.data),
    retry: false,
  });
}

export const addSignedFeedback = (token: string, feedback: string[]) =>
  apiRequest<SignedFeedback>(signedPath(token), { method: 'POST', body: { feedback }, auth: false }).then((r) => r.data);

export const removeSignedFeedback = (token: string, feedback: string[]) =>
  apiRequest<SignedFeedback>(signedPath(token), { method: 'DELETE', body: { feedback }, auth: false }).then((r) => r.data);

// ---- the resume as a PDF file ----

/** Downloads the applicant's resume (with their contact details) as the PDF file the API names. */
export async function downloadResume(username: string, jobId: number, applicant: string): Promise<void> {
  await downloadApiFile(`${employerPath(username)}/applications/${jobId}/${encodeURIComponent(applicant)}/resume.pdf`, 'resume.pdf');
}
