// Interviews people schedule themselves (ADR 117): the practice's availability per office, the
// scheduling link it sends, and the signed link's calls (open times, pick or move, cancel).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@chairside/domain/form-fields';
import { InterviewSchema } from '@chairside/domain/hiring';
import {
  InterviewAvailabilityInputSchema,
  InterviewAvailabilitySchema,
  InterviewerSchema,
  PendingSchedulingLinkSchema,
  SchedulingLinkInputSchema,
  SchedulingLinkSentSchema,
  SchedulingPageSchema,
  SlotPickSchema,
} from '@chairside/domain/interview-scheduling';
import { UsernameSchema } from '@chairside/domain/accounts';
import type { AppContext } from '../../platform/context';
import { NoContentSchema, SIGNED_LINK_ERRORS } from '../../platform/api-document';
import { limitRequests } from '../../platform/request-limits';
import { EMPLOYER_ONLY, employerOwner, LIMITED, SIGNED, SIGNED_LINK_TAGS, tags, TokenParamsSchema } from '../applications/public-api';
import { INTERVIEW_LIMITS, SCHEDULING_PICKS_PER_ADDRESS, SCHEDULING_READS_PER_ADDRESS } from './interview-limits';
import { getInterviewAvailability, listInterviewers, sendSchedulingLink, setInterviewAvailability } from './interview-availability';
import { cancelSchedulingLink, listPendingSchedulingLinks, resendSchedulingLink } from './pending-scheduling-links';
import { cancelBookedInterview, pickInterviewTime, readSchedulingPage } from './self-scheduling';

const OfficeParamsSchema = z.strictObject({ id: UsernameSchema, officeId: idParamSchema('officeId') });
const ApplicationParamsSchema = z.strictObject({ id: UsernameSchema, applicationId: idParamSchema('applicationId') });
const InterviewerParamsSchema = z.strictObject({
  id: UsernameSchema,
  officeId: idParamSchema('officeId'),
  interviewerUserId: idParamSchema('interviewerUserId'),
});
const RequestParamsSchema = z.strictObject({ id: UsernameSchema, requestId: idParamSchema('requestId') });
const EmployerParamsSchema = z.strictObject({ id: UsernameSchema });
const PER_ADDRESS = (limit: { limit: number }) => `At most ${limit.limit} an hour per client address (429 with Retry-After).`;

export function schedulingRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/users/employers/:id/offices/:officeId/interview-availability', {
    schema: {
      tags,
      summary: "An office's interview availability",
      description: `Weekly windows in the office's time zone (timeZone), the length of an interview and the minimum notice; saved false: the defaults, nothing saved yet. Another practice's office: 404. ${EMPLOYER_ONLY}`,
      params: OfficeParamsSchema,
      response: { 200: InterviewAvailabilitySchema },
    },
    preValidation: employerOwner,
    handler: async (request) => getInterviewAvailability(ctx, request.params.id, request.params.officeId),
  });

  app.put('/users/employers/:id/offices/:officeId/interview-availability', {
    schema: {
      tags,
      summary: "Set an office's interview availability",
      description:
        '{windows: [{day 0-6 (Sunday-Saturday), from HH:MM, to HH:MM}] in the office’s wall-clock time (each at least one interview long, ' +
        'none overlapping on a day), durationMinutes (10-240), minNoticeHours (0-336), type}. A bad field: 400 naming it (windows.2.to). ' +
        `Booked interviews keep their times. ${EMPLOYER_ONLY}`,
      params: OfficeParamsSchema,
      body: InterviewAvailabilityInputSchema,
      response: { 200: InterviewAvailabilitySchema },
    },
    preValidation: employerOwner,
    handler: async (request) => setInterviewAvailability(ctx, request.params.id, request.params.officeId, request.body),
  });

  app.get('/users/employers/:id/interviewers', {
    schema: {
      tags,
      summary: 'The team members who interview',
      description: `Members with the interviewer or hiring manager role, by name: each may have their own availability per office. ${EMPLOYER_ONLY}`,
      params: EmployerParamsSchema,
      response: { 200: z.array(InterviewerSchema) },
    },
    preValidation: employerOwner,
    handler: async (request) => listInterviewers(ctx, request.params.id),
  });

  app.get('/users/employers/:id/offices/:officeId/interview-availability/interviewers/:interviewerUserId', {
    schema: {
      tags,
      summary: "A team member's own interview availability at an office",
      description: `As the office's availability, for one member who interviews (interviewer or hiring manager role); saved false: nothing saved yet. Another practice's office or someone not interviewing for the practice: 404 naming it. ${EMPLOYER_ONLY}`,
      params: InterviewerParamsSchema,
      response: { 200: InterviewAvailabilitySchema },
    },
    preValidation: employerOwner,
    handler: async (request) => getInterviewAvailability(ctx, request.params.id, request.params.officeId, request.params.interviewerUserId),
  });

  app.put('/users/employers/:id/offices/:officeId/interview-availability/interviewers/:interviewerUserId', {
    schema: {
      tags,
      summary: "Set a team member's own interview availability at an office",
      description:
        'The body of the office’s availability. A link for this member offers these hours less every interview the member is booked for, at any office; ' +
        `no two candidates get the member at one time. A bad field: 400 naming it. ${EMPLOYER_ONLY}`,
      params: InterviewerParamsSchema,
      body: InterviewAvailabilityInputSchema,
      response: { 200: InterviewAvailabilitySchema },
    },
    preValidation: employerOwner,
    handler: async (request) => setInterviewAvailability(ctx, request.params.id, request.params.officeId, request.body, request.params.interviewerUserId),
  });

  app.get('/users/employers/:id/scheduling-links', {
    schema: {
      tags,
      summary: 'Scheduling links waiting for a time',
      description: `Links sent and not used to book a time (never booked, or the booking was canceled), not withdrawn, newest sent first (at most 200): who, which posting, when sent, when the link expires (expired true once past). ${EMPLOYER_ONLY}`,
      params: EmployerParamsSchema,
      response: { 200: z.array(PendingSchedulingLinkSchema) },
    },
    preValidation: employerOwner,
    handler: async (request) => listPendingSchedulingLinks(ctx, request.params.id),
  });

  app.post('/users/employers/:id/scheduling-links/:requestId/resend', {
    schema: {
      tags,
      summary: 'Send a scheduling link again',
      description: `No body. Emails the applicant (through the notice queue) a fresh link, good for 30 days from now. Booked, withdrawn or another practice's: 404 requestId. ${LIMITED('proposals, changes and scheduling links', INTERVIEW_LIMITS)} ${EMPLOYER_ONLY}`,
      params: RequestParamsSchema,
      response: { 200: PendingSchedulingLinkSchema },
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, INTERVIEW_LIMITS),
    handler: async (request) => resendSchedulingLink(ctx, request.params.id, request.params.requestId),
  });

  app.put('/users/employers/:id/scheduling-links/:requestId/cancel', {
    schema: {
      tags,
      summary: 'Withdraw a scheduling link',
      description: `No body. The link stops opening (403 as a changed link) and the applicant is told politely (through the notice queue). Booked, withdrawn or another practice's: 404 requestId. ${EMPLOYER_ONLY}`,
      params: RequestParamsSchema,
      response: { 204: NoContentSchema },
    },
    preValidation: employerOwner,
    handler: async (request, reply) => {
      await cancelSchedulingLink(ctx, request.params.id, request.params.requestId);
      return reply.status(204).send(null);
    },
  });

  app.post('/users/employers/:id/applications/:applicationId/scheduling-link', {
    schema: {
      tags,
      summary: 'Send an applicant a link to pick an interview time',
      description:
        '{officeId, interviewerUserId?}. Emails the applicant (through the notice queue) a signed link, good for 30 days and used signed out, to pick, move ' +
        'or cancel a time from the office’s availability, or from one team member’s own there (interviewerUserId). Another practice’s application: 404 applicationId; another practice’s office: ' +
        `404 officeId; someone not interviewing for the practice: 404 interviewerUserId; no availability set: 409 officeId (or interviewerUserId). ${LIMITED('proposals, changes and scheduling links', INTERVIEW_LIMITS)} ${EMPLOYER_ONLY}`,
      params: ApplicationParamsSchema,
      body: SchedulingLinkInputSchema,
      response: { 201: SchedulingLinkSentSchema },
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, INTERVIEW_LIMITS),
    handler: async (request, reply) => reply.status(201).send(await sendSchedulingLink(ctx, request.params.id, request.params.applicationId, request.body)),
  });

  app.get('/signed/interview-scheduling/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'The scheduling link: the open interview times and the booked one',
      description: `Open times as ISO instants (show them in the viewer's zone), the office's zone, the length. ${PER_ADDRESS(SCHEDULING_READS_PER_ADDRESS)} ${SIGNED}`,
      params: TokenParamsSchema,
      response: { 200: SchedulingPageSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    preHandler: limitRequests(ctx, [SCHEDULING_READS_PER_ADDRESS]),
    handler: async (request) => readSchedulingPage(ctx, request.params.token),
  });

  app.put('/signed/interview-scheduling/:token', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'Pick an interview time (or move the booked one to it)',
      description:
        '{startsAt: one of the open times}. The interview is CONFIRMED; both sides get an email with the calendar invitation. A time someone ' +
        `else just got, or no longer open: 409 startsAt, reason taken, with slots (the fresh open times). ${PER_ADDRESS(SCHEDULING_PICKS_PER_ADDRESS)} ${SIGNED}`,
      params: TokenParamsSchema,
      body: SlotPickSchema,
      response: { 200: InterviewSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    preHandler: limitRequests(ctx, [SCHEDULING_PICKS_PER_ADDRESS]),
    handler: async (request) => pickInterviewTime(ctx, request.params.token, request.body.startsAt),
  });

  app.put('/signed/interview-scheduling/:token/cancel', {
    schema: {
      tags: SIGNED_LINK_TAGS,
      summary: 'Cancel the booked interview',
      description: `No body. The interview is CANCELED; both sides get an email with the calendar cancellation; the link can book again. None booked: 409 status. ${PER_ADDRESS(SCHEDULING_PICKS_PER_ADDRESS)} ${SIGNED}`,
      params: TokenParamsSchema,
      response: { 200: InterviewSchema },
      security: [],
      errors: SIGNED_LINK_ERRORS,
    },
    preHandler: limitRequests(ctx, [SCHEDULING_PICKS_PER_ADDRESS]),
    handler: async (request) => cancelBookedInterview(ctx, request.params.token),
  });
}
