import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isLoopbackAddress } from '../../platform/proxy-trust';
import { listOutboxMessages } from './outbox-repository';

const OUTBOX_LIMIT = 50;
const OutboxQuerySchema = z.strictObject({ to: z.string().max(320, 'to is an email address.').optional() });

const OutboxSchema = z.object({
  messages: z.array(
    z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() }),
  ),
});

/**
 * The client is this machine (its address, as the proxy-trust rule finds it, is loopback) or
 * an administrator.
 */
const requireThisMachineOrAdmin = async (request: FastifyRequest) => {
  if (request.auth?.role === 'admin' || isLoopbackAddress(request.ip)) return;
  throw new AppError('FORBIDDEN', 'The outbox can be read only on the server’s own machine or by an administrator.');
};

/**
 * A development aid: the email the app has sent, read from the outbox table. It holds reset
 * codes, so it exists only when SHOW_OUTBOX is on and the site is not a production one
 * (NODE_ENV=production, or a PUBLIC_URL that is not this machine), and it answers only this
 * machine or an administrator (ADR 21, ADR 65).
 */
export function devOutboxRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    if (!ctx.config.SHOW_OUTBOX) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/dev/outbox', {
      schema: {
        tags: ['dev'],
        summary: `The latest ${OUTBOX_LIMIT} stored emails, newest first (development only)`,
        description:
          'Only while PUBLIC_URL is a local address; answers a client on the server’s machine or an administrator (403 otherwise). `to`: only the emails sent to that address.',
        security: [{}, { bearer: [] }],
        querystring: OutboxQuerySchema,
        response: { 200: OutboxSchema },
      },
      preHandler: requireThisMachineOrAdmin,
      handler: async (request) => ({ messages: await listOutboxMessages(ctx.db, OUTBOX_LIMIT, request.query.to) }),
    });
  };
}
