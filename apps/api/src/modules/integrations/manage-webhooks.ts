// A practice's webhook endpoints: registered (the signing secret shown once), listed, removed,
// and each one's delivery log (ADR 111).
import { and, count, desc, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@chairside/db/schema';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEndpointInput, WebhookEvent } from '@chairside/domain/integrations';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { bareHost, ForbiddenAddressError, isLoopbackAddress, resolvePublicAddresses } from '../../platform/outbound-address';
import { outboundPolicy } from './webhook-delivery';
import { newWebhookSecret } from './webhook-signature';

export const ENDPOINT_LIMIT = 10;
export const DELIVERY_LOG_LIMIT = 100;

const urlProblem = (message: string) => new AppError('VALIDATION', message, { field: 'url' });

/**
 * The endpoint's address as it will be called: https (plain http only to this machine, where the
 * setting allows it), no user or password in it, and no name or number that leads off the public
 * internet. A name that does not resolve now is taken: every delivery checks again.
 */
export async function checkWebhookUrl(ctx: AppContext, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlProblem('Enter the full address of your endpoint, starting with https://.');
  }
  const policy = outboundPolicy(ctx);
  const host = bareHost(url.hostname);
  const local = host === 'localhost' || isLoopbackAddress(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback && local))
    throw urlProblem('The address must start with https://: deliveries are sent encrypted.');
  if (url.username || url.password) throw urlProblem('Leave the user name and password out of the address: deliveries are signed instead.');
  try {
    await resolvePublicAddresses(url.hostname, policy);
  } catch (error) {
    if (error instanceof ForbiddenAddressError) throw urlProblem(`Deliveries go to public internet addresses only: ${error.message}.`);
    // Not found now (a name being set up, or no network here): checked again at each delivery.
  }
  url.hash = '';
  return url.toString();
}

type EndpointRow = { id: number; url: string; events: string[]; createdAt: Date };
const endpointView = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  createdAt: row.createdAt.toISOString(),
});
const endpointColumns = { id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events, createdAt: webhookEndpoints.createdAt };

export async function listWebhookEndpoints(ctx: AppContext, username: string): Promise<WebhookEndpoint[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const rows = await ctx.db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.employerId, employerId)).orderBy(webhookEndpoints.id);
  return rows.map(endpointView);
}

export async function createWebhookEndpoint(ctx: AppContext, username: string, input: WebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const url = await checkWebhookUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [{ held }] = await tx.select({ held: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.employerId, employerId));
    if (held >= ENDPOINT_LIMIT)
      throw new AppError('CONFLICT', `A practice has at most ${ENDPOINT_LIMIT} webhook endpoints: remove one first.`, { field: 'url' });
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ employerId, url, events: [...new Set(input.events)], secret, createdAt: ctx.clock.now() })
      .returning(endpointColumns);
    return inserted;
  });
  return { ...endpointView(row), secret };
}

async function requireOwnEndpoint(ctx: AppContext, username: string, endpointId: number): Promise<number> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const [row] = await ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.employerId, employerId)));
  if (!row) throw notFound('That webhook endpoint');
  return row.id;
}

/** Removes the endpoint and its log; deliveries still queued for it are dropped. */
export async function deleteWebhookEndpoint(ctx: AppContext, username: string, endpointId: number): Promise<void> {
  const id = await requireOwnEndpoint(ctx, username, endpointId);
  await ctx.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export async function listWebhookDeliveries(ctx: AppContext, username: string, endpointId: number): Promise<WebhookDelivery[]> {
  const id = await requireOwnEndpoint(ctx, username, endpointId);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  }));
}
