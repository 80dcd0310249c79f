import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { isLoopbackAddress } from '../../platform/proxy-trust';
import { listOutboxMessages, listOutboxTexts } from './outbox-repository';

const OUTBOX_LIMIT = 50;
const OutboxQuerySchema = z.strictObject({ to: z.string().max(320, 'to is an email address.').optional() });

const TextsQuerySchema = z.strictObject({ to: z.string().max(20, 'to is a number in E.164 form: +15125550142.').optional() });
const OutboxTextsSchema = z.object({
  texts: z.array(
    z.object({
      id: z.number().int(),
      to: z.string().nullable(),
      body: z.string(),
      purpose: z.string(),
      kind: z.string().nullable(),
      status: z.string(),
      detail: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

const OutboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
      createdAt: z.string(),
    }),
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
 * A development aid: the email and the texts the app has sent, read from their outbox tables.
 * They hold reset and verification codes, so it exists only when SHOW_OUTBOX is on and the site
 * is not a production one (NODE_ENV=production, or a PUBLIC_URL that is not this machine), and it
 * answers only this machine or an administrator (ADR 21, ADR 65).
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
        errors: [403],
      },
      preHandler: requireThisMachineOrAdmin,
      handler: async (request) => ({ messages: await listOutboxMessages(ctx.db, OUTBOX_LIMIT, request.query.to) }),
    });

    app.get('/dev/outbox/sms', {
      schema: {
        tags: ['dev'],
        summary: `The latest ${OUTBOX_LIMIT} texts, newest first, with how each ended (development only)`,
        description:
          'As the email outbox: only while PUBLIC_URL is a local address, for the server’s machine or an administrator. `to`: only the texts to that number (E.164).',
        security: [{}, { bearer: [] }],
        querystring: TextsQuerySchema,
        response: { 200: OutboxTextsSchema },
        errors: [403],
      },
      preHandler: requireThisMachineOrAdmin,
      handler: async (request) => ({ texts: await listOutboxTexts(ctx.db, OUTBOX_LIMIT, request.query.to) }),
    });
  };
}
