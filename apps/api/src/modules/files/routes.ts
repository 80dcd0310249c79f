import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { isStorageKey, PRIVATE_FILES_PREFIX } from '../../platform/file-storage';

const FileParamsSchema = z.object({ '*': z.string() });

/**
 * Stored files (profile photos) by key. Keys are random and made by the server, so an address
 * is given out only with a resume the reader may see; the files themselves need no sign-in
 * (an <img> sends no bearer token). Served as the type the server wrote, never sniffed.
 */
export function filesRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    // Without the zod type provider's reply typing: the answer is bytes, not JSON.
    fastify.get('/files/*', {
      schema: {
        tags: ['files'],
        summary: 'A stored file (profile photo or thumbnail) by its key',
        security: [],
        produces: ['image/webp'],
        params: FileParamsSchema,
        response: { 200: z.file() },
      },
      handler: async (request, reply) => {
        const key = (request.params as z.infer<typeof FileParamsSchema>)['*'];
        const file = isStorageKey(key) && !key.startsWith(PRIVATE_FILES_PREFIX) ? await ctx.storage.get(key) : null;
        if (!file) throw notFound('That file');
        return reply
          .type(file.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.data);
      },
    });
  };
}
