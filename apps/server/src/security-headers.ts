import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Headers every answer carries (registered without encapsulation, so it reaches every route). */
export const securityHeaders = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
});
