// Webhook deliveries (ADR 111): an event is written as one delivery per endpoint that takes it,
// with a `webhook` notice each, in the transaction of the change it announces; the notice queue
// sends it, signed, and tries again with its back-off until the endpoint answers 2xx.
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@chairside/db/client';
import { webhookDeliveries, webhookEndpoints } from '@chairside/db/schema';
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from '@chairside/domain/integrations';
import type { AppContext } from '../../platform/context';
import { noticeKind } from '../../platform/notice-queue';
import { bareHost, checkedLookup, resolvePublicAddresses, type OutboundPolicy } from '../../platform/outbound-address';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_NOTICE = noticeKind('webhook', z.object({ deliveryId: z.number().int() }), {
  maxAttempts: 10,
  backoffMs: 60_000,
  maxBackoffMs: 6 * 3_600_000,
  leaseMs: 60_000,
});

/** How long one attempt may take, and how much of the answer is kept in the log. */
const TIMEOUT_MS = 10_000;
export const ANSWER_KEPT_CHARS = 1_000;
const ANSWER_READ_BYTES = 16_384;

export const outboundPolicy = (ctx: AppContext): OutboundPolicy => ({ allowLoopback: ctx.config.WEBHOOKS_ALLOW_LOOPBACK });

/**
 * Writes the event for every endpoint of the practice that takes it, in the caller's transaction.
 * `data` is the event's object (ids and names the practice can already read through the API).
 */
export async function emitWebhookEvent(
  ctx: AppContext,
  tx: Database,
  employerId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
  /** An event found by a task rather than made by a write names itself, so an endpoint that has it is not sent it again. */
  ownEventId?: string,
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.employerId, employerId),
        sql`${event} = any(${webhookEndpoints.events})`,
        ownEventId
          ? sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.endpointId} = ${webhookEndpoints.id} and ${webhookDeliveries.eventId} = ${ownEventId})`
          : undefined,
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = ctx.clock.now();
  const eventId = ownEventId ?? `evt_${randomBytes(12).toString('base64url')}`;
  const body = JSON.stringify({ id: eventId, type: event, created: now.toISOString(), data });
  for (const endpoint of endpoints) {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId, event, body, createdAt: now })
      .returning({ id: webhookDeliveries.id });
    await ctx.notices.enqueue(tx, { kind: WEBHOOK_NOTICE, key: `webhook:${row.id}`, payload: { deliveryId: row.id } });
  }
  return endpoints.length;
}

type Answer = { status: number; body: string };

/** POSTs the body to the URL, through checked addresses only; answers the status and the start of the body. */
export function postJson(url: URL, body: string, headers: Record<string, string>, policy: OutboundPolicy): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: 'POST',
        lookup: checkedLookup(policy),
        timeout: TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'user-agent': 'Chairside-Webhooks/1.0', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < ANSWER_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_READ_BYTES) response.destroy();
        });
        const done = () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, ANSWER_KEPT_CHARS) });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const errorWords = (error: unknown) => (error instanceof Error ? error.message || (error as { code?: string }).code || 'failed' : String(error)).slice(0, 500);

/**
 * One attempt at a delivery: signed now, sent, the answer logged. A 2xx answer delivers it;
 * anything else throws, so the queue tries again after its back-off (failed after the last).
 */
export async function deliverWebhook(ctx: AppContext, deliveryId: number, attempt: number): Promise<void> {
  const [delivery] = await ctx.db
    .select({
      body: webhookDeliveries.body,
      event: webhookDeliveries.event,
      eventId: webhookDeliveries.eventId,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, 'pending')));
  // The endpoint was removed (its deliveries with it), or the delivery is settled already.
  if (!delivery) return;
  const now = ctx.clock.now();
  const last = attempt >= WEBHOOK_NOTICE.maxAttempts;
  const record = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
    ctx.db
      .update(webhookDeliveries)
      .set({ attempts: attempt, lastAttemptAt: now, ...values })
      .where(eq(webhookDeliveries.id, deliveryId));
  const policy = outboundPolicy(ctx);
  let answer: Answer;
  try {
    const url = new URL(delivery.url);
    // An address given as a number never reaches the lookup: checked here.
    if (isIP(bareHost(url.hostname))) await resolvePublicAddresses(url.hostname, policy);
    answer = await postJson(
      url,
      delivery.body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, Math.floor(now.getTime() / 1000), delivery.body),
        'Chairside-Event': delivery.event,
        'Chairside-Event-Id': delivery.eventId,
      },
      policy,
    );
  } catch (error) {
    await record({ state: last ? 'failed' : 'pending', responseStatus: null, responseBody: null, error: errorWords(error) });
    throw error;
  }
  const ok = answer.status >= 200 && answer.status < 300;
  await record({
    state: ok ? 'delivered' : last ? 'failed' : 'pending',
    responseStatus: answer.status,
    responseBody: answer.body,
    error: null,
    deliveredAt: ok ? now : null,
  });
  if (!ok) throw new Error(`the endpoint answered ${answer.status}`);
}

/** Registers the handler of the `webhook` notices: every delivery leaves through it. */
export function handleWebhookDeliveries(ctx: AppContext): void {
  ctx.notices.handle(WEBHOOK_NOTICE, (notice) => deliverWebhook(ctx, notice.payload.deliveryId, notice.attempt));
}
