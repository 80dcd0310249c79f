import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IndexingStatusSchema } from '@chairside/domain/google-indexing';
import type { AppContext } from '../../platform/context';
import { indexingStatus } from './indexing-status';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403).';

/** The Indexing API's status in the admin area (registered inside the admin scope, under /admin). */
export function googleIndexingAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/google-indexing', {
      schema: {
        tags,
        summary: 'Google Indexing API: the adapter, today’s quota, what waits and the 50 latest notifications',
        description: `The local adapter records notifications without sending them; Google's sends them (GOOGLE_INDEXING_SERVICE_ACCOUNT). ${ADMIN}`,
        response: { 200: IndexingStatusSchema },
      },
      handler: async () => indexingStatus(ctx, ctx.indexing),
    });
  };
}
