import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import { NoShowReviewInputSchema, TempReliabilityReviewSchema } from '@chairside/domain/temp-no-shows';
import { currentAuth } from '../../platform/auth';
import { requireSignedInId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { clearPause, loadReliabilityReview, reviewNoShow } from './reliability-review';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';

/** Temp reliability in the admin area (registered inside the admin scope, under /admin): disputed no-shows and booking pauses. */
export function tempReliabilityAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/temp-reliability', {
      schema: {
        tags,
        summary: 'Disputed no-shows and paused professionals',
        description: `No-shows a professional disputed that no administrator decided yet (the oldest dispute first), and professionals whose booking is paused (2 no-shows within 90 days since the last clearance). ${ADMIN}`,
        response: { 200: TempReliabilityReviewSchema },
      },
      handler: async () => loadReliabilityReview(ctx),
    });

    app.post('/temp-reliability/no-shows/:id/review', {
      schema: {
        tags,
        summary: 'Uphold or overturn a no-show',
        description:
          'outcome UPHELD (it keeps counting) or OVERTURNED (it no longer counts: neither the reliability score nor a booking pause sees it). ' +
          `Once: 409 when already reviewed; 404 for an id that is not a no-show. Answers the review lists. ${ADMIN}`,
        params: z.strictObject({ id: idParamSchema('id') }),
        body: NoShowReviewInputSchema,
        response: { 200: TempReliabilityReviewSchema },
      },
      handler: async (request) => {
        const adminId = await requireSignedInId(ctx, currentAuth(request));
        return reviewNoShow(ctx, adminId, request.params.id, request.body.outcome);
      },
    });

    app.post('/temp-reliability/paused/:username/clearance', {
      schema: {
        tags,
        summary: 'Lift a booking pause',
        description: `The professional may book again; only no-shows after now count toward another pause. 409 when booking is not paused, 404 for an unknown job seeker. Answers the review lists. ${ADMIN}`,
        params: z.strictObject({ username: UsernameSchema }),
        response: { 200: TempReliabilityReviewSchema },
      },
      handler: async (request) => clearPause(ctx, request.params.username),
    });
  };
}
