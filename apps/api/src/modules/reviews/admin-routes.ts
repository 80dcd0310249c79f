import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminReviewReportSchema, ReviewDecisionInputSchema, ReviewParamsSchema } from '@chairside/domain/reviews';
import { currentAuth } from '../../platform/auth';
import { requireSignedInId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { decideReviewReports, listReviewReports } from './moderate-reviews';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every decision is audited.';

/** Reported reviews in the admin area (registered inside the admin scope, under /admin). */
export function reviewsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/review-reports', {
      schema: {
        tags,
        summary: 'Reported reviews',
        description: `Reviews with open reports, the oldest report first, each with every open report's reason and reporter. ${ADMIN}`,
        response: { 200: z.array(AdminReviewReportSchema) },
      },
      handler: async () => listReviewReports(ctx),
    });

    app.post('/review-reports/:reviewId/decision', {
      schema: {
        tags,
        summary: 'Hide a reported review or keep it',
        description: `decision HIDE (no longer shown anywhere, nor counted in a rating) or KEEP; the review's open reports close. 404 without an open report. Answers the queue. ${ADMIN}`,
        params: ReviewParamsSchema,
        body: ReviewDecisionInputSchema,
        response: { 200: z.array(AdminReviewReportSchema) },
      },
      handler: async (request) => {
        const auth = currentAuth(request);
        const id = await requireSignedInId(ctx, auth);
        return decideReviewReports(ctx, { id, username: auth.username }, request.params.reviewId, request.body.decision);
      },
    });
  };
}
