import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import {
  PracticeShiftSchema,
  PracticeShiftsSchema,
  ProfessionalShiftSchema,
  ProfessionalShiftsSchema,
  ShiftCancelInputSchema,
  ShiftParamsSchema,
  ShiftPickInputSchema,
  ShiftRequestInputSchema,
  ShiftSettingsInputSchema,
} from '@chairside/domain/temp-shifts';
import { NoShowDisputeInputSchema, ProfessionalNoShowSchema, ShiftAttendanceSchema } from '@chairside/domain/temp-no-shows';
import type { AppContext } from '../../platform/context';
import { requireEmployer, requireOwner, requireStaff } from '../../platform/auth';
import { cancelByPractice, changeShiftSettings, listPracticeShifts, pickApplicant, requestShift } from './practice-shifts';
import { acceptShift, applyForShift, cancelByProfessional, declineShift, listProfessionalShifts } from './professional-shifts';
import { handleShiftReminders } from './shift-notices';
import { disputeNoShow, listPracticeAttendance, listProfessionalNoShows, markNoShow, markWorked } from './no-shows';

const tags = ['temp shifts'];
const PRACTICE_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice 404 (its shifts too).';
const PROFESSIONAL_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const TAKEN = '409 with reason taken when someone else was booked first.';
const AccountParamsSchema = z.strictObject({ id: UsernameSchema });

/** Role first (wrong role: 403), then the path's username must be the caller's (404). */
const practiceOwner = [requireEmployer, requireOwner];
const staffOwner = [requireStaff, requireOwner];

/** Temp shifts and their booking (ADR 97): the practice's side and the professional's. */
export function tempShiftsRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    handleShiftReminders(ctx);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/users/employers/:id/shifts', {
      schema: {
        tags,
        summary: "The practice's shifts",
        description:
          'The dates of its published temp postings from yesterday on, each a shift: hours (wall-clock in timeZone), break, rate, ' +
          'total pay, booking mode, status, the booked professional with their reliability score, the offers and applications, ' +
          `the fee a cancellation now would owe, and late-cancellation fees not yet billed (added to the next receipt). ${PRACTICE_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: PracticeShiftsSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => listPracticeShifts(ctx, request.params.id),
    });

    app.put('/users/employers/:id/shifts/:shiftId', {
      schema: {
        tags,
        summary: 'How a shift is booked and what it pays',
        description:
          'bookingMode REQUEST, INSTANT or APPLICANTS; rateCents 725 to 50000 an hour (needed by REQUEST and INSTANT, which also need ' +
          'the date’s start and end time); breakMinutes 0 to 240 unpaid; notes up to 1000 characters. A change to a booked shift is ' +
          `sent to the professional and updates their calendar. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        body: ShiftSettingsInputSchema,
        response: { 200: PracticeShiftSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => changeShiftSettings(ctx, request.params.id, request.params.shiftId, request.body),
    });

    app.post('/users/employers/:id/shifts/:shiftId/requests', {
      schema: {
        tags,
        summary: 'Send the next round of requests',
        description:
          'Offers the shift to up to size (1 to 6, default 3) available professionals not asked yet, nearest and most reliable first: ' +
          'the first round within 15 miles, the second 30, then as far as each travels, and after that to everyone near. Each is ' +
          `told at once; the first to accept is booked. 409 unless the posting is published, the shift is REQUEST, open and upcoming. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        body: ShiftRequestInputSchema,
        response: { 200: PracticeShiftSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => requestShift(ctx, request.params.id, request.params.shiftId, request.body.size),
    });

    app.post('/users/employers/:id/shifts/:shiftId/booking', {
      schema: {
        tags,
        summary: 'Book an applicant',
        description: `username: one of the professionals who asked for the shift (400 username otherwise). ${TAKEN} ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        body: ShiftPickInputSchema,
        response: { 200: PracticeShiftSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => pickApplicant(ctx, request.params.id, request.params.shiftId, request.body.username),
    });

    app.post('/users/employers/:id/shifts/:shiftId/cancellation', {
      schema: {
        tags,
        summary: 'Cancel a shift',
        description:
          'reason (1 to 500 characters) goes to the booked professional. Within 24 hours of the start the practice owes them its ' +
          `late-cancellation fee (its terms: a share of the shift's pay), billed on its next receipt. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        body: ShiftCancelInputSchema,
        response: { 200: PracticeShiftSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => cancelByPractice(ctx, request.params.id, request.params.shiftId, request.body.reason),
    });

    app.get('/users/employers/:id/shifts/attendance', {
      schema: {
        tags,
        summary: 'What the practice recorded of its recent shifts',
        description: `For its shifts of the last 14 days: WORKED or NO_SHOW, when, and a no-show's dispute and review. ${PRACTICE_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(ShiftAttendanceSchema) },
      },
      preValidation: practiceOwner,
      handler: async (request) => listPracticeAttendance(ctx, request.params.id),
    });

    app.post('/users/employers/:id/shifts/:shiftId/no-show', {
      schema: {
        tags,
        summary: 'The booked professional did not come',
        description:
          'Records a no-show (100 reliability points; two within 90 days pause their booking for review) and tells the professional, ' +
          `who may dispute it within 7 days. 409 before the start, when no one is booked, or when attendance is already recorded. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: ShiftAttendanceSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => markNoShow(ctx, request.params.id, request.params.shiftId),
    });

    app.post('/users/employers/:id/shifts/:shiftId/worked', {
      schema: {
        tags,
        summary: 'The booked professional worked the shift',
        description: `Adds 10 reliability points. 409 before the end, when no one is booked, or when attendance is already recorded. ${PRACTICE_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: ShiftAttendanceSchema },
      },
      preValidation: practiceOwner,
      handler: async (request) => markWorked(ctx, request.params.id, request.params.shiftId),
    });

    app.get('/users/staff/:id/shifts', {
      schema: {
        tags,
        summary: "The professional's shifts",
        description: `Offers and requests (with their status) from yesterday on, booked shifts of the last 7 days on, and the reliability score. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: ProfessionalShiftsSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => listProfessionalShifts(ctx, request.params.id),
    });

    app.post('/users/staff/:id/shifts/:shiftId/acceptance', {
      schema: {
        tags,
        summary: 'Accept a request, or book an instant-book shift',
        description:
          'A REQUEST shift needs an open offer to the caller; an INSTANT shift needs the position on the temp profile and every ' +
          `required certification valid on the day. 409 when booking is paused for review or the caller is booked at that time. ${TAKEN} ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: ProfessionalShiftSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => acceptShift(ctx, request.params.id, request.params.shiftId),
    });

    app.post('/users/staff/:id/shifts/:shiftId/application', {
      schema: {
        tags,
        summary: 'Ask for an applicants shift',
        description: `The practice picks among those who ask. 409 for another booking mode or a shift no longer open. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: ProfessionalShiftSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => applyForShift(ctx, request.params.id, request.params.shiftId),
    });

    app.post('/users/staff/:id/shifts/:shiftId/decline', {
      schema: {
        tags,
        summary: 'Decline a request (or withdraw an application)',
        description: `409 when nothing is open to decline. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        response: { 200: ProfessionalShiftSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => declineShift(ctx, request.params.id, request.params.shiftId),
    });

    app.post('/users/staff/:id/shifts/:shiftId/cancellation', {
      schema: {
        tags,
        summary: 'Cancel a booked shift',
        description:
          'reason (1 to 500 characters) goes to the practice. Costs reliability points: 10, or 50 within 24 hours of the start. ' +
          `The shift opens again, and a request shift is re-requested at once. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        body: ShiftCancelInputSchema,
        response: { 200: ProfessionalShiftSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => cancelByProfessional(ctx, request.params.id, request.params.shiftId, request.body.reason),
    });

    app.get('/users/staff/:id/no-shows', {
      schema: {
        tags,
        summary: "The professional's no-shows",
        description: `No-shows practices marked in the last 90 days, the latest first, with until when each may be disputed, the dispute and the review. ${PROFESSIONAL_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(ProfessionalNoShowSchema) },
      },
      preValidation: staffOwner,
      handler: async (request) => listProfessionalNoShows(ctx, request.params.id),
    });

    app.post('/users/staff/:id/shifts/:shiftId/no-show-dispute', {
      schema: {
        tags,
        summary: 'Dispute a no-show',
        description:
          'text (1 to 1000 characters): what happened, for the administrator who reviews it. Within 7 days of the no-show, once; 409 ' +
          `otherwise. 404 when the caller has no no-show for the shift. ${PROFESSIONAL_ONLY}`,
        params: ShiftParamsSchema,
        body: NoShowDisputeInputSchema,
        response: { 200: ProfessionalNoShowSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => disputeNoShow(ctx, request.params.id, request.params.shiftId, request.body.text),
    });
  };
}
