// The practice's API keys and webhook endpoints, on its settings screen (ADR 111). Signed-in
// sessions of the practice only: an API key is refused here (platform/api-keys.ts), and a
// delegated session may not make keys or endpoints (credentials of the practice).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  ApiKeyInputSchema,
  ApiKeySchema,
  CreatedApiKeySchema,
  CreatedWebhookEndpointSchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointSchema,
} from '@chairside/domain/integrations';
import { NoContentSchema } from '../../platform/api-document';
import { forbidDelegated, requireEmployer, requireOwner } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints } from './manage-webhooks';
import { handleWebhookDeliveries } from './webhook-delivery';

const tags = ['integrations'];
const OWNER_ONLY = 'The practice, signed in: anonymous 401, not an employer or an API key 403, another practice 404.';
const NO_DELEGATED = 'A delegated session: 403.';
const ownerOnly = [requireEmployer, requireOwner];
const ownerInPerson = [requireEmployer, requireOwner, forbidDelegated];
const ParamsSchema = z.strictObject({ id: UsernameSchema });
const KeyParamsSchema = z.strictObject({ id: UsernameSchema, keyId: idParamSchema('keyId') });
const EndpointParamsSchema = z.strictObject({ id: UsernameSchema, endpointId: idParamSchema('endpointId') });

export function integrationsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    handleWebhookDeliveries(ctx);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/api-keys', {
      schema: {
        tags,
        summary: 'The practice’s API keys, newest first (revoked ones too)',
        description: OWNER_ONLY,
        params: ParamsSchema,
        response: { 200: z.array(ApiKeySchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listApiKeys(ctx, request.params.id),
    });

    app.post('/users/employers/:id/api-keys', {
      schema: {
        tags,
        summary: 'Make an API key with scopes; the key is in this answer only',
        description:
          '{name (1-100 characters), scopes: [postings:read | postings:write | applicants:read | stages:write]}. The key (chs_…) acts as the practice on ' +
          `the employer routes its scopes cover, sent as Authorization: Bearer. At most 20 live keys (409 name). ${NO_DELEGATED} ${OWNER_ONLY}`,
        params: ParamsSchema,
        body: ApiKeyInputSchema,
        response: { 201: CreatedApiKeySchema },
        errors: [409],
      },
      preValidation: ownerInPerson,
      handler: async (request, reply) => reply.status(201).send(await createApiKey(ctx, request.params.id, request.body)),
    });

    app.put('/users/employers/:id/api-keys/:keyId/revoke', {
      schema: {
        tags,
        summary: 'Revoke an API key: refused from now on (again: no change)',
        description: OWNER_ONLY,
        params: KeyParamsSchema,
        response: { 200: ApiKeySchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => revokeApiKey(ctx, request.params.id, request.params.keyId),
    });

    app.get('/users/employers/:id/webhooks', {
      schema: {
        tags,
        summary: 'The practice’s webhook endpoints',
        description: OWNER_ONLY,
        params: ParamsSchema,
        response: { 200: z.array(WebhookEndpointSchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listWebhookEndpoints(ctx, request.params.id),
    });

    app.post('/users/employers/:id/webhooks', {
      schema: {
        tags,
        summary: 'Register a webhook endpoint; its signing secret is in this answer only',
        description:
          '{url (https), events: [application.received | application.stage_changed | interview.booked | shift.booked | posting.expired]}. ' +
          'Deliveries are POSTed as JSON {id, type, created, data} with Chairside-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the secret>, ' +
          'and tried again with back-off until the endpoint answers 2xx. An address that is not https, or that leads to a loopback, private or link-local ' +
          `address: 400 url. At most 10 endpoints (409 url). ${NO_DELEGATED} ${OWNER_ONLY}`,
        params: ParamsSchema,
        body: WebhookEndpointInputSchema,
        response: { 201: CreatedWebhookEndpointSchema },
        errors: [409],
      },
      preValidation: ownerInPerson,
      handler: async (request, reply) => reply.status(201).send(await createWebhookEndpoint(ctx, request.params.id, request.body)),
    });

    app.delete('/users/employers/:id/webhooks/:endpointId', {
      schema: {
        tags,
        summary: 'Remove a webhook endpoint with its delivery log',
        description: OWNER_ONLY,
        params: EndpointParamsSchema,
        response: { 204: NoContentSchema },
      },
      preValidation: ownerOnly,
      handler: async (request, reply) => {
        await deleteWebhookEndpoint(ctx, request.params.id, request.params.endpointId);
        return reply.status(204).send(null);
      },
    });

    app.get('/users/employers/:id/webhooks/:endpointId/deliveries', {
      schema: {
        tags,
        summary: 'The endpoint’s delivery log: the latest 100, newest first, with the status code and the start of the answer received',
        description: OWNER_ONLY,
        params: EndpointParamsSchema,
        response: { 200: z.array(WebhookDeliverySchema) },
      },
      preValidation: ownerOnly,
      handler: async (request) => listWebhookDeliveries(ctx, request.params.id, request.params.endpointId),
    });
  };
}
