// The hiring routes of the practice's invitations: inviting, finding whom to invite, listing and withdrawing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  CANDIDATE_LOOKUP_LIMIT,
  CANDIDATE_LOOKUP_MIN_LENGTH,
  CandidateLookupQuerySchema,
  CandidateSuggestionSchema,
  InvitationInputSchema,
  JobInvitationSchema,
} from '@chairside/domain/hiring';
import { currentAuth, requireEmployer } from '../../platform/auth';
import { limitRequests } from '../../platform/request-limits';
import { cancelInvitation } from './cancel-invitation';
import { CANDIDATE_LOOKUPS_PER_PERSON, findCandidates } from './find-candidates';
import { INVITATION_LIMITS } from './invitation-limits';
import { AccountParamsSchema, EMPLOYER_ONLY, employerOwner, LIMITED, OWN_POSTING, OwnJobParamsSchema, tags } from '../applications/public-api';
import { inviteToJob } from './invite-to-job';
import { listJobInvitations } from './list-job-invitations';

const JobParamsSchema = z.strictObject({ id: idParamSchema('The job id') });
const JobInviteeParamsSchema = z.strictObject({ id: idParamSchema('The job id'), username: UsernameSchema });

/** Registers the practice's routes of its invitations. */
export function invitationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/users/employers/:id/jobs/:jobId/invitations', {
    schema: {
      tags,
      summary: 'Invite a job seeker to apply to a live posting',
      description:
        '{username, message}. The posting not live: 409 jobId. Not a job seeker whose resume the practice may read (public, or ' +
        'one who applied to it): 404 username. Already invited, applied or declined: 409 username (a cancelled invitation may be ' +
        `sent again). The job seeker gets an email. ${LIMITED('invitations', INVITATION_LIMITS)} ${EMPLOYER_ONLY}`,
      params: OwnJobParamsSchema,
      body: InvitationInputSchema,
      response: { 201: JobInvitationSchema },
      errors: [402],
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, INVITATION_LIMITS),
    handler: async (request, reply) => reply.status(201).send(await inviteToJob(ctx, currentAuth(request), request.params.jobId, request.body)),
  });

  app.get('/users/employers/:id/candidates/lookup', {
    schema: {
      tags,
      summary: 'Find a job seeker to invite by name or email',
      description:
        `q: at least ${CANDIDATE_LOOKUP_MIN_LENGTH} characters of a name (matched anywhere in it), or an email (matched exactly, ` +
        `any case). Only job seekers the practice may invite: a public resume, or someone who applied to it or holds its open ` +
        `invitation. At most ${CANDIDATE_LOOKUP_LIMIT}, those who applied to the practice first. Never answers an email. ` +
        `At most ${CANDIDATE_LOOKUPS_PER_PERSON.limit} lookups an hour per person (429). ${EMPLOYER_ONLY}`,
      params: AccountParamsSchema,
      querystring: CandidateLookupQuerySchema,
      response: { 200: z.array(CandidateSuggestionSchema) },
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, [CANDIDATE_LOOKUPS_PER_PERSON]),
    handler: async (request) => findCandidates(ctx, request.params.id, request.query.q),
  });

  app.get('/jobs/:id/invitations', {
    schema: {
      tags,
      summary: "A posting's invitations",
      description: `Newest first, every status. ${OWN_POSTING}`,
      params: JobParamsSchema,
      response: { 200: z.array(JobInvitationSchema) },
    },
    preValidation: requireEmployer,
    handler: async (request) => listJobInvitations(ctx, currentAuth(request).username, request.params.id),
  });

  app.put('/jobs/:id/invitations/:username', {
    schema: {
      tags,
      summary: 'Cancel (withdraw) an invitation',
      description: `No body. Pending becomes CANCELED; again: no change; accepted or declined: 409 status. ${OWN_POSTING}`,
      params: JobInviteeParamsSchema,
      response: { 200: JobInvitationSchema },
    },
    preValidation: requireEmployer,
    handler: async (request) => cancelInvitation(ctx, currentAuth(request).username, request.params.id, request.params.username),
  });
}
