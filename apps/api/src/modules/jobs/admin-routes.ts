import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { ReportedJobSchema, ReviewedReportedJobSchema, ReviewReportedJobSchema } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { listReportedJobs } from './list-reported-jobs';
import { reviewReportedJob } from './review-reported-job';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';

/** The queue of reported postings in the admin area (registered inside the admin scope, under /admin). */
export function jobsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/reported-jobs', {
      schema: {
        tags,
        summary: 'Reported postings to review, with their open reports, the posting and its practice',
        description: `Postings still shown that have open reports, the most recently reported first (at most 200), each with its latest 10 open reports. ${ADMIN}`,
        response: { 200: z.array(ReportedJobSchema) },
      },
      handler: async () => listReportedJobs(ctx),
    });

    app.put('/reported-jobs/:id', {
      schema: {
        tags,
        summary: 'Act on a reported posting: hide it, dismiss its reports, or suspend its practice',
        description:
          'hide-posting: the posting leaves search and its page (404) and is closed; its open reports close. dismiss: its open reports close, the posting stays. ' +
          'suspend-practice: every posting of the practice is hidden, the practice can no longer publish or reopen postings (403), and the open reports of all its postings close. ' +
          `Reporters who gave an address (or were signed in) are thanked by email when a posting is taken down. A draft or unknown id 404; nothing to act on 409. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        body: ReviewReportedJobSchema,
        response: { 200: ReviewedReportedJobSchema },
      },
      handler: async (request) => reviewReportedJob(ctx, request.params.id, request.body, request.log),
    });
  };
}
