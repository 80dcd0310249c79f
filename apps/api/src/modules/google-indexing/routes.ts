import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { handleIndexing } from './indexing-queue';

/** Registers the Indexing API's notice handler (its only route is in the admin area). */
export function googleIndexingRoutes(ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    handleIndexing(ctx, ctx.indexing);
  };
}
