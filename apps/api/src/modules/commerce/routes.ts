import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  CatalogCategorySchema,
  CatalogSchema,
  ClientTokenSchema,
  CouponQuerySchema,
  CreditBalancesSchema,
  DiscountCodeParamSchema,
  DiscountSchema,
  IDEMPOTENCY_KEY_PATTERN,
  OrderSchema,
  PaymentSchema,
  PaymentsStatusSchema,
  PrepayPaymentSchema,
  PublicCatalogQuerySchema,
  ReceiptListSchema,
  ReceiptSchema,
  RedeemAnswerSchema,
  RedeemSchema,
} from '@chairside/domain/commerce';
import { PositionCodeSchema, idParamSchema } from '@chairside/domain/form-fields';
import { ZipSchema } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { currentAuth, forbidDelegated, requireEmployer, requireOwner, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { openGateway } from '../../platform/payment-gateway';
import { accountPasswordMatches, enforceSignUpLimit, startEmployerSession } from '../accounts/public-api';
import { findDiscount } from './find-discount';
import { getCatalog, getEmployerCatalog } from './get-catalog';
import { getCredits } from './get-credits';
import { getOrder, type SubscriptionOfOrder } from './get-order';
import { getReceipt, getReceipts } from './get-receipts';
import { requestHash, withIdempotency } from './idempotency';
import { payForOrder } from './pay-for-order';
import { redeemCredit } from './redeem-credit';

const tags = ['commerce'];
const OWNER_ONLY = 'Only the practice may call this: anonymous 401, not an employer 403, another practice 404.';
const ownerOnly = [requireEmployer, requireOwner];
const payingOwner = [requireEmployer, requireOwner, forbidDelegated];

const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });
const ProductCodeParam = z
  .string()
  .trim()
  .min(1, 'Name a product.')
  .max(20, 'A product code is at most 20 characters.')
  .regex(/^[A-Za-z_]+$/, 'A product code is letters.');
const DiscountParamsSchema = z.strictObject({ product: ProductCodeParam, code: DiscountCodeParamSchema });
const CouponParamsSchema = z.strictObject({ id: UsernameSchema, sku: ProductCodeParam, code: DiscountCodeParamSchema });
const CategoryParamsSchema = z.strictObject({ id: UsernameSchema, zip: ZipSchema, position: PositionCodeSchema, category: CatalogCategorySchema });
const OrderParamsSchema = z.strictObject({ id: UsernameSchema, orderId: idParamSchema('orderId') });
const PaymentParamsSchema = z.strictObject({ id: UsernameSchema, paymentId: idParamSchema('paymentId') });
const JobPaymentParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });
const JobParamsSchema = z.strictObject({ id: idParamSchema('The job id') });

const PAYMENT_BODY =
  'product JOB, JOBSUB, BASIC (job slots) or RESUME30 (resume access for 30 days a unit, no slot; position optional). ' +
  "Amounts come only from the catalog and discounts: price fields or unknown fields are 400. quantity 1 to the product's maxQuantity; " +
  "addOns {INV, INVSUB, NAT} 0 to their maxQuantity. A nonce pays once (400 nonce; the sandbox's fixed test nonces, fake-valid-nonce and " +
  'the refused ones of docs/api/commerce.md, may be reused). A discount code that is unknown, expired, for another product or outside its ' +
  'quantities is 4xx discountCode. redeemWithPoints true is 400 redeemWithPoints (there are no reward points). Declined: 402 {errors:[{code:PAYMENT_DECLINED,message,field:nonce}],reason:"paymentError"}, the message saying what the person can do, ' +
  'nothing stored but the failed attempt. Header Idempotency-Key (optional): the same key and body answer the first answer again ' +
  '(never a second charge), another body 409.';

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('VALIDATION', 'An Idempotency-Key is 1 to 200 letters, digits or . _ : - characters.', { field: 'Idempotency-Key' });
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `subscriptionOfOrder`: subscriptions' reader of the subscription an order made (handed in by app.ts). */
export function commerceRoutes(ctx: AppContext, readers: { subscriptionOfOrder: SubscriptionOfOrder }) {
  const gateway = ctx.payments;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // ---- catalog and discounts ----

    app.get('/prepay/catalog', {
      schema: {
        tags,
        summary: 'The public catalog: posting products and add-ons with prices, listed discounts, the coupon',
        description:
          'zip and position are optional (default prices); category JOB (the default: postings and add-ons) or UPGRADE_RESUME (resume access). A coupon-code that is unknown (404), expired or for none of these products (400) names discountCode.',
        querystring: PublicCatalogQuerySchema,
        response: { 200: CatalogSchema },
        security: [],
      },
      handler: async (request) =>
        getCatalog(ctx, {
          zip: request.query.zip,
          position: request.query.position,
          category: request.query.category ?? 'JOB',
          couponCode: request.query['coupon-code'],
        }),
    });

    app.get('/users/employers/:id/catalog', {
      schema: {
        tags,
        summary: "The signed-in catalog, priced for the practice's primary office ZIP",
        description: `Discounts the practice may no longer use (limits per practice, first purchase) are left out; such a coupon-code is 409 discountCode. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        querystring: CouponQuerySchema,
        response: { 200: CatalogSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getEmployerCatalog(ctx, request.params.id, request.query['coupon-code']),
    });

    app.get('/users/employers/:id/catalog/:zip/:position/:category', {
      schema: {
        tags,
        summary: 'The catalog of a category (JOB or UPGRADE_RESUME) for a ZIP and position',
        description: `coupon-code optional (4xx discountCode when it does not apply). ${OWNER_ONLY}`,
        params: CategoryParamsSchema,
        querystring: CouponQuerySchema,
        response: { 200: CatalogSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) =>
        getCatalog(ctx, {
          zip: request.params.zip,
          position: request.params.position,
          category: request.params.category,
          couponCode: request.query['coupon-code'],
        }),
    });

    app.get('/prepay/discounts/:product/:code', {
      schema: {
        tags,
        summary: 'A discount by product and code (any case)',
        description: 'Unknown 404, expired or for another product 400, naming discountCode.',
        params: DiscountParamsSchema,
        response: { 200: DiscountSchema },
        security: [],
      },
      handler: async (request) => findDiscount(ctx, request.params.product, request.params.code),
    });

    app.get('/users/employers/:id/coupons/:sku/:code', {
      schema: {
        tags,
        summary: 'A discount by product (sku) and code',
        description: `As prepay/discounts. ${OWNER_ONLY}`,
        params: CouponParamsSchema,
        response: { 200: DiscountSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => findDiscount(ctx, request.params.sku, request.params.code),
    });

    // ---- client tokens ----

    app.get('/payments/status', {
      schema: {
        tags,
        summary: 'Whether buying is open, and through which gateway (the pages say when it is not, or when payments are tests)',
        description:
          'open false: no payment provider is set up on this production site, and every purchase answers 503. gateway sandbox: test payments, nothing real is charged.',
        response: { 200: PaymentsStatusSchema },
        security: [],
      },
      handler: async () => ({ open: gateway !== null, gateway: gateway?.name ?? null }),
    });

    app.get('/prepay/token', {
      schema: { tags, summary: "A client token for the payment gateway's card form", response: { 200: ClientTokenSchema }, security: [] },
      handler: async () => {
        const open = openGateway(gateway);
        return { clientToken: await open.clientToken(), gateway: open.name };
      },
    });

    app.get('/users/:id/payment/token', {
      schema: {
        tags,
        summary: "A client token for the payment gateway's card form (signed in: a practice, or a job seeker buying Premium)",
        description: 'The account only: anonymous 401, another account 404.',
        params: EmployerParamsSchema,
        response: { 200: ClientTokenSchema },
      },
      preValidation: [requireUser, requireOwner],
      handler: async () => {
        const open = openGateway(gateway);
        return { clientToken: await open.clientToken(), gateway: open.name };
      },
    });

    // ---- payments ----

    app.post('/users/employers/:id/payment', {
      schema: {
        tags,
        summary: 'Pay for an order (signed in): slots, credits, receipt',
        description: `${PAYMENT_BODY} ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        body: PaymentSchema,
        response: { 201: OrderSchema },
      },
      preValidation: payingOwner,
      handler: async (request, reply) => {
        const username = currentAuth(request).username;
        const answer = await withIdempotency(ctx, `employer:${username}`, idempotencyKey(request), requestHash('payment', request.body), async () => {
          const paid = await payForOrder(ctx, openGateway(gateway), request.log, { kind: 'employer', username }, request.body);
          return { status: 201, body: paid.order, userId: null };
        });
        return reply.status(201).send(answer.body as z.infer<typeof OrderSchema>);
      },
    });

    app.post('/users/employers/:id/jobs/:jobId/payment', {
      schema: {
        tags,
        summary: "Pay for an order from a draft's editor and publish the draft into the first new slot",
        description: `The draft must be complete (400 naming the field), the practice's (404) and not published (409 status), checked before the charge. With addOns.NAT on a JOB or JOBSUB posting, one NAT credit goes on the published posting: it shows in national search (on a BASIC posting the NAT credits are kept). RESUME30 is 400 product. ${PAYMENT_BODY} ${OWNER_ONLY}`,
        params: JobPaymentParamsSchema,
        body: PaymentSchema,
        response: { 201: OrderSchema },
      },
      preValidation: payingOwner,
      handler: async (request, reply) => {
        const username = currentAuth(request).username;
        const { jobId } = request.params;
        const answer = await withIdempotency(
          ctx,
          `employer:${username}`,
          idempotencyKey(request),
          requestHash(`jobs/${jobId}/payment`, request.body),
          async () => {
            const paid = await payForOrder(ctx, openGateway(gateway), request.log, { kind: 'employer', username, jobId }, request.body);
            return { status: 201, body: paid.order, userId: null };
          },
        );
        return reply.status(201).send(answer.body as z.infer<typeof OrderSchema>);
      },
    });

    app.post('/prepay/payment', {
      schema: {
        tags,
        summary: 'Create an employer account and pay in one call',
        description: `account: the sign-up body of POST users/employers. The account is created only if the charge succeeds (a decline creates none), then a session starts as at sign-up (authorization header and refresh cookie). An email that already has an account is answered (409 account.email) only after the payment went through, and that charge is voided. Counted against the sign-up limit per address (429 as at sign-up). A replay with the same Idempotency-Key and body starts a new session for that account. ${PAYMENT_BODY}`,
        body: PrepayPaymentSchema,
        response: { 201: OrderSchema },
        security: [],
      },
      handler: async (request, reply) => {
        await enforceSignUpLimit(ctx, request.ip);
        const { account, ...payment } = request.body;
        const hash = requestHash('prepay', { ...payment, account: { ...account, password: undefined } });
        const answer = await withIdempotency(
          ctx,
          `prepay:${sha256(account.email)}`,
          idempotencyKey(request),
          hash,
          async () => {
            const paid = await payForOrder(ctx, openGateway(gateway), request.log, { kind: 'prepay', account }, payment);
            if (paid.account) await startEmployerSession(ctx, reply, paid.account);
            return { status: 201, body: paid.order, userId: paid.account?.id ?? null };
          },
          async (stored) => {
            const user = stored.userId === null ? null : await accountPasswordMatches(ctx.db, stored.userId, account.password);
            if (!user || stored.userId === null)
              throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request. Use a new key for a new payment.', {
                field: 'Idempotency-Key',
              });
            await startEmployerSession(ctx, reply, { id: stored.userId, username: user.username });
          },
        );
        return reply.status(201).send(answer.body as z.infer<typeof OrderSchema>);
      },
    });

    // ---- orders, credits, receipts ----

    app.get('/users/employers/:id/order/:orderId', {
      schema: {
        tags,
        summary: "One of the practice's orders, with the subscription it made (JOBSUB)",
        description: `subscription: present when the order made one (as GET .../subscriptions/{orderId}). Another practice's or a missing order 404. ${OWNER_ONLY}`,
        params: OrderParamsSchema,
        response: { 200: OrderSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getOrder(ctx, request.params.id, request.params.orderId, readers.subscriptionOfOrder),
    });

    app.get('/users/employers/:id/credits', {
      schema: {
        tags,
        summary: 'Credit balances (INV, INVSUB, NAT), when resume access (RESUME30) ends, and the ledger',
        description: `resumeAccessUntil: an ISO instant, null when no resume access is running. ${OWNER_ONLY}`,
        params: EmployerParamsSchema,
        response: { 200: CreditBalancesSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getCredits(ctx, request.params.id),
    });

    app.post('/jobs/:id/redeem', {
      schema: {
        tags,
        summary: 'Spend one NAT credit on a live posting: it shows in national search (radius 101) from now on',
        description:
          "No credit 402 product; a basic posting, one already national, or one that is not live (draft, filled, closed, expired) 409 product, nothing spent; another practice's posting 404.",
        params: JobParamsSchema,
        body: RedeemSchema,
        response: { 200: RedeemAnswerSchema },
      },
      preValidation: [requireEmployer, forbidDelegated],
      handler: async (request) => redeemCredit(ctx, currentAuth(request).username, request.params.id, request.body.product),
    });

    app.get('/users/employers/:id/payment/receipts', {
      schema: {
        tags,
        summary: "The practice's receipts, newest first",
        description: OWNER_ONLY,
        params: EmployerParamsSchema,
        response: { 200: ReceiptListSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getReceipts(ctx, request.params.id),
    });

    app.get('/users/employers/:id/payment/:paymentId/receipt', {
      schema: {
        tags,
        summary: 'One receipt (printable)',
        description: `Another practice's or a missing receipt 404. ${OWNER_ONLY}`,
        params: PaymentParamsSchema,
        response: { 200: ReceiptSchema },
      },
      preValidation: ownerOnly,
      handler: async (request) => getReceipt(ctx, request.params.id, request.params.paymentId),
    });
  };
}
