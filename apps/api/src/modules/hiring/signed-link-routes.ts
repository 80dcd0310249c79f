import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InterviewOutcomeInputSchema,
  InvitationAnswerInputSchema,
  InvitationAnswerSchema,
  SignedApplicantSchema,
  SignedInterviewOutcomeSchema,
  SignedInvitationSchema,
} from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { answerSignedInvitation, readSignedInvitation } from './answer-signed-invitation';
import { readInterviewOutcome, recordInterviewOutcome } from './interview-outcome';
import { readSignedApplicant } from './read-signed-applicant';

const tags = ['signed links'];
const SIGNED =
  'Signed out: the token from the emailed link is the only credential. A cut or garbled token: 400 LINK_MALFORMED; changed, ' +
  'made for another purpose, or its record no longer belongs together: 403 LINK_INVALID; expired: 410 LINK_EXPIRED (field token).';
const ONCE = 'Its action works once: again, 409 LINK_USED (a refused attempt leaves it usable).';

const TokenParamsSchema = z.strictObject({
  token: z.string({ error: 'token is the signed link.' }).min(1, 'token is the signed link.').max(2000, 'This link is too long.'),
});

/** The calls behind signed links in hiring email (docs/api/signed-links.md). */
export function signedLinkRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/signed/applicant/:token', {
      schema: {
        tags,
        summary: "The resume detail link: one applicant's resume for one posting, as the practice sees it",
        description: `From the 'new applicant' email; works for 14 days and as often as needed; does not stamp reviewedDate. ${SIGNED}`,
        params: TokenParamsSchema,
        response: { 200: SignedApplicantSchema },
        security: [],
      },
      handler: async (request) => readSignedApplicant(ctx, request.params.token),
    });

    app.get('/signed/invitation/:token', {
      schema: {
        tags,
        summary: 'The invitation link: the posting the job seeker was invited to and the answer so far',
        description: `From the invitation email; works for 30 days. isAnswered: this link's answer was given. ${SIGNED}`,
        params: TokenParamsSchema,
        response: { 200: SignedInvitationSchema },
        security: [],
      },
      handler: async (request) => readSignedInvitation(ctx, request.params.token),
    });

    app.post('/signed/invitation/:token', {
      schema: {
        tags,
        summary: 'Accept (apply with the message) or decline the invitation, signed out',
        description:
          '{answer: ACCEPT | DECLINE, message (accepting: up to 5000 characters, optional), answers (accepting: one {questionId, answer} per ' +
          'screening question, 400 answers.{questionId} for a missing one)}. The signed-out form of the accept and decline ' +
          'calls: every rule of applying holds (409 jobId, 409 PROFILE_INCOMPLETE) and accepting counts towards the applying limits (429). ' +
          `Not pending any more: 409 status. ${ONCE} ${SIGNED}`,
        params: TokenParamsSchema,
        body: InvitationAnswerInputSchema,
        response: { 200: InvitationAnswerSchema },
        security: [],
      },
      handler: async (request) => answerSignedInvitation(ctx, request.ip, request.params.token, request.body),
    });

    app.get('/signed/interview-outcome/:token', {
      schema: {
        tags,
        summary: 'The interview-outcome link: the interview, its outcome once recorded, and its posting',
        description: `Emailed to the practice once the interview's time has passed; works for 30 days. ${SIGNED}`,
        params: TokenParamsSchema,
        response: { 200: SignedInterviewOutcomeSchema },
        security: [],
      },
      handler: async (request) => readInterviewOutcome(ctx, request.params.token),
    });

    app.put('/signed/interview-outcome/:token', {
      schema: {
        tags,
        summary: 'Record the outcome: hired, not hired, no-show or rescheduled (a hire may mark the posting filled)',
        description:
          '{outcome: HIRED | NOT_HIRED | NO_SHOW | RESCHEDULED, markFilled (default false; only with HIRED, else 400 markFilled)}. ' +
          'markFilled sets the posting BOOKED (Filled) as PUT jobs/{id}/status does. A cancelled or declined interview: 409 status; one still to ' +
          `come: 409 outcome; recorded already: 409 outcome. ${ONCE} ${SIGNED}`,
        params: TokenParamsSchema,
        body: InterviewOutcomeInputSchema,
        response: { 200: SignedInterviewOutcomeSchema },
        security: [],
      },
      handler: async (request) => recordInterviewOutcome(ctx, request.params.token, request.body),
    });
  };
}
