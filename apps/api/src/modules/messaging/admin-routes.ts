import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import { MessageReportSchema, ResolvedReportSchema, ResolveReportSchema } from '@chairside/domain/messaging';
import type { AppContext } from '../../platform/context';
import { listMessageReports } from './list-message-reports';
import { resolveMessageReport } from './resolve-message-report';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const limitMessage = 'limit is a whole number from 1 to 200.';

/** Message reports in the admin area (registered inside the admin scope, under /admin). */
export function messagingAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/message-reports', {
      schema: {
        tags,
        summary: 'Open message reports, oldest first, with the conversation around each message',
        description: `context: the reported message with up to 4 messages before it and 2 after it. ${ADMIN}`,
        querystring: z.strictObject({ limit: digitsParamSchema(limitMessage, z.number().int().min(1, limitMessage).max(200, limitMessage)).default(50) }),
        response: { 200: z.array(MessageReportSchema) },
      },
      handler: async (request) => listMessageReports(ctx, request.query.limit),
    });

    app.put('/message-reports/:id', {
      schema: {
        tags,
        summary: 'Close a report: dismiss it, or block the sender',
        description:
          "action dismiss: the report closes. block-sender: the message's sender can no longer send messages to anyone (they still read theirs; sending answers 403 field message) and every open report against them closes. " +
          `A missing report 404; a closed one 409. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        body: ResolveReportSchema,
        response: { 200: ResolvedReportSchema },
      },
      handler: async (request) => resolveMessageReport(ctx, request.params.id, request.body),
    });
  };
}
