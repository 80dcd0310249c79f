import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { analyticsAdminRoutes } from '../analytics/admin-routes';
import { classifiedsAdminRoutes } from '../classifieds/admin-routes';
import { contentAdminRoutes } from '../content/admin-routes';
import { emailTemplatesAdminRoutes } from '../email-templates/admin-routes';
import { eventsAdminRoutes } from '../events/admin-routes';
import { jobsAdminRoutes } from '../jobs/admin-routes';
import { messagingAdminRoutes } from '../messaging/admin-routes';
import { noticesAdminRoutes } from '../notices/admin-routes';
import { promotionsAdminRoutes } from '../promotions/admin-routes';
import { adminScope } from './admin-scope';

/** The admin area (/api9/admin/...): administrators only, every change audited (ADR 30). */
export function adminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(adminScope(ctx, [promotionsAdminRoutes(ctx), analyticsAdminRoutes(ctx), messagingAdminRoutes(ctx), contentAdminRoutes(ctx), eventsAdminRoutes(ctx), classifiedsAdminRoutes(ctx), jobsAdminRoutes(ctx), noticesAdminRoutes(ctx), emailTemplatesAdminRoutes(ctx)]), { prefix: '/admin' });
  };
}
