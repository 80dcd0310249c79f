// The signed interview-outcome link: reading and recording an interview's outcome signed out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InterviewOutcomeInputSchema, SignedInterviewOutcomeSchema } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { ONCE, SIGNED, SIGNED_LINK_TAGS, TokenParamsSchema } from '../applications/public-api';
import { readInterviewOutcome, recordInterviewOutcome } from './interview-outcome';

/** The calls behind the interview-outcome link (docs/api/signed-links.md). */
export function signedInterviewOutcomeRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/signed/interview-outcome/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'The interview-outcome link: the interview, its outcome once recorded, and its posting',
      description: `Emailed to the practice once the interview's time has passed; works for 30 days. ${SIGNED}`,
      params: TokenParamsSchema,
      response: { 200: SignedInterviewOutcomeSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    handler: async (request) => readInterviewOutcome(ctx, request.params.token),
  });

  app.put('/signed/interview-outcome/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'Record the outcome: hired, not hired, no-show or rescheduled (a hire may mark the posting filled)',
      description:
        '{outcome: HIRED | NOT_HIRED | NO_SHOW | RESCHEDULED, markFilled (default false; only with HIRED, else 400 markFilled)}. ' +
        'markFilled sets the posting BOOKED (Filled) as PUT jobs/{id}/status does. A cancelled or declined interview: 409 status; one still to ' +
        `come: 409 outcome; recorded already: 409 outcome. ${ONCE} ${SIGNED}`,
      params: TokenParamsSchema,
      body: InterviewOutcomeInputSchema,
      response: { 200: SignedInterviewOutcomeSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    handler: async (request) => recordInterviewOutcome(ctx, request.params.token, request.body),
  });
}
