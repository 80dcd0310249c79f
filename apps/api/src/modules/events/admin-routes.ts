import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { CommunityEventSchema, EVENT_STATUSES, ModerationDecisionSchema } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import { eventViewOf } from './event-view';
import { listEventsByStatus } from './events-repository';
import { reviewEvent } from './review-event';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';

const AdminEventSchema = z.object({ event: CommunityEventSchema, submitterName: z.string().nullable(), submitterEmail: z.string().nullable() });

/** Event moderation in the admin area (registered inside the admin scope, under /admin). */
export function eventsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/events', {
      schema: {
        tags,
        summary: 'Submitted events by review state',
        description: `status PENDING (default; oldest first), APPROVED or REJECTED (newest first); at most 200. ${ADMIN}`,
        querystring: z.strictObject({ status: z.enum(EVENT_STATUSES, { error: 'status is PENDING, APPROVED or REJECTED.' }).default('PENDING') }),
        response: { 200: z.array(AdminEventSchema) },
      },
      handler: async (request) => {
        const rows = await listEventsByStatus(ctx.db, request.query.status, 200);
        return rows.map((row) => ({
          event: eventViewOf(row, { userId: null, isAdmin: true }),
          submitterName: row.submitterName,
          submitterEmail: row.submitterEmail,
        }));
      },
    });

    app.put('/events/:id', {
      schema: {
        tags,
        summary: 'Approve or reject a submitted event',
        description: `APPROVE: it shows on the public pages. REJECT: hidden; the note is shown to its submitter. When the status changes the submitter is emailed (approved: the public page; rejected: the note and the edit link). Unknown id 404. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        body: ModerationDecisionSchema,
        response: { 200: CommunityEventSchema },
      },
      handler: async (request) => reviewEvent(ctx, request.params.id, request.body, request.log),
    });
  };
}
