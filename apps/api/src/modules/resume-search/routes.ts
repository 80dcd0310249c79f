import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  JobResumeSearchAnswerSchema,
  ResumeSearchAnswerSchema,
  ResumeSearchPathSchema,
  ResumeSearchQuerySchema,
  resumeSearchParamsOf,
} from '@chairside/domain/resume-search';
import type { AppContext } from '../../platform/context';
import { currentAuth, requireEmployer, requireOwner } from '../../platform/auth';
import { previewResumes, searchResumes, searchResumesForJob } from './search-resumes';

const tags = ['resume search'];
const ANSWER =
  'Only public resumes of job seekers who have not said they are not looking (candidate state NOT_LOOKING), of the position, within ' +
  'the radius (miles, default 25, at most 200), plus those willing to relocate within the radius plus 100 miles (at most 300). Ranked by match (0-100) then distance. ' +
  'limit (1-50, default 20), offset, radius and experience are strings of digits; preview is 1 or 0. access "full" (invitation ' +
  'credits INV/INVSUB, an invitation subscription or the UPGRADE_RESUME product) gives name, username, photo, city, miles and intro; ' +
  'access "preview" gives none of them, only what lets a practice judge the pool (position, years, certifications, skills, ' +
  'availability, a distance band, state) and productToBuy. Bad input: 400 naming the field; an unknown ZIP: 400 zip.';

const SearchParamsSchema = ResumeSearchPathSchema.extend({ id: UsernameSchema });
const JobParamsSchema = z.strictObject({ jobId: idParamSchema('jobId') });

export function resumeSearchRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/employers/:id/resumes/search/:position/:zip', {
      schema: {
        tags,
        summary: 'Search resumes near a ZIP code (practices)',
        description: `id is the practice's username (another: 404; a job seeker: 403; signed out: 401). ${ANSWER}`,
        params: SearchParamsSchema,
        querystring: ResumeSearchQuerySchema,
        response: { 200: ResumeSearchAnswerSchema },
      },
      preValidation: [requireEmployer, requireOwner],
      handler: async (request) => searchResumes(ctx, request.params.id, request.params.position, request.params.zip, resumeSearchParamsOf(request.query)),
    });

    app.get('/prepay/resumes/:position/:zip', {
      schema: {
        tags,
        summary: 'Preview resumes near a ZIP code (anyone, signed out)',
        description: `Always the preview (access "preview"), for anyone. ${ANSWER}`,
        security: [],
        params: ResumeSearchPathSchema,
        querystring: ResumeSearchQuerySchema,
        response: { 200: ResumeSearchAnswerSchema },
      },
      handler: async (request) => previewResumes(ctx, request.params.position, request.params.zip, resumeSearchParamsOf(request.query)),
    });

    app.get('/resumes/:jobId/search', {
      schema: {
        tags,
        summary: 'Candidates for one posting',
        description:
          `The posting's position and place; people who applied to it or were invited to it are left out. The practice's own ` +
          `postings only (another's or none: 404 jobId; a job seeker: 403; signed out: 401). A posting without a place: 409 jobId. ${ANSWER}`,
        params: JobParamsSchema,
        querystring: ResumeSearchQuerySchema,
        response: { 200: JobResumeSearchAnswerSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => searchResumesForJob(ctx, currentAuth(request).username, request.params.jobId, resumeSearchParamsOf(request.query)),
    });
  };
}
