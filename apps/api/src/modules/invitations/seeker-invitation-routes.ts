// The job seeker's invitation routes: the invitations from practices, accepting (applying) and declining.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AcceptInvitationInputSchema, ApplicationSchema, StaffInvitationSchema } from '@chairside/domain/hiring';
import { limitRequests } from '../../platform/request-limits';
import { AccountParamsSchema, APPLICATION_LIMITS, InvitationParamsSchema, STAFF_ONLY, staffOwner, tags } from '../applications/public-api';
import { acceptInvitation } from './accept-invitation';
import { declineInvitation } from './decline-invitation';
import { listStaffInvitations } from './list-staff-invitations';

/** Registers the job seeker's invitation routes. */
export function seekerInvitationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/users/staff/:id/invitations', {
    schema: {
      tags,
      summary: "The job seeker's invitations from practices",
      description: `Pending first, then answered ones, newest first; withdrawn (CANCELED) ones are left out. ${STAFF_ONLY}`,
      params: AccountParamsSchema,
      response: { 200: z.array(StaffInvitationSchema) },
    },
    preValidation: staffOwner,
    handler: async (request) => listStaffInvitations(ctx, request.params.id),
  });

  app.post('/users/staff/:id/invitations/:invitationId/accept', {
    schema: {
      tags,
      summary: 'Accept an invitation: apply to its posting with a message and the screening answers',
      description:
        "Every rule of applying holds (409 jobId, 409 PROFILE_INCOMPLETE), the posting's screening questions too: answers has one " +
        "{questionId, answer} per question of the invitation's screeningQuestions (a missing one: 400 answers.{questionId}); a 'no' to " +
        'a deal-breaker still applies and is flagged to the practice. Not pending: 409 status. The signed-in form of the ' +
        `spec's POST to a signed invitation URL {message}. Counts as applying towards the limits. ${STAFF_ONLY}`,
      params: InvitationParamsSchema,
      body: AcceptInvitationInputSchema,
      response: { 201: ApplicationSchema },
    },
    preValidation: staffOwner,
    preHandler: limitRequests(ctx, APPLICATION_LIMITS),
    handler: async (request, reply) => reply.status(201).send(await acceptInvitation(ctx, request.params.id, request.params.invitationId, request.body)),
  });

  app.post('/users/staff/:id/invitations/:invitationId/decline', {
    schema: {
      tags,
      summary: 'Decline an invitation',
      description: `No body. Not pending: 409 status. ${STAFF_ONLY}`,
      params: InvitationParamsSchema,
      response: { 200: StaffInvitationSchema },
    },
    preValidation: staffOwner,
    handler: async (request) => declineInvitation(ctx, request.params.id, request.params.invitationId),
  });
}
