import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { PushPreferencesSchema, PushSettingsSchema, PushSubscriptionInputSchema, PushUnsubscribeSchema } from '@chairside/domain/push-notices';
import type { AppContext } from '../../platform/context';
import { requireOwner, requireUser } from '../../platform/auth';
import { NoContentSchema } from '../../platform/api-document';
import { handlePushNotices } from './push-delivery';
import { getPushSettings, setPushPreferences, subscribePush, unsubscribePush } from './push-settings';

const tags = ['push notices'];
const OWNER_ONLY = 'The account only (any role): anonymous 401, another account 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const owner = [requireUser, requireOwner];

/** Web Push (standard VAPID) for the installable app: subscriptions and one switch per kind (ADR 54). */
export function pushRoutes(ctx: AppContext) {
  handlePushNotices(ctx);
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/:id/push', {
      schema: {
        tags,
        summary: 'The VAPID public key, my switches (messages, interviews, matchingJobs) and subscribed browsers',
        description: OWNER_ONLY,
        params: AccountParamsSchema,
        response: { 200: PushSettingsSchema },
      },
      preValidation: owner,
      handler: async (request) => getPushSettings(ctx, request.params.id),
    });

    app.put('/users/:id/push/preferences', {
      schema: {
        tags,
        summary: 'One switch per kind of notice',
        description: OWNER_ONLY,
        params: AccountParamsSchema,
        body: PushPreferencesSchema,
        response: { 200: PushSettingsSchema },
      },
      preValidation: owner,
      handler: async (request) => setPushPreferences(ctx, request.params.id, request.body),
    });

    app.post('/users/:id/push/subscriptions', {
      schema: {
        tags,
        summary: 'Subscribe this browser (PushSubscription.toJSON()) to my notices',
        description: `endpoint https, keys p256dh and auth base64url. An endpoint another account holds: 409 endpoint, nothing changes. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: PushSubscriptionInputSchema,
        response: { 201: PushSettingsSchema },
      },
      preValidation: owner,
      handler: async (request, reply) => reply.status(201).send(await subscribePush(ctx, request.params.id, request.body)),
    });

    app.delete('/users/:id/push/subscriptions', {
      schema: {
        tags,
        summary: 'Unsubscribe this browser (at sign-out)',
        description: `204; not mine or unknown: 204 and nothing changes. ${OWNER_ONLY}`,
        params: AccountParamsSchema,
        body: PushUnsubscribeSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: owner,
      handler: async (request, reply) => {
        await unsubscribePush(ctx, request.params.id, request.body.endpoint);
        return reply.status(204).send(null);
      },
    });
  };
}
