import { z } from 'zod';
import { optionalText } from './form-fields';
import { EmployerApplicationSchema, HIRING_MESSAGE_MAX_LENGTH, InterviewSchema, ScreeningAnswersSchema, StaffInvitationSchema } from './hiring';
import { JOB_DISPLAY_STATUSES } from './job-status';
import { StaffProfileSchema } from './resume-profile';

// The calls behind links in email that work signed out (docs/api/signed-links.md).

/** The web pages the emailed links open; the token follows the prefix. */
export const SIGNED_LINK_PAGES = {
  applicant: '/applicant/',
  invitation: '/invitation/',
  interviewOutcome: '/interview-outcome/',
  interviewScheduling: '/schedule/',
} as const;

/** What a practice says happened at an interview. */
export const INTERVIEW_OUTCOMES = {
  HIRED: 'Hired',
  NOT_HIRED: 'Not hired',
  NO_SHOW: 'No-show',
  RESCHEDULED: 'Rescheduled',
} as const;
export type InterviewOutcome = keyof typeof INTERVIEW_OUTCOMES;
export const INTERVIEW_OUTCOME_CODES = Object.keys(INTERVIEW_OUTCOMES) as InterviewOutcome[];

const iso = z.string();

/** GET signed/applicant/{token}: the applicant and resume as the practice sees them in the app (its private note stays in the app). */
export const SignedApplicantSchema = z.object({
  applicant: EmployerApplicationSchema.extend({ profile: StaffProfileSchema }),
  expiresAt: iso,
});
export type SignedApplicant = z.infer<typeof SignedApplicantSchema>;

/** GET signed/invitation/{token}: the invitation as its job seeker sees it. */
export const SignedInvitationSchema = z.object({
  invitation: StaffInvitationSchema,
  /** The link's answer was given (it answers once). */
  isAnswered: z.boolean(),
  expiresAt: iso,
});
export type SignedInvitation = z.infer<typeof SignedInvitationSchema>;

export const INVITATION_ANSWERS = ['ACCEPT', 'DECLINE'] as const;

/** POST signed/invitation/{token}: accept (apply with the message and the screening answers) or decline. */
export const InvitationAnswerInputSchema = z.strictObject({
  answer: z.enum(INVITATION_ANSWERS, { error: 'answer is ACCEPT or DECLINE.' }),
  message: optionalText(HIRING_MESSAGE_MAX_LENGTH, `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`, 'message is text, or null.').default(null),
  /** Accepting: every screening question of the posting answered, as when applying. */
  answers: ScreeningAnswersSchema.default([]),
});
export type InvitationAnswerInput = z.infer<typeof InvitationAnswerInputSchema>;

/** The invitation after the answer; accepting links the application it became. */
export const InvitationAnswerSchema = z.object({
  invitation: StaffInvitationSchema,
  applicationId: z.number().int().nullable(),
});
export type InvitationAnswer = z.infer<typeof InvitationAnswerSchema>;

/** GET signed/interview-outcome/{token}: the interview, the outcome once recorded, and its posting's state. */
export const SignedInterviewOutcomeSchema = z.object({
  interview: InterviewSchema,
  outcome: z.enum(INTERVIEW_OUTCOME_CODES as [InterviewOutcome, ...InterviewOutcome[]]).nullable(),
  recordedAt: iso.nullable(),
  posting: z.object({
    displayStatus: z.enum(JOB_DISPLAY_STATUSES).nullable(),
    /** Live or closed but not filled yet: a hire may mark it filled. */
    mayMarkFilled: z.boolean(),
  }),
  expiresAt: iso,
});
export type SignedInterviewOutcome = z.infer<typeof SignedInterviewOutcomeSchema>;

/** PUT signed/interview-outcome/{token}: what happened; a hire may also mark the posting filled. */
export const InterviewOutcomeInputSchema = z.strictObject({
  outcome: z.enum(INTERVIEW_OUTCOME_CODES as [InterviewOutcome, ...InterviewOutcome[]], {
    error: 'outcome is HIRED, NOT_HIRED, NO_SHOW or RESCHEDULED.',
  }),
  markFilled: z.boolean({ error: 'markFilled is true or false.' }).default(false),
});
export type InterviewOutcomeInput = z.infer<typeof InterviewOutcomeInputSchema>;
