// The hiring routes of the job seeker: applying, and the invitations from practices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AcceptInvitationInputSchema, ApplicationSchema, ApplyInputSchema, StaffInvitationSchema } from '@chairside/domain/hiring';
import { limitRequests } from '../../platform/request-limits';
import { acceptInvitation } from './accept-invitation';
import { applyToJob } from './apply-to-job';
import { declineInvitation } from './decline-invitation';
import { APPLICATION_LIMITS } from './hiring-limits';
import { AccountParamsSchema, InvitationParamsSchema, LIMITED, STAFF_ONLY, staffOwner, tags } from './hiring-route-parts';
import { listStaffApplications } from './list-staff-applications';
import { listStaffInvitations } from './list-staff-invitations';

/** Registers the job seeker's routes: applying, and the invitations from practices. */
export function seekerApplicationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/users/staff/:id/applications', {
    schema: {
      tags,
      summary: 'Apply to a live posting with a message',
      description:
        'message: plain text up to 5000 characters, optional. answers: one {questionId, answer: true|false} for each of the ' +
        "posting's screeningQuestions (a missing one: 400 answers.{questionId} naming the question); a 'no' to a deal-breaker " +
        'still applies and is flagged to the practice (missedDealBreaker). A draft or unknown posting: 404 jobId. Filled, closed or expired: ' +
        "409 jobId 'This job is no longer accepting applications.' Twice: 409 jobId. A resume without an intro and 5 skills: 409 " +
        'code PROFILE_INCOMPLETE (field profile). A pending invitation to the posting becomes ACCEPTED and is linked. The practice ' +
        `gets an email. ${LIMITED('applications', APPLICATION_LIMITS)} ${STAFF_ONLY}`,
      params: AccountParamsSchema,
      body: ApplyInputSchema,
      response: { 201: ApplicationSchema },
    },
    preValidation: staffOwner,
    preHandler: limitRequests(ctx, APPLICATION_LIMITS),
    handler: async (request, reply) => reply.status(201).send(await applyToJob(ctx, request.params.id, request.body)),
  });

  app.get('/users/staff/:id/applications', {
    schema: {
      tags,
      summary: "The job seeker's applications (the spec's staff application list)",
      description: `Newest first (at most 1000), each with appliedDate and the posting's current displayStatus. ${STAFF_ONLY}`,
      params: AccountParamsSchema,
      response: { 200: z.array(ApplicationSchema) },
    },
    preValidation: staffOwner,
    handler: async (request) => listStaffApplications(ctx, request.params.id),
  });

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
