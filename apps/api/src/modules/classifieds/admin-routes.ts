import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { AdminClassifiedSchema, ClassifiedSchema } from '@chairside/domain/classifieds';
import type { AppContext } from '../../platform/context';
import { listModerationQueue, reviewClassified } from './review-classified';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';

const ClassifiedModerationSchema = z.strictObject({
  decision: z.enum(['APPROVE', 'REJECT', 'DISMISS_FLAGS'], { error: 'decision is APPROVE, REJECT or DISMISS_FLAGS.' }),
  note: z
    .string({ error: 'note is text.' })
    .trim()
    .max(500, 'A note is at most 500 characters.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});

/** Classified moderation in the admin area (registered inside the admin scope, under /admin). */
export function classifiedsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/classifieds', {
      schema: {
        tags,
        summary: 'Listings to moderate',
        description: `queue PENDING (default): waiting for review, oldest first. FLAGGED: with open reports from readers. At most 200. ${ADMIN}`,
        querystring: z.strictObject({ queue: z.enum(['PENDING', 'FLAGGED'], { error: 'queue is PENDING or FLAGGED.' }).default('PENDING') }),
        response: { 200: z.array(AdminClassifiedSchema) },
      },
      handler: async (request) => listModerationQueue(ctx, request.query.queue),
    });

    app.put('/classifieds/:id', {
      schema: {
        tags,
        summary: 'Approve, reject, or dismiss the reports of a listing',
        description: `APPROVE: shown for 60 days from now. REJECT: hidden; the note is shown to its owner. Both close its open reports, and email the owner when the status changes (approved: the public page; rejected: the note and the edit link). DISMISS_FLAGS: closes the reports of a live listing. Unknown id 404. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        body: ClassifiedModerationSchema,
        response: { 200: ClassifiedSchema },
      },
      handler: async (request) => reviewClassified(ctx, request.params.id, request.body, request.log),
    });
  };
}
