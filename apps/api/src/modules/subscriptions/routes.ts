import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { IDEMPOTENCY_KEY_PATTERN } from '@chairside/domain/commerce';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  ChangePaymentMethodSchema,
  ChangeSubscriptionSchema,
  SubscribeQuerySchema,
  SubscribeSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from '@chairside/domain/subscriptions';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireEmployer, requireOwner } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { openGateway } from '../../platform/payment-gateway';
import { requestHash, withIdempotency } from '../commerce/public-api';
import { changePaymentMethod } from './change-payment-method';
import { changeSubscription } from './change-subscription';
import { getSubscription, getSubscriptions } from './get-subscriptions';
import { subscribe } from './subscribe';

const tags = ['subscriptions'];
const OWNER_ONLY = 'Only the practice may call this: anonymous 401, not an employer 403, another practice 404.';
const ownerOnly = [requireEmployer, requireOwner];
const payingOwner = [requireEmployer, requireOwner, forbidDelegated];

const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });
const OrderParamsSchema = z.strictObject({ id: UsernameSchema, orderId: idParamSchema('orderId') });

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('VALIDATION', 'An Idempotency-Key is 1 to 200 letters, digits or . _ : - characters.', { field: 'Idempotency-Key' });
  return key;
}

/** Subscriptions (JOBSUB) with a vaulted payment method; their renewal task is in scheduled-tasks.ts (docs/api/commerce.md, ADR 29). */
export function subscriptionsRoutes(ctx: AppContext) {
  const gateway = ctx.payments;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/users/employers/:id/subscriptions', {
      schema: {
        tags,
        summary: 'Subscribe (JOBSUB): the card is kept at the gateway and charged now and at each renewal',
        description:
          'quantity: the number of slots (default 1). The first period is priced as a JOBSUB order (coupon-code applies to it); renewals charge the slot fee × quantity each month. ' +
          'An unknown or used nonce 400 nonce; a decline 402 {errors:[{code:PAYMENT_DECLINED,field:nonce}],reason:"paymentError"}. ' +
          `Header Idempotency-Key (optional) as for payments. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        querystring: SubscribeQuerySchema,
        body: SubscribeSchema,
        response: { 201: SubscriptionSchema },
      },
      preValidation: payingOwner,
      handler: async (request, reply) => {
        const username = currentAuth(request).username;
        const extras = { couponCode: request.query['coupon-code'], campaignId: request.query['campaign-id'], templateId: request.query['template-id'] };
        const answer = await withIdempotency(
          ctx,
          `employer:${username}`,
          idempotencyKey(request),
          requestHash('subscriptions', { ...request.body, ...extras }),
          async () => ({
            status: 201,
            body: await subscribe(ctx, openGateway(gateway), request.log, username, request.body, extras),
            userId: null,
          }),
        );
        return reply.status(201).send(answer.body as z.infer<typeof SubscriptionSchema>);
      },
    });

    app.get('/users/employers/:id/subscriptions', {
      schema: {
        tags,
        summary: "The practice's subscriptions, newest first, with their charges and slots",
        description: OWNER_ONLY,
        params: EmployerParamsSchema,
        response: { 200: SubscriptionListSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getSubscriptions(ctx, request.params.id),
    });

    app.get('/users/employers/:id/subscriptions/:orderId', {
      schema: {
        tags,
        summary: "The subscription made by an order (the web fetches it with the first slot's orderId)",
        description: `No subscription for that order, or another practice's, 404. ${OWNER_ONLY}`,
        params: OrderParamsSchema,
        response: { 200: SubscriptionSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getSubscription(ctx, request.params.id, request.params.orderId),
    });

    app.put('/users/employers/:id/order/:orderId', {
      schema: {
        tags,
        summary: 'Change a subscription: {quantity}, {cancelAtPeriodEnd: true|false} or {upgradedId}',
        description:
          'Exactly one field. quantity up: the added slots are charged now for the rest of the period (prorated to the cent) on the saved card (a decline 402 paymentError) and end with the period; ' +
          "quantity down: only free slots are removed (409 when postings fill them), no refund. cancelAtPeriodEnd true: no renewal, the slots end at the period's end; false: resume. " +
          "upgradedId: one of the practice's 30-day posting orders (JOB); its live postings move into free slots of the subscription and stay live while it renews, their 30-day slots are released without a refund, nothing is charged " +
          '(not found 404 upgradedId; not a JOB order, nothing live, or too few free slots 409 upgradedId). ' +
          `A past-due or ended subscription 409 status. ${OWNER_ONLY}`,
        params: OrderParamsSchema,
        body: ChangeSubscriptionSchema,
        response: { 200: SubscriptionSchema },
      },
      preValidation: payingOwner,
      handler: async (request) => changeSubscription(ctx, gateway, request.log, currentAuth(request).username, request.params.orderId, request.body),
    });

    app.put('/users/employers/:id/order/:orderId/payment-method', {
      schema: {
        tags,
        summary: "Change the subscription's card: the new card is kept at the gateway and the next renewal charges it",
        description:
          'nonce: from the card form (sandbox form or drop-in). An unknown or used nonce 400 nonce; a card the gateway refuses 402 {errors:[{code:PAYMENT_DECLINED,field:nonce}],reason:"paymentError"} and nothing changes. ' +
          'A past-due subscription retries its renewal at once on the new card (its next scheduled retry, brought forward); the answer shows the outcome in status and charges. ' +
          `An ended subscription 409 status. ${OWNER_ONLY}`,
        params: OrderParamsSchema,
        body: ChangePaymentMethodSchema,
        response: { 200: SubscriptionSchema },
      },
      preValidation: payingOwner,
      handler: async (request) =>
        changePaymentMethod(ctx, openGateway(gateway), request.log, currentAuth(request).username, request.params.orderId, request.body.nonce),
    });
  };
}
