import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { analyticsAdminRoutes } from '../analytics/public-api';
import { classifiedsAdminRoutes } from '../classifieds/public-api';
import { contentAdminRoutes } from '../content/public-api';
import { credentialsAdminRoutes } from '../credentials/public-api';
import { emailTemplatesAdminRoutes } from '../email-templates/public-api';
import { eventsAdminRoutes } from '../events/public-api';
import { googleIndexingAdminRoutes } from '../google-indexing/public-api';
import { jobsAdminRoutes } from '../jobs/public-api';
import { messagingAdminRoutes } from '../messaging/public-api';
import { noticesAdminRoutes } from '../notices/public-api';
import { promotionsAdminRoutes } from '../promotions/public-api';
import { tempReliabilityAdminRoutes } from '../temp-shifts/public-api';
import { reviewsAdminRoutes } from '../reviews/public-api';
import { shiftPayAdminRoutes } from '../shift-pay/public-api';
import { secondFactorAdminRoutes } from '../accounts/public-api';
import { adminScope } from './admin-scope';

/** The admin area (/api9/admin/...): administrators only, every change audited (ADR 30). */
export function adminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(
      adminScope(ctx, [
        promotionsAdminRoutes(ctx),
        analyticsAdminRoutes(ctx),
        messagingAdminRoutes(ctx),
        contentAdminRoutes(ctx),
        eventsAdminRoutes(ctx),
        classifiedsAdminRoutes(ctx),
        jobsAdminRoutes(ctx),
        noticesAdminRoutes(ctx),
        emailTemplatesAdminRoutes(ctx),
        tempReliabilityAdminRoutes(ctx),
        reviewsAdminRoutes(ctx),
        shiftPayAdminRoutes(ctx),
        googleIndexingAdminRoutes(ctx),
        credentialsAdminRoutes(ctx),
        secondFactorAdminRoutes(ctx),
      ]),
      { prefix: '/admin' },
    );
  };
}
