import type { InterviewAvailability, InterviewAvailabilityInput, Interviewer, PendingSchedulingLink } from '@chairside/domain/interview-scheduling';
import { api } from '../../lib/api-client';

// The practice's side of self-scheduled interviews (ADR 117): availability per office, the scheduling link.

export type NamedOffice = { id: number; name: string };
const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

export const officesKey = (username: string) => ['offices', username] as const;
export const availabilityKey = (username: string, officeId: number, interviewerUserId: number | null = null) =>
  ['interview-availability', username, officeId, interviewerUserId] as const;
export const interviewersKey = (username: string) => ['interviewers', username] as const;
export const pendingLinksKey = (username: string) => ['scheduling-links', username] as const;

export const fetchInterviewers = (username: string, signal?: AbortSignal) => api.get<Interviewer[]>(`${employerPath(username)}/interviewers`, signal);

/** The office's availability, or one team member's own there (ADR 125). */
const availabilityPath = (username: string, officeId: number, interviewerUserId: number | null) =>
  `${employerPath(username)}/offices/${officeId}/interview-availability${interviewerUserId === null ? '' : `/interviewers/${interviewerUserId}`}`;

export const fetchPendingLinks = (username: string, signal?: AbortSignal) =>
  api.get<PendingSchedulingLink[]>(`${employerPath(username)}/scheduling-links`, signal);
export const resendPendingLink = (username: string, requestId: number) =>
  api.post<PendingSchedulingLink>(`${employerPath(username)}/scheduling-links/${requestId}/resend`, {});
export const cancelPendingLink = (username: string, requestId: number) => api.put<null>(`${employerPath(username)}/scheduling-links/${requestId}/cancel`, {});

export const fetchOffices = (username: string, signal?: AbortSignal) => api.get<NamedOffice[]>(`${employerPath(username)}/offices`, signal);

export const fetchAvailability = (username: string, officeId: number, interviewerUserId: number | null, signal?: AbortSignal) =>
  api.get<InterviewAvailability>(availabilityPath(username, officeId, interviewerUserId), signal);

export const saveAvailability = (username: string, officeId: number, interviewerUserId: number | null, body: InterviewAvailabilityInput) =>
  api.put<InterviewAvailability>(availabilityPath(username, officeId, interviewerUserId), body);

export const sendSchedulingLink = (username: string, applicationId: number, officeId: number, interviewerUserId: number | null) =>
  api.post<{ requestId: number; sentTo: string }>(`${employerPath(username)}/applications/${applicationId}/scheduling-link`, {
    officeId,
    ...(interviewerUserId === null ? {} : { interviewerUserId }),
  });
