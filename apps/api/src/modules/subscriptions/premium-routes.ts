import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { ChangePremiumSchema, PremiumStatusSchema, SubscribePremiumSchema } from '@chairside/domain/premium';
import type { AppContext } from '../../platform/context';
import { forbidDelegated, requireOwner, requireStaff } from '../../platform/auth';
import { openGateway } from '../../platform/payment-gateway';
import { changePremium, getPremium } from './change-premium';
import { subscribePremium } from './subscribe-premium';

const tags = ['premium'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });

/** The job seeker's premium membership (product PREMIUM): buy, read, cancel or resume (ADR 53). */
export function premiumRoutes(ctx: AppContext) {
  const gateway = ctx.payments;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/staff/:id/premium', {
      schema: {
        tags,
        summary: "The job seeker's premium state (none, active, cancelling, ended), price and benefits",
        description: STAFF_ONLY,
        params: AccountParamsSchema,
        response: { 200: PremiumStatusSchema },
      },
      preValidation: [requireStaff, requireOwner],
      handler: async (request) => getPremium(ctx, request.params.id),
    });

    app.post('/users/staff/:id/premium', {
      schema: {
        tags,
        summary: 'Buy premium (PREMIUM, monthly): the card is kept at the gateway, charged now and each month',
        description:
          'nonce: from the card form (the sandbox gateway takes fake-valid-nonce). An unknown or used nonce 400 nonce; a decline ' +
          '402 {errors:[{code:PAYMENT_DECLINED,field:nonce}],reason:"paymentError"} and nothing is stored; a member already 409 product. ' +
          `Not while signed in as someone else (403). ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: SubscribePremiumSchema,
        response: { 201: PremiumStatusSchema },
      },
      preValidation: [requireStaff, requireOwner, forbidDelegated],
      handler: async (request, reply) =>
        reply.status(201).send(await subscribePremium(ctx, openGateway(gateway), request.log, request.params.id, request.body.nonce)),
    });

    app.put('/users/staff/:id/premium', {
      schema: {
        tags,
        summary: 'Cancel premium at the period end ({cancelAtPeriodEnd: true}) or keep it renewing (false)',
        description: `The benefits run to periodEnd either way; no refund. Not a member: 409. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: ChangePremiumSchema,
        response: { 200: PremiumStatusSchema },
      },
      preValidation: [requireStaff, requireOwner, forbidDelegated],
      handler: async (request) => changePremium(ctx, request.params.id, request.body.cancelAtPeriodEnd),
    });
  };
}
