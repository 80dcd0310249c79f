import type { InterviewAvailability, InterviewAvailabilityInput } from '@chairside/domain/interview-scheduling';
import { api } from '../../lib/api-client';

// The practice's side of self-scheduled interviews (ADR 117): availability per office, the scheduling link.

export type NamedOffice = { id: number; name: string };
const employerPath = (username: string) => `/users/employers/${encodeURIComponent(username)}`;

export const officesKey = (username: string) => ['offices', username] as const;
export const availabilityKey = (username: string, officeId: number) => ['interview-availability', username, officeId] as const;

export const fetchOffices = (username: string, signal?: AbortSignal) => api.get<NamedOffice[]>(`${employerPath(username)}/offices`, signal);

export const fetchAvailability = (username: string, officeId: number, signal?: AbortSignal) =>
  api.get<InterviewAvailability>(`${employerPath(username)}/offices/${officeId}/interview-availability`, signal);

export const saveAvailability = (username: string, officeId: number, body: InterviewAvailabilityInput) =>
  api.put<InterviewAvailability>(`${employerPath(username)}/offices/${officeId}/interview-availability`, body);

export const sendSchedulingLink = (username: string, applicationId: number, officeId: number) =>
  api.post<{ requestId: number; sentTo: string }>(`${employerPath(username)}/applications/${applicationId}/scheduling-link`, { officeId });
