import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_SEARCH_INDEXES, SiteSearchQuerySchema, SiteSearchResponseSchema } from '@chairside/domain/site-search';
import type { AppContext } from '../../platform/context';
import { searchSite } from './search-site';

/** The header's site search over seven indexes in PostgreSQL (ADR 50). */
export function siteSearchRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/site-search', {
      schema: {
        tags: ['site search'],
        summary: 'Search the site',
        description:
          `Indexes, in this order: ${SITE_SEARCH_INDEXES.join(', ')} (index: one of them only). Each answers hits, nbHits, nbPages, page (from 0), hitsPerPage, processingTimeMS. ` +
          'q under 3 characters after trimming: every index empty. hitsPerPage is clamped to 1-100 (default 10). Words are matched as word beginnings, all required; ' +
          'when nothing matches, words of 4 letters or more also match a known word one typo away (listed in corrections). nbHits stops at 300 for job postings. No sign-in.',
        security: [],
        querystring: SiteSearchQuerySchema,
        response: { 200: SiteSearchResponseSchema },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return searchSite(ctx, request.query);
      },
    });
  };
}
