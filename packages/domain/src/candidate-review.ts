// Candidate review: the practice's private note, opinion and feedback on a candidate, and the list
// of every applicant and invitee across its postings (ADR 34, ADR 35).
// Decisions where the spec is silent:
// - A note is plain text of at most 5000 characters, trimmed; blank clears it. Screens show it
//   as text, never as HTML.
// - Feedback is a set of the spec's rejection reasons but 'Missing Picture' (labels, each at most once) and an optional
//   message of at most 2000 characters; at least one of the two. Sending it emails the applicant.
// - The signed feedback link takes one label or a list: POST adds them (and emails), DELETE
//   withdraws them (no email).
import { z } from 'zod';
import { FEEDBACK_REASONS, SENDABLE_FEEDBACK_REASONS, type FeedbackReason } from './application-stage';
import { digitsParamSchema, idParamSchema, optionalText } from './form-fields';
import { ApplicationFeedbackSchema, INVITATION_STATUSES, OPINIONS } from './hiring';
import { StaffProfileSchema } from './resume-profile';

export const CANDIDATE_NOTE_MAX_LENGTH = 5000;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** Days an application may wait for its first review before the practice is reminded. */
export const REVIEW_REMINDER_AFTER_DAYS = 3;
export const CANDIDATES_PAGE_DEFAULT = 25;
export const CANDIDATES_PAGE_MAX = 100;

const reasonMessage = `feedback is one of: ${SENDABLE_FEEDBACK_REASONS.join(', ')}.`;
const ReasonSchema = z.enum(SENDABLE_FEEDBACK_REASONS as [FeedbackReason, ...FeedbackReason[]], { error: reasonMessage });
/** Any of the spec's reasons: what can be withdrawn, including ones no longer sent. */
const AnyReasonSchema = z.enum(FEEDBACK_REASONS as unknown as [FeedbackReason, ...FeedbackReason[]], { error: reasonMessage });

/** PUT resumes/{username}/feedback-notes: the practice's private note on the person; null or blank clears it. */
export const FeedbackNoteInputSchema = z.strictObject({
  note: optionalText(CANDIDATE_NOTE_MAX_LENGTH, `A note is at most ${CANDIDATE_NOTE_MAX_LENGTH} characters.`, 'note is text, or null to clear it.'),
});
export type FeedbackNoteInput = z.infer<typeof FeedbackNoteInputSchema>;

/** PUT .../applications/{jobId}/{applicant}/feedback: reasons and an optional message, sent to the applicant. */
export const CandidateFeedbackInputSchema = z
  .strictObject({
    reasons: z
      .array(z.string({ error: reasonMessage }).pipe(ReasonSchema), { error: 'reasons is a list of feedback reasons.' })
      .max(SENDABLE_FEEDBACK_REASONS.length, 'reasons lists each reason at most once.')
      .refine((list) => new Set(list).size === list.length, 'reasons lists each reason at most once.')
      .default([]),
    message: optionalText(
      FEEDBACK_MESSAGE_MAX_LENGTH,
      `A feedback message is at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`,
      'message is text, or null.',
    ).default(null),
  })
  .refine((input) => input.reasons.length > 0 || input.message !== null, {
    message: 'Choose at least one reason or write a message.',
    path: ['reasons'],
  });
export type CandidateFeedbackInput = z.infer<typeof CandidateFeedbackInputSchema>;

/** POST and DELETE on the signed feedback URL: {feedback: label or list of labels}. */
export const SignedFeedbackInputSchema = z.strictObject({
  feedback: z.union([ReasonSchema, z.array(ReasonSchema).min(1, reasonMessage).max(SENDABLE_FEEDBACK_REASONS.length, reasonMessage)], { error: reasonMessage }),
});
export type SignedFeedbackInput = z.infer<typeof SignedFeedbackInputSchema>;

/** DELETE on the signed feedback URL: any of the spec's reasons, so one given before it stopped being offered can go. */
export const SignedFeedbackWithdrawSchema = z.strictObject({
  feedback: z.union([AnyReasonSchema, z.array(AnyReasonSchema).min(1, reasonMessage).max(FEEDBACK_REASONS.length, reasonMessage)], { error: reasonMessage }),
});
export type SignedFeedbackWithdraw = z.infer<typeof SignedFeedbackWithdrawSchema>;

/** The spec's candidate record, per practice and username, with the private note. */
export const CandidateRecordSchema = z.object({
  username: z.string(),
  /** The day the practice first opened the person's resume (YYYY-MM-DD), or null. */
  reviewedDate: z.string().nullable(),
  opinion: z.enum(OPINIONS).nullable(),
  isLike: z.boolean(),
  isDislike: z.boolean(),
  /** Private to the practice; never shown to the job seeker. */
  note: z.string().nullable(),
});
export type CandidateRecord = z.infer<typeof CandidateRecordSchema>;

/** GET resumes/{username}/candidate: the record with the resume, for a person the practice invited or was applied to by. */
export const CandidateSchema = CandidateRecordSchema.extend({ name: z.string(), profile: StaffProfileSchema });
export type Candidate = z.infer<typeof CandidateSchema>;

const pageMessage = (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`;
const pageNumber = (name: string, min: number, max: number) =>
  digitsParamSchema(
    pageMessage(name, min, max),
    z
      .number()
      .int()
      .min(min, pageMessage(name, min, max))
      .max(max, pageMessage(name, min, max)),
  );

export const CANDIDATE_REVIEW_FILTERS = ['new', 'reviewed'] as const;

/** GET users/employers/{id}/candidates: filters and paging (query strings). */
export const CandidateListQuerySchema = z.strictObject({
  jobId: idParamSchema('jobId').optional(),
  review: z.enum(CANDIDATE_REVIEW_FILTERS, { error: 'review is new or reviewed.' }).optional(),
  opinion: z.enum(OPINIONS, { error: 'opinion is LIKED or DISLIKED.' }).optional(),
  interview: z.enum(['true'], { error: 'interview is true, or left out.' }).optional(),
  limit: pageNumber('limit', 1, CANDIDATES_PAGE_MAX).default(CANDIDATES_PAGE_DEFAULT),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});
export type CandidateListQuery = z.infer<typeof CandidateListQuerySchema>;

/** One applicant or invitee of one posting, in the practice's candidate list. */
export const CandidateListItemSchema = z.object({
  /** applicant: applied (perhaps answering an invitation); invitee: invited, has not applied. */
  kind: z.enum(['applicant', 'invitee']),
  jobId: z.number().int(),
  jobTitle: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  photoThumbnailUrl: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  invitationStatus: z.enum(INVITATION_STATUSES).nullable(),
  /** When the person applied, or was invited (ISO date-time). */
  date: z.string(),
  /** The day the practice first opened the application (YYYY-MM-DD); invitees: the candidate record's. */
  reviewedDate: z.string().nullable(),
  opinion: z.enum(OPINIONS).nullable(),
  isLike: z.boolean(),
  isDislike: z.boolean(),
  hasInterview: z.boolean(),
  feedback: ApplicationFeedbackSchema.nullable(),
  /** The average and count of the revealed reviews of them after shifts and interviews (ADR 114). */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
});
export type CandidateListItem = z.infer<typeof CandidateListItemSchema>;

export const CandidateListSchema = z.object({
  items: z.array(CandidateListItemSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type CandidateList = z.infer<typeof CandidateListSchema>;

/** GET, POST and DELETE on the signed feedback URL: the applicant and the feedback so far. */
export const SignedFeedbackSchema = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string().nullable(),
  candidateName: z.string(),
  candidateUsername: z.string(),
  positionLabel: z.string(),
  reasons: z.array(z.string()),
  message: z.string().nullable(),
  /** When feedback was last sent (ISO date-time), or null: none yet. */
  feedbackDate: z.string().nullable(),
  /** When the link stops working (ISO date-time). */
  expiresAt: z.string(),
});
export type SignedFeedback = z.infer<typeof SignedFeedbackSchema>;
