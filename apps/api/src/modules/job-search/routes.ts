import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  JobOpinionInputSchema,
  JobOpinionSchema,
  JobSearchAnswerSchema,
  JobSearchQuerySchema,
  normaliseJobSearch,
  SIMILAR_JOBS_LIMIT,
  SIMILAR_JOBS_RADIUS,
  SimilarJobsAnswerSchema,
  type JobSearchContext,
  type JobSearchQuery,
} from '@chairside/domain/job-search';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireStaff } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { recentAnswers } from '../../platform/recent-answers';
import { findSimilarJobs } from './find-similar-jobs';
import { findSearcher } from './job-search-repository';
import { searchJobs } from './search-jobs';
import { setJobOpinion } from './set-job-opinion';

const tags = ['job search'];
const SEARCH_ANSWER =
  'Answers {premiumJobs, partnerJobs, total, partnerTotal, limit, offset}: live postings (ACTIVE, slotted, not expired) and ' +
  'partner postings, each nearest first then newest; distance in miles (great circle, one decimal). Radius 101: postings with ' +
  'the NAT add-on anywhere (nearest first when a ZIP is given), and no partner postings. Bad input: 400 naming the field; an ' +
  "unknown ZIP: 400 'ZIP code not found' (zip).";

const OwnerParamsSchema = z.strictObject({ id: UsernameSchema });
const JobParamsSchema = z.strictObject({ id: idParamSchema('The job id') });
const OpinionParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });

/** The normalised parameters, or a 400 naming the first wrong field. */
function paramsOf(query: JobSearchQuery, context: JobSearchContext) {
  const normalised = normaliseJobSearch(query, context);
  if (!normalised.ok) {
    const [first] = normalised.problems;
    throw new AppError('VALIDATION', first.message, { field: first.field });
  }
  return normalised.params;
}

/**
 * The search answers are built by this module and checked against JobSearchAnswerSchema by its
 * tests; on both busy routes they are written with plain JSON.stringify rather than checked again
 * on every response. The schema still describes them in the OpenAPI document.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function jobSearchRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // A visitor's answer depends only on the parameters: the same search within a few seconds is
    // answered from memory, already written as JSON (popular places, crawlers, the server-rendered
    // search page).
    const visitorAnswers = recentAnswers<string>({ seconds: ctx.config.SEARCH_CACHE_SECONDS, maxEntries: 2_000, clock: ctx.clock });

    app.get('/jobs/search', {
      schema: {
        tags,
        summary: 'Search jobs near a ZIP code (visitors)',
        description: `Anyone; no sign-in. zip is required unless radius is 101; evaluation and invited need a signed-in user (GET /users/{id}/jobs). ${SEARCH_ANSWER}`,
        security: [],
        querystring: JobSearchQuerySchema,
        response: { 200: JobSearchAnswerSchema },
      },
      handler: async (request, reply) => {
        const params = paramsOf(request.query, { signedIn: false });
        const json = await visitorAnswers.get(JSON.stringify(params), async () => JSON.stringify(await searchJobs(ctx, params, null)));
        // Already JSON text: with a JSON content type Fastify sends it as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    });

    app.get('/jobs/:id/similar', {
      schema: {
        tags,
        summary: "A job page's 'Similar jobs'",
        description:
          `Anyone; no sign-in. {jobs}: at most ${SIMILAR_JOBS_LIMIT} live postings of the same position within ${SIMILAR_JOBS_RADIUS} miles ` +
          'of the posting (live or not), nearest first then newest, never the posting itself; confidential ones without their practice, ' +
          'and no distances. A posting without a position or place: none. A draft, a posting taken down or an unknown id: 404.',
        security: [],
        params: JobParamsSchema,
        response: { 200: SimilarJobsAnswerSchema },
      },
      handler: async (request) => findSimilarJobs(ctx, request.params.id),
    });

    app.get('/users/:id/jobs', {
      schema: {
        tags,
        summary: 'Search jobs (signed in): the search screen’s data',
        description:
          `id is the caller's username (another: 404; anonymous: 401). Without zip (or position) the user's own is used. ` +
          `Each premium job carries isLike/isDislike and applied/invited for this user. ${SEARCH_ANSWER}`,
        params: OwnerParamsSchema,
        querystring: JobSearchQuerySchema,
        response: { 200: JobSearchAnswerSchema },
      },
      preValidation: requireOwner,
      serializerCompiler: plainJson,
      handler: async (request) => {
        const user = await findSearcher(ctx.db, request.params.id);
        if (!user) throw notFound('That account');
        const params = paramsOf(request.query, { signedIn: true, userZip: user.zip, userPosition: user.position });
        return searchJobs(ctx, params, user.id);
      },
    });

    app.put('/users/:id/jobs/:jobId/opinion', {
      schema: {
        tags,
        summary: 'Like or dislike a posting (job seekers)',
        description:
          '{opinion: LIKED | DISLIKED | null} (null clears it). Any published posting; a draft or unknown id: 404. Job seekers only (403), ' +
          'on their own username (404).',
        params: OpinionParamsSchema,
        body: JobOpinionInputSchema,
        response: { 200: JobOpinionSchema },
      },
      preValidation: [requireStaff, requireOwner],
      handler: async (request) => setJobOpinion(ctx, request.params.id, request.params.jobId, request.body.opinion),
    });
  };
}
