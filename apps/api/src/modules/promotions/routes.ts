import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnnouncementQuerySchema, AnnouncementSchema, CurrentPromotionSchema, PromotionQuerySchema } from '@chairside/domain/promotions';
import type { AppContext } from '../../platform/context';
import { getCurrentPromotion, listLiveAnnouncements } from './read-live-promotions';

const tags = ['promotions'];
const ANYONE: { [label: string]: string[] }[] = [{}, { bearer: [] }];
const ENV = 'env: development, staging or production (default: this deployment’s).';

/** What every page reads: the banner's announcements and the widget's promotion (docs/api/promotions.md). */
export function promotionsRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/announcements', {
      schema: {
        tags,
        summary: 'Live announcements for a role and environment (the banner shows the first)',
        description: `role: employer, staff or unauthenticated (default: the caller’s own; an administrator gets none). ${ENV}`,
        security: ANYONE,
        querystring: AnnouncementQuerySchema,
        response: { 200: z.object({ announcements: z.array(AnnouncementSchema) }) },
      },
      handler: async (request) => ({ announcements: await listLiveAnnouncements(ctx, request.auth, request.query) }),
    });

    app.get('/promotions/current', {
      schema: {
        tags,
        summary: 'The promotion the widget offers now ({promotion: null} when none)',
        description: `${ENV} Whether to show it (not to job seekers, narrow windows, a discount in play) is the page’s rule (shouldShowPromotion).`,
        security: ANYONE,
        querystring: PromotionQuerySchema,
        response: { 200: CurrentPromotionSchema },
      },
      handler: async (request) => ({ promotion: await getCurrentPromotion(ctx, request.query) }),
    });
  };
}
