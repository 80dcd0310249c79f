// The hiring routes of interviews: proposing, changing, cancelling, answering and listing them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InterviewInputSchema, InterviewSchema, InterviewUpdateSchema, isTimeZone } from '@chairside/domain/hiring';
import { InterviewAnswerInputSchema } from '@chairside/domain/interview-answers';
import { isRealDay } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { currentAuth, requireOwner, requireUser } from '../../platform/auth';
import { limitRequests } from '../../platform/request-limits';
import { answerInterview } from './answer-interview';
import { cancelInterview } from './cancel-interview';
import { INTERVIEW_LIMITS } from './interview-limits';
import { AccountParamsSchema, EMPLOYER_ONLY, employerOwner, InterviewParamsSchema, LIMITED, STAFF_ONLY, staffOwner, tags } from '../applications/public-api';
import { listInterviews } from './list-interviews';
import { proposeInterview } from './propose-interview';
import { updateInterview } from './update-interview';

/** Interviews belong to job seekers and practices: an administrator's own session gets 403. */
const requireStaffOrEmployer = async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = currentAuth(request);
  if (auth.role !== 'staff' && auth.role !== 'employer') throw new AppError('FORBIDDEN', 'Interviews are for job seekers and employers.');
};

const InterviewQuerySchema = z.object({
  date: z
    .string({ error: 'date is all, upcoming or a day written YYYY-MM-DD.' })
    .refine((value) => value === 'all' || value === 'upcoming' || isRealDay(value), 'date is all, upcoming or a day written YYYY-MM-DD.')
    .default('all'),
  tz: z
    .string({ error: 'tz is a time zone name such as America/Chicago.' })
    .refine(isTimeZone, 'tz is a time zone name such as America/Chicago.')
    .default('UTC'),
});

/** Registers the interview routes: the practice proposes, changes and cancels; the job seeker answers; both list them. */
export function interviewRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/users/employers/:id/interviews', {
    schema: {
      tags,
      summary: 'Propose an interview to an applicant',
      description:
        '{applicationId, type (INPERSON, VIRTUAL, PHONE, WORKING, TEAM), interviewDate (the office’s local time YYYY-MM-DDTHH:mm, ' +
        'or an ISO date-time with offset; in the future, at most 365 days ahead), durationMinutes (5-720, default 60), location, ' +
        'notes}. The interview keeps the office’s time zone (timeZone, from the posting’s ZIP code). Another practice’s ' +
        'application: 404 applicationId. The applicant gets an email with a calendar invitation (.ics, METHOD:REQUEST), the ' +
        `practice a copy. ${LIMITED('proposals, changes and answers', INTERVIEW_LIMITS)} ${EMPLOYER_ONLY}`,
      params: AccountParamsSchema,
      body: InterviewInputSchema,
      response: { 201: InterviewSchema },
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, INTERVIEW_LIMITS),
    handler: async (request, reply) =>
      reply.status(201).send(await proposeInterview(ctx, request.params.id, request.body, request.auth?.member?.userId ?? null)),
  });

  app.put('/users/employers/:id/interviews/:interviewId', {
    schema: {
      tags,
      summary: 'Change an interview',
      description:
        'The whole interview but applicationId (the same rules and limits; the time in the office’s zone). Cancelled or declined: ' +
        '409 status. It becomes PROPOSED again with the answer cleared; sequence goes up. The applicant gets an email with the ' +
        `updated calendar invitation, the practice a copy. ${EMPLOYER_ONLY}`,
      params: InterviewParamsSchema,
      body: InterviewUpdateSchema,
      response: { 200: InterviewSchema },
    },
    preValidation: employerOwner,
    preHandler: limitRequests(ctx, INTERVIEW_LIMITS),
    handler: async (request) => updateInterview(ctx, request.params.id, request.params.interviewId, request.body, request.auth?.member?.userId ?? null),
  });

  app.put('/users/employers/:id/interviews/:interviewId/cancel', {
    schema: {
      tags,
      summary: 'Cancel an interview',
      description: `No body. Status CANCELED (again: no change); it stays in both lists; sequence goes up. The applicant gets an email with the calendar cancellation (METHOD:CANCEL), the practice a copy. ${EMPLOYER_ONLY}`,
      params: InterviewParamsSchema,
      response: { 200: InterviewSchema },
    },
    preValidation: employerOwner,
    handler: async (request) => cancelInterview(ctx, request.params.id, request.params.interviewId),
  });

  app.put('/users/staff/:id/interviews/:interviewId/answer', {
    schema: {
      tags,
      summary: 'The job seeker accepts, declines or asks for another time',
      description:
        '{answer: ACCEPT | DECLINE | NEW_TIME, message (up to 2000 characters; required for NEW_TIME: 400 message)}. ACCEPT makes ' +
        'it CONFIRMED; DECLINE makes it DECLINED (final); NEW_TIME keeps it PROPOSED with response NEW_TIME until the practice ' +
        'changes the time. Cancelled or declined: 409 status; already held: 409 interviewDate. The same answer again: no change. ' +
        `The practice gets an email and sees response, responseMessage and respondedDate in its list. ${STAFF_ONLY}`,
      params: InterviewParamsSchema,
      body: InterviewAnswerInputSchema,
      response: { 200: InterviewSchema },
    },
    preValidation: staffOwner,
    preHandler: limitRequests(ctx, INTERVIEW_LIMITS),
    handler: async (request) => answerInterview(ctx, request.params.id, request.params.interviewId, request.body),
  });

  app.get('/users/:id/interviews', {
    schema: {
      tags,
      summary: "Interviews: the job seeker's own, or those of the practice's postings",
      description:
        'date=all (default; at most the latest 1000), upcoming (from now, not cancelled or declined) or a day YYYY-MM-DD in the time zone tz ' +
        '(default UTC). In time order; group them with groupInterviewsByDay. id is the username. Anonymous 401, an administrator ' +
        '403, another user 404.',
      params: AccountParamsSchema,
      querystring: InterviewQuerySchema,
      response: { 200: z.array(InterviewSchema) },
    },
    preValidation: [requireUser, requireStaffOrEmployer, requireOwner],
    handler: async (request) => listInterviews(ctx, currentAuth(request), request.query),
  });
}
