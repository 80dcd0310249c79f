import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { DeadNoticeSchema, RetriedNoticeSchema, type DeadNotice } from '@chairside/domain/notices';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const DEAD_SHOWN = 200;

/** Dead notices in the admin area (registered inside the admin scope, under /admin): the list and a retry. */
export function noticesAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/notices/dead', {
      schema: {
        tags,
        summary: 'Notices that used up their attempts (emails, push, SMS, recurring runs), the latest first',
        description: `At most ${DEAD_SHOWN}, each with its kind, key, attempts and the last error. ${ADMIN}`,
        response: { 200: z.array(DeadNoticeSchema) },
      },
      handler: async (): Promise<DeadNotice[]> =>
        (await ctx.notices.listDead(DEAD_SHOWN)).map((notice) => ({
          ...notice,
          createdAt: notice.createdAt.toISOString(),
          diedAt: notice.diedAt?.toISOString() ?? null,
        })),
    });

    app.post('/notices/:id/retry', {
      schema: {
        tags,
        summary: 'Try a dead notice again',
        description: `The notice gets a fresh set of attempts, due now. An id that is not a dead notice 404. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        response: { 200: RetriedNoticeSchema },
      },
      handler: async (request) => {
        if (!(await ctx.notices.retryDead(request.params.id))) throw notFound('A dead notice with this id');
        return { id: request.params.id, retried: true as const };
      },
    });
  };
}
