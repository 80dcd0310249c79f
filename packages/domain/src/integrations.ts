// The practices' API: key scopes, webhook events, and the shapes of the settings screens' calls.
import { z } from 'zod';

/** What an API key may do, each on the practice's own data only. */
export const API_KEY_SCOPES = ['postings:read', 'postings:write', 'applicants:read', 'stages:write'] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'postings:read': 'Read postings',
  'postings:write': 'Write postings',
  'applicants:read': 'Read applicants',
  'stages:write': 'Update stages',
};

/** The recognizable start of every API key: secret scanners and people can tell one apart from a session token. */
export const API_KEY_PREFIX = 'chs_';

/** The events a webhook endpoint may take. */
export const WEBHOOK_EVENTS = ['application.received', 'application.stage_changed', 'interview.booked', 'shift.booked', 'posting.expired'] as const;
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'application.received': 'Application received',
  'application.stage_changed': 'Stage changed',
  'interview.booked': 'Interview booked',
  'shift.booked': 'Shift booked',
  'posting.expired': 'Posting expired',
};

/** The signature header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Chairside-Signature';

export const ApiKeyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the key a name.').max(100, 'The name is at most 100 characters.'),
  scopes: z.array(ApiKeyScopeSchema).min(1, 'Choose at least one scope.').max(API_KEY_SCOPES.length),
});
export type ApiKeyInput = z.infer<typeof ApiKeyInputSchema>;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('The first characters of the key, to tell keys apart.'),
  scopes: z.array(ApiKeyScopeSchema),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().describe('The key itself: shown this once, never again.'),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const WebhookEndpointInputSchema = z.strictObject({
  url: z.string().trim().min(1, 'Enter the address of your endpoint.').max(2000, 'The address is at most 2000 characters.'),
  events: z.array(WebhookEventSchema).min(1, 'Choose at least one event.').max(WEBHOOK_EVENTS.length),
});
export type WebhookEndpointInput = z.infer<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const CreatedWebhookEndpointSchema = WebhookEndpointSchema.extend({
  secret: z.string().describe('The signing secret: shown this once, never again.'),
});
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpointSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable().describe('The start of the answer received (at most 1000 characters).'),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
