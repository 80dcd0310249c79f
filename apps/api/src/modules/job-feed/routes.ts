import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { feedVersion, jobFeedStream } from './job-feed';

const ANYONE: { [label: string]: string[] }[] = [{}, { bearer: [] }];
const MAX_AGE_SECONDS = 900;

/** The outbound job feed for aggregators and partners (ADR 109). */
export function jobFeedRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/feeds/jobs.xml', {
      schema: {
        tags: ['jobs'],
        summary: 'Every live posting as an XML job feed (the partner feed format: <source><job>…), for aggregators',
        description:
          'Streamed in batches. Cacheable: ETag and Last-Modified, answered 304 Not Modified for If-None-Match or If-Modified-Since; public for 15 minutes. robots.txt lists it. The format’s schema: docs/api/job-feed.xsd.',
        security: ANYONE,
        produces: ['application/xml'],
        response: { 200: z.string().describe('The XML job feed.'), 304: z.null().describe('Not modified since the copy the client holds.') },
      },
      handler: async (request, reply) => {
        const { etag, lastModified } = await feedVersion(ctx);
        reply.header('etag', etag).header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).header('vary', 'accept-encoding');
        if (lastModified) reply.header('last-modified', lastModified.toUTCString());
        const ifNoneMatch = request.headers['if-none-match'];
        const ifModifiedSince = request.headers['if-modified-since'];
        const notModified =
          ifNoneMatch !== undefined
            ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
            : ifModifiedSince !== undefined && lastModified !== null && Math.floor(lastModified.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
        if (notModified) return reply.status(304).send();
        return reply.type('application/xml; charset=utf-8').send(jobFeedStream(ctx));
      },
    });
  };
}
