// The job seeker's applying routes: applying to a posting and the list of applications.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { ApplicationSchema, ApplyInputSchema } from '@chairside/domain/hiring';
import { limitRequests } from '../../platform/request-limits';
import { applyToJob } from './apply-to-job';
import { APPLICATION_LIMITS } from './application-limits';
import { AccountParamsSchema, LIMITED, STAFF_ONLY, staffOwner, tags } from './route-parts';
import { listStaffApplications } from './list-staff-applications';

/** Registers the job seeker's applying routes. */
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
}
