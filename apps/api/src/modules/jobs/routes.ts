import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import {
  EMPLOYER_JOB_LIMIT,
  EmployerJobSchema,
  JobDateSchema,
  JobDateStatusInputSchema,
  JobFlagInputSchema,
  JobFlagStateSchema,
  JobPostingInputSchema,
  JobSlotSchema,
  JobStatusInputSchema,
  JobViewAnswerSchema,
  LiveJobPageSchema,
  PublicJobSchema,
  PublishJobInputSchema,
} from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireEmployer, requireOwner } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { cancelJobSlot } from './cancel-job-slot';
import { changeJobDateStatus } from './change-job-date-status';
import { changeJobStatus } from './change-job-status';
import { countJobView } from './count-job-view';
import { createJob } from './create-job';
import { flagJob, getJobFlag } from './flag-job';
import { getOwnJob } from './get-own-job';
import { getPublicJob } from './get-public-job';
import { listEmployerJobs } from './list-employer-jobs';
import { jobScopeOf } from '../../platform/team-access';
import { listJobSlots } from './list-job-slots';
import { listLiveJobPages } from './list-live-job-pages';
import { publishJob } from './publish-job';
import { updateJob } from './update-job';
import { visitorOf } from './visitor-key';

const tags = ['jobs'];
const OWNER_ONLY = 'Only the practice may call this: anonymous 401, not an employer 403, another practice 404.';
const OWN_POSTING = "An employer's own postings only: anonymous 401, not an employer 403, another practice's posting 404.";
/** Role first (a job seeker: 403), then the path's username must be the caller's (404). */
const ownerOnly = [requireEmployer, requireOwner];
const ANYONE: { [label: string]: string[] }[] = [{}, { bearer: [] }];

const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });
const OwnJobParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });
const JobParamsSchema = z.strictObject({ id: idParamSchema('The job id') });
const JobDateParamsSchema = z.strictObject({ id: idParamSchema('The job id'), jobDateId: idParamSchema('jobDateId') });
const SlotParamsSchema = z.strictObject({ id: UsernameSchema, slotId: idParamSchema('slotId') });
const JOB_LIMIT_MESSAGE = `limit is a whole number from 1 to ${EMPLOYER_JOB_LIMIT}.`;
const JobListQuerySchema = z.object({
  limit: digitsParamSchema(JOB_LIMIT_MESSAGE, z.number().int().min(1, JOB_LIMIT_MESSAGE).max(EMPLOYER_JOB_LIMIT, JOB_LIMIT_MESSAGE)).default(
    EMPLOYER_JOB_LIMIT,
  ),
});
const PublishQuerySchema = z.object({ 'slot-id': idParamSchema('slot-id').optional() });

const POSTING_BODY =
  'The posting as the form holds it; a field left out is null (PUT replaces the whole posting). Drafts may be incomplete; a ' +
  'published posting must keep position, name, description and place. type TEMP needs jobDates (from today on); PERM has none. ' +
  'payCode HOUR|YEAR|PRODUCTION|COLLECTION[_RANGE] with salaryMin (and salaryMax for a range) in hundredths: cents, or hundredths ' +
  'of a percent. description: HTML; scripts, styles, forms, embeds, event handlers: 400 description; other tags are removed.';

export function jobsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/jobs', {
      schema: {
        tags,
        summary: "Every posting of the practice (the Job Postings screen's data)",
        description: `Latest expiredDate first, drafts last; credit posts included (group 'credit'). Each with displayStatus, group, adjustedExpireDate, slug, views, applicantCount and newApplicantCount (applications not opened yet). ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        querystring: JobListQuerySchema,
        response: { 200: z.array(EmployerJobSchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listEmployerJobs(ctx, request.params.id, request.query.limit, jobScopeOf(request.auth?.member)),
    });

    app.post('/users/employers/:id/jobs', {
      schema: {
        tags,
        summary: 'Save a new posting as a draft',
        description: `${POSTING_BODY} ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        body: JobPostingInputSchema,
        response: { 201: EmployerJobSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => reply.status(201).send(await createJob(ctx, request.params.id, request.body)),
    });

    app.get('/users/:id/jobs/:jobId', {
      schema: {
        tags,
        summary: 'One posting as its practice sees it (summary and edit screens)',
        description: OWNER_ONLY,
        params: OwnJobParamsSchema,
        response: { 200: EmployerJobSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getOwnJob(ctx, request.params.id, request.params.jobId),
    });

    app.put('/jobs/:id', {
      schema: {
        tags,
        summary: 'Replace a posting (draft or published)',
        description: `${POSTING_BODY} ${OWN_POSTING}`,
        params: JobParamsSchema,
        body: JobPostingInputSchema,
        response: { 200: EmployerJobSchema },
        errors: [409],
      },
      preValidation: requireEmployer,
      handler: async (request) => updateJob(ctx, currentAuth(request).username, request.params.id, request.body),
    });

    app.put('/jobs/:id/publish', {
      schema: {
        tags,
        summary: 'Publish a draft into a job slot',
        description:
          'The slot: query slot-id or body {slotId} (optional; otherwise the first free slot). One transaction that locks the posting ' +
          'and the slot: a taken, cancelled or ended slot 409 slotId; no free slot 402 slotId; not your slot 404 slotId; an incomplete ' +
          'posting 400 naming the field; already published 409 status. The posting becomes ACTIVE, posted now, expiring in 30 days; a ' +
          `JOBSUB slot makes it a subscription posting. ${OWN_POSTING}`,
        params: JobParamsSchema,
        querystring: PublishQuerySchema,
        body: PublishJobInputSchema.nullish(),
        response: { 200: EmployerJobSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => {
        const fromQuery = request.query['slot-id'];
        const fromBody = request.body?.slotId;
        if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody)
          throw new AppError('VALIDATION', 'Give the slot once: slot-id and slotId differ.', { field: 'slotId' });
        return publishJob(ctx, currentAuth(request).username, request.params.id, fromBody ?? fromQuery);
      },
    });

    app.put('/jobs/:id/status', {
      schema: {
        tags,
        summary: 'Fill (BOOKED), close (CANCELED) or reopen (ACTIVE) a published posting',
        description:
          'Filling or closing tells every applicant still open (not hired, not declined, not told before) that they were not selected, by email ' +
          'and in the app: notSelectedMessage is the text (optional, up to 2000 characters; blank: a polite default). ' +
          `A draft: 409 status. Reopening an expired or unslotted posting: 409 status; a subscription posting whose slot now holds another: 409 slotId. ${OWN_POSTING}`,
        params: JobParamsSchema,
        body: JobStatusInputSchema,
        response: { 200: EmployerJobSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => changeJobStatus(ctx, currentAuth(request).username, request.params.id, request.body.status, request.body.notSelectedMessage),
    });

    app.put('/jobs/:id/status/:jobDateId', {
      schema: {
        tags,
        summary: "Set one temp date's status (ACTIVE open, BOOKED filled, CANCELED)",
        description: OWN_POSTING,
        params: JobDateParamsSchema,
        body: JobDateStatusInputSchema,
        response: { 200: JobDateSchema },
        errors: [409],
      },
      preValidation: requireEmployer,
      handler: async (request) => changeJobDateStatus(ctx, currentAuth(request).username, request.params.id, request.params.jobDateId, request.body.status),
    });

    app.get('/jobs/live-pages', {
      schema: {
        tags,
        summary: 'Live postings for the sitemap: id, slug, lastmod',
        description: 'Anyone. At most 50,000, the most recently changed first.',
        security: [],
        response: { 200: z.array(LiveJobPageSchema) },
      },
      handler: async () => listLiveJobPages(ctx),
    });

    app.get('/jobs/:id', {
      schema: {
        tags,
        summary: 'A published posting for its public page',
        description:
          'Anyone. Drafts: 404. Filled, closed and expired postings are answered with their displayStatus and isLive false, and no ' +
          'structuredData. Confidential: no practice, office, street address or coordinates.',
        security: ANYONE,
        params: JobParamsSchema,
        response: { 200: PublicJobSchema },
      },
      handler: async (request) => getPublicJob(ctx, request.params.id),
    });

    app.put('/jobs/:id/view', {
      schema: {
        tags,
        summary: 'Count a view of a published posting',
        description: 'Anyone, signed in or not. Once per visitor and day; the practice viewing its own posting does not count.',
        security: ANYONE,
        params: JobParamsSchema,
        response: { 200: JobViewAnswerSchema },
      },
      handler: async (request) => countJobView(ctx, await visitorOf(ctx, request), request.params.id),
    });

    app.put('/jobs/:id/flag', {
      schema: {
        tags,
        summary: 'Report a published posting to the administrators',
        description:
          "Anyone. {reason} 1-500 characters, {email} optional (to be thanked when the team takes the posting down; signed in: the account's address when left out). " +
          'Once per visitor (again: replaces the reason and reopens the report); at most 20 reports an hour (429). A posting reaching 3 open reports is emailed to support once.',
        security: ANYONE,
        params: JobParamsSchema,
        body: JobFlagInputSchema,
        response: { 200: JobFlagStateSchema },
      },
      handler: async (request) => flagJob(ctx, await visitorOf(ctx, request), request.params.id, request.body, request.log),
    });

    app.get('/jobs/:id/flag', {
      schema: {
        tags,
        summary: 'Whether this visitor has reported the posting',
        security: ANYONE,
        params: JobParamsSchema,
        response: { 200: JobFlagStateSchema },
      },
      handler: async (request) => getJobFlag(ctx, await visitorOf(ctx, request), request.params.id),
    });

    app.get('/users/employers/:id/job-slots', {
      schema: {
        tags,
        summary: 'The practice’s job slots',
        description: `Usable slots (not cancelled, not ended): unassigned ones (activeJobId 0) first, each part by slotId. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        response: { 200: z.array(JobSlotSchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listJobSlots(ctx, request.params.id),
    });

    app.get('/users/employers/:id/job-slot/:slotId/cancel', {
      schema: {
        tags,
        summary: 'Cancel a job slot (GET, as the spec calls it)',
        description: `The slot leaves the list; a posting it carries becomes unslotted (Closed). Again: no change. ${OWNER_ONLY}`,
        params: SlotParamsSchema,
        response: { 200: JobSlotSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => cancelJobSlot(ctx, request.params.id, request.params.slotId),
    });
  };
}
