import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import {
  InvoiceRefundInputSchema,
  PayoutRunSchema,
  ShiftPayAdminSchema,
  TimesheetDecisionInputSchema,
  TimesheetSchema,
  type ShiftPayAdmin,
} from '@chairside/domain/shift-pay';
import type { AppContext } from '../../platform/context';
import { randomUUID } from 'node:crypto';
import { runPayouts } from './payouts';
import { refundInvoice } from './refunds';
import { invoiceAnswer } from './practice-pay';
import { listDisputed, listFailedInvoices, listHeldPayouts, listPaidInvoices, payableTotals } from './shift-pay-repository';
import { decideDispute, timesheetAnswer } from './timesheets';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const IdParams = z.strictObject({ id: idParamSchema('id') });

async function queue(ctx: AppContext): Promise<ShiftPayAdmin> {
  const [disputes, failed, paid, payable, held] = await Promise.all([
    listDisputed(ctx.db),
    listFailedInvoices(ctx.db),
    listPaidInvoices(ctx.db),
    payableTotals(ctx.db),
    listHeldPayouts(ctx.db),
  ]);
  return {
    disputes: disputes.map(timesheetAnswer),
    failedInvoices: failed.map(invoiceAnswer),
    paidInvoices: paid.map(invoiceAnswer),
    payable,
    heldPayouts: held.map(({ holdReason, heldAt, ...row }) => ({ ...row, reason: holdReason, heldAt: heldAt?.toISOString() ?? null })),
  };
}

/** Shift pay in the admin area (under /admin): disputed timesheets, failed charges, refunds and payout runs. */
export function shiftPayAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/shift-pay', {
      schema: {
        tags,
        summary: 'Disputed timesheets and failed charges',
        description: `Timesheets whose correction the professional disputed (both versions), invoices whose last retry was declined (the professional's payout stays owed), and payouts the last payout run could not pay, with why. ${ADMIN}`,
        response: { 200: ShiftPayAdminSchema },
      },
      handler: async () => queue(ctx),
    });

    app.post('/shift-pay/timesheets/:id/decision', {
      schema: {
        tags,
        summary: 'Decide a disputed timesheet',
        description: `version PROFESSIONAL (the hours checked in and out) or PRACTICE (the correction); confirms them and issues the invoice. 409 unless disputed. ${ADMIN}`,
        params: IdParams,
        body: TimesheetDecisionInputSchema,
        response: { 200: TimesheetSchema },
      },
      handler: async (request) => decideDispute(ctx, request.params.id, request.body.version),
    });

    app.post('/shift-pay/invoices/:id/refund', {
      schema: {
        tags,
        summary: 'Refund a paid invoice, whole or in part',
        description: `Refunds amountCents (none: all that is left) of the charge through the payment gateway with an idempotency key per refund; the same Idempotency-Key header refunds once. The professional's payout still owed is reduced (cancelled when all is refunded); the ledger gets a new posting reversing the refunded part (fee and pay in the invoice's proportion). 409 unless paid or when the gateway refuses; 400 naming amountCents above what is left. Answers the queue. ${ADMIN}`,
        params: IdParams,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
        body: InvoiceRefundInputSchema.optional(),
        response: { 200: ShiftPayAdminSchema },
      },
      handler: async (request) => {
        await refundInvoice(ctx, request.params.id, request.body?.amountCents, request.headers['idempotency-key'] ?? randomUUID());
        return queue(ctx);
      },
    });

    app.post('/shift-pay/payouts/run', {
      schema: {
        tags,
        summary: 'Pay what is owed',
        description: `Pays every payout owed whose invoice was paid, through the adapter PAYOUT_ADAPTER chooses. With stripe-connect, one Stripe transfer per payout (Idempotency-Key from the payout id, so a payout sent again is paid once); a payout Stripe refuses, or whose professional has no connected account, stays owed with a reason (held, listed in the queue). ${ADMIN}`,
        response: { 200: PayoutRunSchema },
      },
      handler: async () => runPayouts(ctx),
    });
  };
}
