import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsBatchSchema } from '@chairside/domain/analytics';
import type { AppContext } from '../../platform/context';
import { limitRequests, type RequestLimit } from '../../platform/request-limits';
import { optedOut, recordEvents } from './record-events';

const tags = ['analytics'];
const ANYONE: { [label: string]: string[] }[] = [{}, { bearer: [] }];

/** A page sends a batch every few seconds and on hide: 120 batches a minute per address is generous. */
export const EVENT_BATCH_LIMIT: RequestLimit = {
  name: 'analytics-events:address',
  limit: 120,
  windowSeconds: 60,
  perAddress: true,
  message: (wait) => `Too many analytics batches from this address. Try again in ${wait}.`,
};

/** First-party product analytics intake (docs/api/analytics.md, ADR 31). */
export function analyticsRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/analytics/settings', {
      schema: {
        tags,
        summary: 'What the pages need to load analytics',
        description: 'measurementId: the GA4 measurement id (GA_MEASUREMENT_ID) or null; without one the Google tag is not loaded.',
        security: ANYONE,
        response: { 200: z.object({ measurementId: z.string().nullable() }) },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { measurementId: ctx.config.GA_MEASUREMENT_ID ?? null };
      },
    });

    app.post('/events', {
      schema: {
        tags,
        summary: 'Record product analytics events',
        description:
          '{events: [{name, params}], page?, utm_*?}: 1-50 events with GA4 names from the spec’s list (anything else 400). ' +
          'Kept with the session’s role, the page path and the UTM values; no address is stored. Sec-GPC: 1 or DNT: 1: ' +
          'accepted and not recorded (recorded: 0). 120 batches a minute per address (429).',
        security: ANYONE,
        body: AnalyticsBatchSchema,
        response: { 202: z.object({ recorded: z.number().int() }) },
      },
      // A batch sent after the session's token expired is kept as a visitor's: a beacon cannot refresh.
      config: { staleTokenAsVisitor: true },
      preHandler: limitRequests(ctx, [EVENT_BATCH_LIMIT]),
      handler: async (request, reply) => {
        const recorded = optedOut(request) ? 0 : await recordEvents(ctx, request.auth?.role ?? null, request.body);
        return reply.status(202).send({ recorded });
      },
    });
  };
}
