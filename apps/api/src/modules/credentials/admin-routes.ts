import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CredentialDecisionInputSchema, CredentialReviewSchema } from '@chairside/domain/credentials';
import { idParamSchema } from '@chairside/domain/form-fields';
import { currentAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { decideReview, listReviews } from './verify-credential';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every decision is audited.';

/** The license review queue in the admin area (registered inside the admin scope, under /admin). */
export function credentialsAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/credential-reviews', {
      schema: {
        tags,
        summary: 'Licenses and certificates waiting for a review',
        description: `The oldest first, each with its card's address, every check so far, and the state board's lookup page (null for a state without one listed). ${ADMIN}`,
        response: { 200: z.array(CredentialReviewSchema) },
      },
      handler: async () => listReviews(ctx),
    });

    app.post('/credential-reviews/:credentialId/decision', {
      schema: {
        tags,
        summary: 'Approve a license or certificate, or reject it with a reason',
        description: `decision APPROVE (verified by manual review) or REJECT (mismatch; reason required). Not waiting for a review: 404 credentialId. Answers the queue. ${ADMIN}`,
        params: z.strictObject({ credentialId: idParamSchema('credentialId') }),
        body: CredentialDecisionInputSchema,
        response: { 200: z.array(CredentialReviewSchema) },
      },
      handler: async (request) => decideReview(ctx, currentAuth(request).username, request.params.credentialId, request.body),
    });
  };
}
