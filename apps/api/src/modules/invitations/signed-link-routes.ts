// The signed invitation link: reading and answering an invitation signed out.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InvitationAnswerInputSchema, InvitationAnswerSchema, SignedInvitationSchema } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { ONCE, SIGNED, SIGNED_LINK_TAGS, TokenParamsSchema } from '../applications/public-api';
import { answerSignedInvitation, readSignedInvitation } from './answer-signed-invitation';

/** The calls behind the invitation link (docs/api/signed-links.md). */
export function signedInvitationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/signed/invitation/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'The invitation link: the posting the job seeker was invited to and the answer so far',
      description: `From the invitation email; works for 30 days. isAnswered: this link's answer was given. ${SIGNED}`,
      params: TokenParamsSchema,
      response: { 200: SignedInvitationSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    handler: async (request) => readSignedInvitation(ctx, request.params.token),
  });

  app.post('/signed/invitation/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
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
      errors: SIGNED_LINK_ERRORS,
    },
    handler: async (request) => answerSignedInvitation(ctx, request.ip, request.params.token, request.body),
  });
}
