import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  CheckInInputSchema,
  CheckOutInputSchema,
  EarningsYearQuerySchema,
  PayoutSetupLinkSchema,
  PayoutStatementSchema,
  ShiftInvoicesSchema,
  TimesheetCorrectionInputSchema,
  TimesheetDisputeInputSchema,
  TimesheetSchema,
  ShiftTermsInputSchema,
  TimesheetsSchema,
  WORKER_CLASSIFICATIONS,
} from '@chairside/domain/shift-pay';
import { ShiftParamsSchema } from '@chairside/domain/temp-shifts';
import type { AppContext } from '../../platform/context';
import { requireEmployer, requireOwner, requireStaff } from '../../platform/auth';
import { sendCsvFile } from '../../platform/spreadsheet-csv';
import { acceptCorrection, checkIn, checkOut, confirmByPractice, correctByPractice, disputeCorrection, getOwnTimesheet, listOwnTimesheets } from './timesheets';
import { listInvoicesOfPractice, setWorkerClassification, shiftTermsOf } from './practice-pay';
import { earningsCsv, payoutStatement } from './payouts';
import { payoutSetupLink } from './payout-setup';

const tags = ['shift pay'];
const PRACTICE_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice 404 (its timesheets and invoices too).';
const PROFESSIONAL_ONLY = 'The booked professional only: anonymous 401, not a job seeker 403, another job seeker 404 (their timesheets and payouts too).';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const ShiftTermsSchema = z.object({ workerClassification: z.enum(WORKER_CLASSIFICATIONS) });

const practiceOwner = [requireEmployer, requireOwner];
const staffOwner = [requireStaff, requireOwner];

/** Shift pay (ADR 113): timesheets, the practice's invoices, the professional's payouts. */
export function shiftPayRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // ---- the professional ----
    app.get('/users/staff/:id/timesheets', {
      schema: {
        tags,
        summary: 'My timesheets',
        description: `Newest first, at most 100. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: TimesheetsSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => listOwnTimesheets(ctx, 'staff', request.params.id),
    });
    app.get('/users/staff/:id/shifts/:shiftId/timesheet', {
      schema: {
        tags,
        summary: "A shift's timesheet",
        description: `404 before check-in. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => getOwnTimesheet(ctx, 'staff', request.params.id, request.params.shiftId),
    });
    app.post('/users/staff/:id/shifts/:shiftId/timesheet/check-in', {
      schema: {
        tags,
        summary: 'Check in',
        description:
          "At the server's time (or at, ISO 8601, when it was queued offline: within the last 12 hours), from 2 hours before the start to 12 hours after the end; " +
          `once; 409 outside those hours, again, or without a rate. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        body: CheckInInputSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => checkIn(ctx, request.params.id, request.params.shiftId, request.body),
    });
    app.post('/users/staff/:id/shifts/:shiftId/timesheet/check-out', {
      schema: {
        tags,
        summary: 'Check out, with breaks',
        description: `breakMinutes 0 to 600, shorter than the time checked in; at as for check-in. The practice then has 48 hours to confirm or correct. 409 when not checked in or already out. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        body: CheckOutInputSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => checkOut(ctx, request.params.id, request.params.shiftId, request.body),
    });
    app.post('/users/staff/:id/shifts/:shiftId/timesheet/acceptance', {
      schema: {
        tags,
        summary: "Accept the practice's correction",
        description: `Confirms the corrected hours and issues the invoice. 409 when there is no correction waiting. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => acceptCorrection(ctx, request.params.id, request.params.shiftId),
    });
    app.post('/users/staff/:id/shifts/:shiftId/timesheet/dispute', {
      schema: {
        tags,
        summary: "Dispute the practice's correction",
        description: `text 1 to 1000 characters; within 48 hours of the correction. An administrator decides with both versions. 409 when there is no correction waiting or the 48 hours are over. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        body: TimesheetDisputeInputSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => disputeCorrection(ctx, request.params.id, request.params.shiftId, request.body.text),
    });
    app.get('/users/staff/:id/payouts', {
      schema: {
        tags,
        summary: 'My payout statement',
        description: `What is owed and paid, per shift. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: PayoutStatementSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => payoutStatement(ctx, request.params.id),
    });
    app.post('/users/staff/:id/payouts/setup-link', {
      schema: {
        tags,
        summary: 'Set up payouts (Stripe Connect)',
        description: `With PAYOUT_ADAPTER=stripe-connect (ADR 129): creates the professional's Stripe connected account at the first request (kept; later requests reuse it) and answers a single-use Stripe onboarding link (account_links, expires in minutes) that returns to /app/payouts. 409 with another payout adapter; 503 when Stripe does not answer or refuses. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: PayoutSetupLinkSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => payoutSetupLink(ctx, request.params.id),
    });
    app.get('/users/staff/:id/payouts/earnings.csv', {
      schema: {
        tags,
        summary: "A year's earnings as a CSV file",
        description: `text/csv (UTF-8 with a byte-order mark), attachment earnings-{year}.csv: the payouts paid in the year, with a total. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        querystring: EarningsYearQuerySchema,
        produces: ['text/csv'],
      },
      preValidation: staffOwner,
      handler: async (request, reply) => {
        return sendCsvFile(reply, await earningsCsv(ctx, request.params.id, request.query.year));
      },
    });

    // ---- the practice ----
    app.get('/users/employers/:id/timesheets', {
      schema: {
        tags,
        summary: "The practice's timesheets",
        description: `Newest first, at most 100. ${PRACTICE_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: TimesheetsSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => listOwnTimesheets(ctx, 'employer', request.params.id),
    });
    app.get('/users/employers/:id/shifts/:shiftId/timesheet', {
      schema: { tags, summary: "A shift's timesheet", description: PRACTICE_ONLY, params: ShiftParamsSchema, response: { 200: TimesheetSchema } },
      preValidation: practiceOwner,
      handler: async (request) => getOwnTimesheet(ctx, 'employer', request.params.id, request.params.shiftId),
    });
    app.post('/users/employers/:id/shifts/:shiftId/timesheet/confirmation', {
      schema: {
        tags,
        summary: 'Confirm the hours',
        description: `Within 48 hours of check-out; issues the invoice and charges the saved card. 409 when the hours are not waiting for the practice or the 48 hours are over. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => confirmByPractice(ctx, request.params.id, request.params.shiftId),
    });
    app.post('/users/employers/:id/shifts/:shiftId/timesheet/correction', {
      schema: {
        tags,
        summary: 'Correct the hours, with a reason',
        description: `checkInAt before checkOutAt (ISO 8601, at most 24 hours apart), breakMinutes shorter than that, reason 1 to 500 characters; within 48 hours of check-out. The professional accepts or disputes. 409 when the hours are not waiting for the practice or the 48 hours are over. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        body: TimesheetCorrectionInputSchema,
        response: { 200: TimesheetSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => correctByPractice(ctx, request.params.id, request.params.shiftId, request.body),
    });
    app.get('/users/employers/:id/shift-invoices', {
      schema: {
        tags,
        summary: "The practice's temp shift invoices",
        description: `Newest first, for the receipts list. ${PRACTICE_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: ShiftInvoicesSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => listInvoicesOfPractice(ctx, request.params.id),
    });
    app.get('/users/employers/:id/shift-terms', {
      schema: {
        tags,
        summary: 'How temp professionals are engaged',
        description: PRACTICE_ONLY,
        params: AccountParamsSchema,
        response: { 200: ShiftTermsSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => shiftTermsOf(ctx, request.params.id),
    });
    app.put('/users/employers/:id/shift-terms', {
      schema: {
        tags,
        summary: 'Set how temp professionals are engaged',
        description: `workerClassification CONTRACTOR (the default) or EMPLOYEE; recorded on each booking when it is booked (and copied onto its timesheet). ${PRACTICE_ONLY}`,
        params: AccountParamsSchema,
        body: ShiftTermsInputSchema,
        response: { 200: ShiftTermsSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => setWorkerClassification(ctx, request.params.id, request.body.workerClassification),
    });
  };
}
