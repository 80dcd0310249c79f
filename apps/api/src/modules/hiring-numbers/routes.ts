// The practice's hiring numbers route (ADR 121). Owners and admins of the practice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HiringNumbersSchema, NEARBY_RADIUS_MILES } from '@chairside/domain/hiring-numbers';
import type { AppContext } from '../../platform/context';
import { AccountParamsSchema, EMPLOYER_ONLY, employerOwner } from '../applications/public-api';
import { getHiringNumbers } from './hiring-numbers';

export function hiringNumbersRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/users/employers/:id/hiring-numbers', {
      schema: {
        tags: ['hiring'],
        summary: "The practice's hiring numbers: funnel, sources, time to fill, similar postings nearby",
        description:
          'Per published posting (newest first, at most 500) and overall: views (distinct visitors a day), applications, applicants ' +
          'offered an interview (not canceled) and hires (a stage meaning "hired"); applications by source (search, alert, google, ' +
          'invitation, feed, direct, unknown); days from publishing to filled; and the medians of other practices\u2019 postings of the ' +
          `same position within ${NEARBY_RADIUS_MILES} miles posted in the last year (shown from 3 postings). ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: HiringNumbersSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getHiringNumbers(ctx, request.params.id),
    });
  };
}
