import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import { SAVED_JOBS_MAX, SavedJobSchema } from '@chairside/domain/saved-jobs';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { listSavedJobs } from './list-saved-jobs';
import { saveJob } from './save-job';
import { unsaveJob } from './unsave-job';

const tags = ['saved jobs'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';

const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const SavedJobParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });

/** Role first (wrong role: 403), then the path's username must be the caller's (404). */
const staffOwner = [requireStaff, requireOwner];

export function savedJobsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/saved-jobs', {
      schema: {
        tags,
        summary: "The job seeker's saved jobs",
        description:
          `Newest first (at most ${SAVED_JOBS_MAX}), each with savedDate and the posting as it is now: a filled, closed or ` +
          `expired posting stays in the list with its displayStatus and isLive false. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(SavedJobSchema) },
      },
      preValidation: staffOwner,
      handler: async (request) => listSavedJobs(ctx, request.params.id),
    });

    app.put('/users/staff/:id/saved-jobs/:jobId', {
      schema: {
        tags,
        summary: 'Save a job',
        description:
          'No body. Any published posting (live or not); a draft or unknown id: 404 jobId. Saving again changes nothing and answers ' +
          `the same record (savedDate of the first save). More than ${SAVED_JOBS_MAX} saved: 409 jobId. ${STAFF_ONLY}`,
        params: SavedJobParamsSchema,
        response: { 200: SavedJobSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => saveJob(ctx, request.params.id, request.params.jobId),
    });

    app.delete('/users/staff/:id/saved-jobs/:jobId', {
      schema: {
        tags,
        summary: 'Remove a saved job',
        description: `No body; 204. Not saved: 204 too (nothing changes). ${STAFF_ONLY}`,
        params: SavedJobParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        await unsaveJob(ctx, request.params.id, request.params.jobId);
        return reply.status(204).send(null);
      },
    });
  };
}
