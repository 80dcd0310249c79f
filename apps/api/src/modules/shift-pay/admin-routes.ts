import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { PayoutRunSchema, ShiftPayAdminSchema, TimesheetDecisionInputSchema, TimesheetSchema, type ShiftPayAdmin } from '@chairside/domain/shift-pay';
import type { AppContext } from '../../platform/context';
import { refundInvoice } from './invoices';
import { runPayouts } from './payouts';
import { invoiceAnswer } from './practice-pay';
import { listDisputed, listFailedInvoices } from './shift-pay-repository';
import { decideDispute, timesheetAnswer } from './timesheets';

const tags = ['admin'];
const ADMIN = 'Administrators only (anonymous 401, other roles 403); every change is audited.';
const IdParams = z.strictObject({ id: idParamSchema('id') });

async function queue(ctx: AppContext): Promise<ShiftPayAdmin> {
  const [disputes, failed] = await Promise.all([listDisputed(ctx.db), listFailedInvoices(ctx.db)]);
  return { disputes: disputes.map(timesheetAnswer), failedInvoices: failed.map(invoiceAnswer) };
}

/** Shift pay in the admin area (under /admin): disputed timesheets, failed charges, refunds and payout runs. */
export function shiftPayAdminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get('/shift-pay', {
      schema: {
        tags,
        summary: 'Disputed timesheets and failed charges',
        description: `Timesheets whose correction the professional disputed (both versions), and invoices whose last retry was declined (the professional's payout stays owed). ${ADMIN}`,
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
        summary: 'Refund a paid invoice',
        description: `Voids the charge, cancels the payout still owed and reverses the ledger. 409 unless paid. Answers the queue. ${ADMIN}`,
        params: IdParams,
        response: { 200: ShiftPayAdminSchema },
      },
      handler: async (request) => {
        await refundInvoice(ctx, request.params.id);
        return queue(ctx);
      },
    });

    app.post('/shift-pay/payouts/run', {
      schema: {
        tags,
        summary: 'Pay what is owed',
        description: `Pays every payout owed whose invoice was paid, through the adapter PAYOUT_ADAPTER chooses. ${ADMIN}`,
        response: { 200: PayoutRunSchema },
      },
      handler: async () => runPayouts(ctx),
    });
  };
}
