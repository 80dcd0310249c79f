import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import {
  ApplicantMatchSchema,
  EmployerMatchCriteriaSchema,
  MatchCriteriaAnswerSchema,
  MatchCriteriaSchema,
  MatchQuestionSchema,
  MatchedCandidateSchema,
} from '@chairside/domain/match-criteria';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireEmployer, requireOwner } from '../../platform/auth';
import { getMatchCriteria } from './get-match-criteria';
import { listApplicantMatches } from './list-applicant-matches';
import { listEmployerMatchCriteria } from './list-employer-match-criteria';
import { listResumeMatches } from './list-resume-matches';
import { MATCH_QUESTIONS } from './match-questions';
import { saveMatchCriteria } from './save-match-criteria';

const tags = ['matching'];
const OWN_POSTING = "The practice's own postings only: anonymous 401, not an employer 403, another practice's posting 404.";
const EMPLOYER_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice 404.';
const CRITERIA_BODY =
  'Each of certifications {names, required}, experience {minYears, maxYears, required}, skills {names, required}, days {days: SUN..SAT, required}, distance {miles 1-500, required}, pay {minCents, maxCents, unit HOUR|YEAR, required} is optional (null or left out: not asked). required true: a deal-breaker; false: preferred. Impossible ranges are 400 naming the field.';

export const RESUME_MATCHES_PAGE_DEFAULT = 25;
export const RESUME_MATCHES_PAGE_MAX = 100;

const JobParamsSchema = z.strictObject({ jobId: idParamSchema('jobId') });
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const OwnJobParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });

const pageMessage = (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`;
const pageNumber = (name: string, min: number, max: number) =>
  digitsParamSchema(
    pageMessage(name, min, max),
    z
      .number()
      .int()
      .min(min, pageMessage(name, min, max))
      .max(max, pageMessage(name, min, max)),
  );
const MatchesPageSchema = z.strictObject({
  limit: pageNumber('limit', 1, RESUME_MATCHES_PAGE_MAX).default(RESUME_MATCHES_PAGE_DEFAULT),
  offset: pageNumber('offset', 0, 10_000).default(0),
});

export function matchingRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/lists/match-questions', {
      schema: {
        tags,
        summary: 'The questions the match criteria editor asks',
        description: 'Public: the same for everyone. Each names its criterion key, the kind of answer, suggestions and options.',
        response: { 200: z.array(MatchQuestionSchema) },
      },
      handler: async () => MATCH_QUESTIONS,
    });

    app.get('/match-criteria/:jobId', {
      schema: {
        tags,
        summary: "A posting's match criteria",
        description: `criteria null: none set yet. ${OWN_POSTING}`,
        params: JobParamsSchema,
        response: { 200: MatchCriteriaAnswerSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => getMatchCriteria(ctx, currentAuth(request).username, request.params.jobId),
    });

    app.post('/match-criteria/:jobId', {
      schema: {
        tags,
        summary: "Set a posting's match criteria",
        description: `${CRITERIA_BODY} 409 when the posting has criteria already (use PUT). ${OWN_POSTING}`,
        params: JobParamsSchema,
        body: MatchCriteriaSchema,
        response: { 201: MatchCriteriaAnswerSchema },
      },
      preValidation: requireEmployer,
      handler: async (request, reply) => {
        const answer = await saveMatchCriteria(ctx, currentAuth(request).username, request.params.jobId, request.body, 'create');
        return reply.code(201).send(answer);
      },
    });

    app.put('/match-criteria/:jobId', {
      schema: {
        tags,
        summary: "Replace a posting's match criteria",
        description: `${CRITERIA_BODY} Sets them whether or not the posting had some. ${OWN_POSTING}`,
        params: JobParamsSchema,
        body: MatchCriteriaSchema,
        response: { 200: MatchCriteriaAnswerSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => saveMatchCriteria(ctx, currentAuth(request).username, request.params.jobId, request.body, 'replace'),
    });

    app.get('/users/employers/:id/match-criteria', {
      schema: {
        tags,
        summary: 'The match criteria of every posting of the practice',
        description: `Postings without criteria are left out; ordered by job id. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(EmployerMatchCriteriaSchema) },
      },
      preValidation: [requireEmployer, requireOwner],
      handler: async (request) => listEmployerMatchCriteria(ctx, request.params.id),
    });

    app.get('/resumes/:jobId/matches', {
      schema: {
        tags,
        summary: 'Candidates for a posting from public resumes near it, with match scores',
        description: `Public resumes of the posting's position within the criteria's distance (50 miles without one), plus people willing to relocate; never people who are not looking. Best match first (meeting every requirement, then percent, then distance); match null and nearest first without criteria. limit 1-${RESUME_MATCHES_PAGE_MAX} (default ${RESUME_MATCHES_PAGE_DEFAULT}), offset. ${OWN_POSTING}`,
        params: JobParamsSchema,
        querystring: MatchesPageSchema,
        response: { 200: z.array(MatchedCandidateSchema) },
      },
      preValidation: requireEmployer,
      handler: async (request) => listResumeMatches(ctx, currentAuth(request).username, request.params.jobId, request.query),
    });

    app.get('/users/employers/:id/applications/:jobId/matches', {
      schema: {
        tags,
        summary: "A posting's applicants with match scores",
        description: `Best match first; match null and in the order they applied without criteria. ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        response: { 200: z.array(ApplicantMatchSchema) },
      },
      preValidation: [requireEmployer, requireOwner],
      handler: async (request) => listApplicantMatches(ctx, request.params.id, request.params.jobId),
    });
  };
}
