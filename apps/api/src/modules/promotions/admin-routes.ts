import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { AdminAnnouncementSchema, AdminPromotionSchema, AnnouncementInputSchema, PromotionInputSchema } from '@chairside/domain/promotions';
import { currentAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { createAnnouncement, endAnnouncement, listAnnouncements, updateAnnouncement } from './manage-announcements';
import { createPromotion, endPromotion, listPromotions, updatePromotion } from './manage-promotions';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const IdParamsSchema = z.strictObject({ id: idParamSchema('id') });
const SCHEDULE = 'startsAt omitted: from now (an edit keeps the current start); endsAt null: until ended. The end must follow the start.';

/** Announcements and promotions in the admin area (registered inside the admin scope, under /admin). */
export function promotionsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/announcements', {
      schema: { tags, summary: 'Every announcement, newest start first', description: ADMIN, response: { 200: z.array(AdminAnnouncementSchema) } },
      handler: async () => listAnnouncements(ctx),
    });
    app.post('/announcements', {
      schema: {
        tags,
        summary: 'Create (or schedule) an announcement',
        description: `${SCHEDULE} ${ADMIN}`,
        body: AnnouncementInputSchema,
        response: { 201: AdminAnnouncementSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await createAnnouncement(ctx, currentAuth(request).username, request.body)),
    });
    app.put('/announcements/:id', {
      schema: {
        tags,
        summary: 'Edit an announcement',
        description: `${SCHEDULE} ${ADMIN}`,
        params: IdParamsSchema,
        body: AnnouncementInputSchema,
        response: { 200: AdminAnnouncementSchema },
      },
      handler: async (request) => updateAnnouncement(ctx, request.params.id, request.body),
    });
    app.post('/announcements/:id/end', {
      schema: {
        tags,
        summary: 'End an announcement now',
        description: `Again: no change. ${ADMIN}`,
        params: IdParamsSchema,
        response: { 200: AdminAnnouncementSchema },
      },
      handler: async (request) => endAnnouncement(ctx, request.params.id),
    });

    app.get('/promotions', {
      schema: { tags, summary: 'Every promotion, newest start first', description: ADMIN, response: { 200: z.array(AdminPromotionSchema) } },
      handler: async () => listPromotions(ctx),
    });
    app.post('/promotions', {
      schema: {
        tags,
        summary: 'Create (or schedule) a promotion',
        description: `The discount code is kept in capitals. ${SCHEDULE} ${ADMIN}`,
        body: PromotionInputSchema,
        response: { 201: AdminPromotionSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await createPromotion(ctx, currentAuth(request).username, request.body)),
    });
    app.put('/promotions/:id', {
      schema: {
        tags,
        summary: 'Edit a promotion',
        description: `${SCHEDULE} ${ADMIN}`,
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 200: AdminPromotionSchema },
      },
      handler: async (request) => updatePromotion(ctx, request.params.id, request.body),
    });
    app.post('/promotions/:id/end', {
      schema: {
        tags,
        summary: 'End a promotion now',
        description: `Again: no change. ${ADMIN}`,
        params: IdParamsSchema,
        response: { 200: AdminPromotionSchema },
      },
      handler: async (request) => endPromotion(ctx, request.params.id),
    });
  };
}
