import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { listOutboxMessages } from './outbox-repository';

const OUTBOX_LIMIT = 50;

const OutboxSchema = z.object({
  messages: z.array(
    z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});

/**
 * A development aid: the email the app has sent, read from the outbox table. It holds reset
 * codes, so it exists only when SHOW_OUTBOX is on (off by default in production; ADR 0005).
 */
export function devOutboxRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    if (!ctx.config.SHOW_OUTBOX) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/dev/outbox', {
      schema: {
        tags: ['dev'],
        summary: `The latest ${OUTBOX_LIMIT} stored emails, newest first (development only)`,
        security: [],
        response: { 200: OutboxSchema },
      },
      handler: async () => ({ messages: await listOutboxMessages(ctx.db, OUTBOX_LIMIT) }),
    });
  };
}
