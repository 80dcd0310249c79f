import type {
  InterviewOutcomeInput,
  InvitationAnswer,
  InvitationAnswerInput,
  SignedApplicant,
  SignedInterviewOutcome,
  SignedInvitation,
} from '@chairside/domain/signed-links';
import type { Interview } from '@chairside/domain/hiring';
import type { SchedulingPage } from '@chairside/domain/interview-scheduling';
import { apiRequest } from '../../lib/api-client';

// The signed-link calls: the token from the emailed link is the credential, never the session.

const path = (kind: string, token: string) => `/signed/${kind}/${encodeURIComponent(token)}`;
const signedOut = { auth: false } as const;

export const signedLinkKey = (kind: string, token: string) => ['signed-link', kind, token] as const;

export const fetchSignedApplicant = (token: string, signal?: AbortSignal) =>
  apiRequest<SignedApplicant>(path('applicant', token), { ...signedOut, signal }).then((r) => r.data);

export const fetchSignedInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest<SignedInvitation>(path('invitation', token), { ...signedOut, signal }).then((r) => r.data);

export const answerSignedInvitation = (token: string, body: InvitationAnswerInput) =>
  apiRequest<InvitationAnswer>(path('invitation', token), { ...signedOut, method: 'POST', body }).then((r) => r.data);

export const fetchInterviewOutcome = (token: string, signal?: AbortSignal) =>
  apiRequest<SignedInterviewOutcome>(path('interview-outcome', token), { ...signedOut, signal }).then((r) => r.data);

export const recordInterviewOutcome = (token: string, body: InterviewOutcomeInput) =>
  apiRequest<SignedInterviewOutcome>(path('interview-outcome', token), { ...signedOut, method: 'PUT', body }).then((r) => r.data);

export const fetchSchedulingPage = (token: string, signal?: AbortSignal) =>
  apiRequest<SchedulingPage>(path('interview-scheduling', token), { ...signedOut, signal }).then((r) => r.data);

export const pickInterviewTime = (token: string, startsAt: string) =>
  apiRequest<Interview>(path('interview-scheduling', token), { ...signedOut, method: 'PUT', body: { startsAt } }).then((r) => r.data);

export const cancelScheduledInterview = (token: string) =>
  apiRequest<Interview>(`${path('interview-scheduling', token)}/cancel`, { ...signedOut, method: 'PUT' }).then((r) => r.data);
