// The candidate review routes: the practice's candidate list and record, feedback to applicants, and the signed feedback link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  CandidateFeedbackInputSchema,
  CandidateListQuerySchema,
  CandidateListSchema,
  CandidateRecordSchema,
  CandidateSchema,
  FeedbackNoteInputSchema,
  SignedFeedbackInputSchema,
  SignedFeedbackWithdrawSchema,
  SignedFeedbackSchema,
} from '@chairside/domain/candidate-review';
import { EmployerApplicationSchema, OpinionInputSchema } from '@chairside/domain/hiring';
import { idParamSchema } from '@chairside/domain/form-fields';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireEmployer, requireOwner } from '../../platform/auth';
import { jobScopeOf } from '../../platform/team-access';
import { limitRequests, type RequestLimit } from '../../platform/request-limits';
import { SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { addSignedFeedback, readSignedFeedback, removeSignedFeedback, sendCandidateFeedback } from './candidate-feedback';
import { getCandidate, saveFeedbackNote, setCandidateOpinion } from './candidate-record';
import { listPracticeCandidates } from './list-candidates';

const tags = ['candidate review'];
const EMPLOYER_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice (or its posting) 404.';
const CANDIDATE_ONLY =
  'Employers only (anonymous 401, others 403); the job seeker must have applied to one of the practice’s postings or hold its ' +
  'pending or accepted invitation, else 404 username.';
const SIGNED =
  'Signed out: the token from the emailed link is the only credential. A cut or garbled token: 400 LINK_MALFORMED; changed, ' +
  'made for another purpose, or the application no longer the practice’s: 403 LINK_INVALID; expired: 410 LINK_EXPIRED (field token).';

const DAY = 86_400;
/** Feedback sends an email to the applicant: limited like the other hiring emails (ADR 22). */
const FEEDBACK_LIMITS: RequestLimit[] = [
  { name: 'feedback:person', limit: 200, windowSeconds: DAY, message: (wait) => `You have sent much feedback today. You can send more in ${wait}.` },
  {
    name: 'feedback:address',
    limit: 400,
    windowSeconds: DAY,
    perAddress: true,
    message: (wait) => `Much feedback was sent from your network today. Please try again in ${wait}.`,
  },
];

const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const ResumeParamsSchema = z.strictObject({ username: UsernameSchema });
const ApplicantParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId'), applicant: UsernameSchema });
const TokenParamsSchema = z.strictObject({
  token: z.string({ error: 'token is the signed link.' }).min(1, 'token is the signed link.').max(2000, 'This link is too long.'),
});

/** Candidate review: the practice's candidate list, private notes, opinions and feedback (docs/api/candidate-review.md). */
export function candidateReviewRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/candidates', {
      schema: {
        tags,
        summary: 'Every applicant and invitee across the practice’s postings',
        description:
          'Newest first. Filters: jobId, review (new | reviewed), opinion (LIKED | DISLIKED), interview (true); limit 1-100 (default 25), ' +
          `offset. Invitees who applied are listed once, as applicants; withdrawn invitations are left out. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        querystring: CandidateListQuerySchema,
        response: { 200: CandidateListSchema },
      },
      preValidation: [requireEmployer, requireOwner],
      handler: async (request) => listPracticeCandidates(ctx, request.params.id, request.query, jobScopeOf(request.auth?.member)),
    });

    app.get('/resumes/:username/candidate', {
      schema: {
        tags,
        summary: 'The candidate record with the resume (stamps reviewedDate once)',
        description: `The practice’s candidate record (reviewedDate, opinion, isLike, isDislike, private note) and the resume. ${CANDIDATE_ONLY}`,
        params: ResumeParamsSchema,
        response: { 200: CandidateSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => getCandidate(ctx, currentAuth(request).username, request.params.username),
    });

    app.put('/resumes/:username/feedback-notes', {
      schema: {
        tags,
        summary: 'The practice’s private note on a candidate',
        description: `{note}: plain text up to 5000 characters (400 note); null or blank clears it. Never shown to the job seeker. ${CANDIDATE_ONLY}`,
        params: ResumeParamsSchema,
        body: FeedbackNoteInputSchema,
        response: { 200: CandidateRecordSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => saveFeedbackNote(ctx, currentAuth(request).username, request.params.username, request.body.note),
    });

    app.put('/resumes/:username/opinion', {
      schema: {
        tags,
        summary: 'Like, dislike or clear (null) a candidate',
        description: `{opinion: LIKED | DISLIKED | null} (LIKE and DISLIKE are read the same). For all of the practice’s postings. ${CANDIDATE_ONLY}`,
        params: ResumeParamsSchema,
        body: OpinionInputSchema,
        response: { 200: CandidateRecordSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => setCandidateOpinion(ctx, currentAuth(request).username, request.params.username, request.body.opinion),
    });

    app.put('/users/employers/:id/applications/:jobId/:applicant/feedback', {
      schema: {
        tags,
        summary: 'Send an applicant feedback: reasons from the spec’s list and an optional message',
        description:
          '{reasons: [Poor Grammar, Typos, Great Resume, Under Consideration, Incomplete, Inexperienced, Personality Mismatch, Unprofessional, ' +
          'Wrong Position, Insufficient Skills], message (up to 2000 characters)}: at least one of the two (400 reasons). ' +
          'Replaces earlier feedback, shows on the applicant’s application and is emailed to them. At most 200 a day per practice ' +
          `(429 with Retry-After). ${EMPLOYER_ONLY}`,
        params: ApplicantParamsSchema,
        body: CandidateFeedbackInputSchema,
        response: { 200: EmployerApplicationSchema },
      },
      preValidation: [requireEmployer, requireOwner],
      preHandler: limitRequests(ctx, FEEDBACK_LIMITS),
      handler: async (request) =>
        sendCandidateFeedback(ctx, request.params.id, request.params.jobId, request.params.applicant, request.body, request.auth?.member ?? null),
    });

    app.get('/signed/feedback/:token', {
      schema: {
        tags,
        summary: 'The feedback link: the applicant and the feedback given so far',
        description: `From the 'new applicant' email to the practice; works for 30 days, as often as needed. ${SIGNED}`,
        params: TokenParamsSchema,
        response: { 200: SignedFeedbackSchema },
        security: [],
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => readSignedFeedback(ctx, request.params.token),
    });

    app.post('/signed/feedback/:token', {
      schema: {
        tags,
        summary: 'Add feedback reasons, signed out (the applicant gets an email)',
        description: `{feedback: a reason label or a list of them}. Reasons already given: no change, no email. ${SIGNED}`,
        params: TokenParamsSchema,
        body: SignedFeedbackInputSchema,
        response: { 200: SignedFeedbackSchema },
        security: [],
        errors: SIGNED_LINK_ERRORS,
      },
      preHandler: limitRequests(ctx, FEEDBACK_LIMITS),
      handler: async (request) => addSignedFeedback(ctx, request.params.token, request.body),
    });

    app.delete('/signed/feedback/:token', {
      schema: {
        tags,
        summary: 'Withdraw feedback reasons, signed out (no email)',
        description: `{feedback: a reason label or a list of them}. ${SIGNED}`,
        params: TokenParamsSchema,
        body: SignedFeedbackWithdrawSchema,
        response: { 200: SignedFeedbackSchema },
        security: [],
        errors: SIGNED_LINK_ERRORS,
      },
      handler: async (request) => removeSignedFeedback(ctx, request.params.token, request.body),
    });
  };
}
