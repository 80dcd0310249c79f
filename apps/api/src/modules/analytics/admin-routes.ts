import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsReportQuerySchema, AnalyticsReportSchema } from '@chairside/domain/analytics';
import type { AppContext } from '../../platform/context';
import { reportAnalytics } from './report-analytics';

/** The analytics report of the admin area (registered inside the admin scope, under /admin). */
export function analyticsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/analytics', {
      schema: {
        tags: ['admin'],
        summary: 'Events per day, the purchase funnel and sign-ups by source for a period',
        description:
          'from, to: UTC days (YYYY-MM-DD), at most 366 days. Funnel: view_item → add_to_cart → begin_checkout → add_payment_info → purchase, each with its conversion from the step before (null when that had none). signUpsBySource: employer and job seeker accounts created in the period by UTM source, medium and campaign (null: none). Administrators only.',
        querystring: AnalyticsReportQuerySchema,
        response: { 200: AnalyticsReportSchema },
      },
      handler: async (request) => reportAnalytics(ctx, request.query),
    });
  };
}
