import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Application, StaffInvitation } from '@chairside/domain/hiring';
import { api, ApiError } from '../../lib/api-client';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';
import type { ApplicationSource } from '@chairside/domain/application-source';
import { notedVisit } from '../../lib/application-source';

export const APPLICATIONS_PATH = '/app/job-application/all';
export const applicationsKey = (username: string) => ['staff-applications', username] as const;
export const invitationsKey = (username: string) => ['staff-invitations', username] as const;

/** Where the seeker came to the posting from, by what its job page noted in this tab (ADR 121); its rules load on applying. */
async function applicationSourceFor(jobId: number): Promise<ApplicationSource | undefined> {
  const visit = notedVisit(jobId);
  if (!visit) return undefined;
  const { applicationSourceOf, sourceOfParam } = await import('@chairside/domain/application-source');
  const named = sourceOfParam(visit.from);
  if (named) return named;
  // The first page of the visit: Google, another site or none; later pages: what the app knew.
  if (visit.referrer !== null) return applicationSourceOf(null, visit.referrer, window.location.hostname) ?? undefined;
  return visit.fallback ?? undefined;
}

const staffPath = (username: string) => `/users/staff/${encodeURIComponent(username)}`;

export function useApplications(username: string, enabled = true) {
  return useQuery({
    queryKey: applicationsKey(username),
    queryFn: ({ signal }) => api.get<Application[]>(`${staffPath(username)}/applications`, signal),
    enabled: enabled && Boolean(username),
  });
}

export function useInvitations(username: string) {
  return useQuery({
    queryKey: invitationsKey(username),
    queryFn: ({ signal }) => api.get<StaffInvitation[]>(`${staffPath(username)}/invitations`, signal),
  });
}

/** A new application goes to the top of the cached list (newest first), then the list reloads. */
export function prependApplication(queries: QueryClient, username: string, application: Application) {
  queries.setQueryData<Application[]>(applicationsKey(username), (list) =>
    list ? [application, ...list.filter((item) => item.applicationId !== application.applicationId)] : list,
  );
  void queries.invalidateQueries({ queryKey: applicationsKey(username) });
  void queries.invalidateQueries({ queryKey: ['job-search'] });
}

export async function applyToJob(username: string, jobId: number, message: string, answers: { questionId: string; answer: boolean }[] = []) {
  const source = await applicationSourceFor(jobId);
  const application = await api.post<Application>(`${staffPath(username)}/applications`, { jobId, message: message.trim() || null, answers, source });
  track(ANALYTICS_EVENTS.submitApplication, { job_id: jobId });
  return application;
}

/** Accepting is applying: with the message and an answer to each of the posting's screening questions. */
export const acceptInvitation = (username: string, invitationId: number, message: string, answers: { questionId: string; answer: boolean }[] = []) =>
  api.post<Application>(`${staffPath(username)}/invitations/${invitationId}/accept`, { message: message.trim() || null, answers });

export const declineInvitation = (username: string, invitationId: number) =>
  api.post<StaffInvitation>(`${staffPath(username)}/invitations/${invitationId}/decline`);

/** The API's first error code, e.g. PROFILE_INCOMPLETE. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const errors = (error.body as { errors?: Array<{ code?: string }> } | null)?.errors;
  return errors?.[0]?.code ?? null;
}
