import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UsernameSchema } from '@chairside/domain/accounts';
import { digitsParamSchema, idParamSchema } from '@chairside/domain/form-fields';
import {
  APPLICATIONS_PAGE_DEFAULT,
  APPLICATIONS_PAGE_MAX,
  AcceptInvitationInputSchema,
  CANDIDATE_LOOKUP_LIMIT,
  CANDIDATE_LOOKUP_MIN_LENGTH,
  CandidateLookupQuerySchema,
  CandidateSuggestionSchema,
  ApplicantSchema,
  ApplicationSchema,
  ApplyInputSchema,
  EmployerApplicationSchema,
  InterviewInputSchema,
  InterviewSchema,
  InterviewUpdateSchema,
  InvitationInputSchema,
  JobInvitationSchema,
  OpinionAnswerSchema,
  OpinionInputSchema,
  StaffInvitationSchema,
  isTimeZone,
} from '@chairside/domain/hiring';
import { isRealDay } from '@chairside/domain/resume-profile';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { currentAuth, requireEmployer, requireOwner, requireStaff, requireUser } from '../../platform/auth';
import { limitRequests, type RequestLimit } from '../../platform/request-limits';
import { InterviewAnswerInputSchema } from '@chairside/domain/interview-answers';
import { acceptInvitation } from './accept-invitation';
import { handleInterviewReminders } from './interview-reminders';
import { answerInterview } from './answer-interview';
import { applyToJob } from './apply-to-job';
import { cancelInterview } from './cancel-interview';
import { cancelInvitation } from './cancel-invitation';
import { declineInvitation } from './decline-invitation';
import { CANDIDATE_LOOKUPS_PER_PERSON, findCandidates } from './find-candidates';
import { downloadApplicantResume } from './download-applicant-resume';
import { getApplicant } from './get-applicant';
import { APPLICATION_LIMITS, INTERVIEW_LIMITS, INVITATION_LIMITS } from './hiring-limits';
import { inviteToJob } from './invite-to-job';
import { listEmployerApplications } from './list-employer-applications';
import { listInterviews } from './list-interviews';
import { listJobApplicants } from './list-job-applicants';
import { listJobInvitations } from './list-job-invitations';
import { listStaffApplications } from './list-staff-applications';
import { listStaffInvitations } from './list-staff-invitations';
import { proposeInterview } from './propose-interview';
import { setApplicantOpinion } from './set-applicant-opinion';
import { updateInterview } from './update-interview';

const tags = ['hiring'];
const STAFF_ONLY = 'The job seeker only: anonymous 401, not a job seeker 403, another job seeker 404.';
const EMPLOYER_ONLY = 'The practice only: anonymous 401, not an employer 403, another practice (or its posting) 404.';
const OWN_POSTING = "An employer's own postings only: anonymous 401, not an employer 403, another practice's posting 404.";

/** The limits in words for the API document: 'At most 50 applications a day per person and 200 per client address (429 with Retry-After).' */
const LIMITED = (what: string, [perPerson, perAddress]: RequestLimit[]) =>
  `At most ${perPerson.limit} ${what} a day per person and ${perAddress.limit} per client address (429 with Retry-After).`;

/** Role first (wrong role: 403), then the path's username must be the caller's (404). */
const staffOwner = [requireStaff, requireOwner];
const employerOwner = [requireEmployer, requireOwner];

/** Interviews belong to job seekers and practices: an administrator's own session gets 403. */
const requireStaffOrEmployer = async (request: FastifyRequest, _reply: FastifyReply) => {
  const auth = currentAuth(request);
  if (auth.role !== 'staff' && auth.role !== 'employer') throw new AppError('FORBIDDEN', 'Interviews are for job seekers and employers.');
};

const AccountParamsSchema = z.strictObject({ id: UsernameSchema });
const InvitationParamsSchema = z.strictObject({ id: UsernameSchema, invitationId: idParamSchema('invitationId') });
const OwnJobParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId') });
const ApplicantParamsSchema = z.strictObject({ id: UsernameSchema, jobId: idParamSchema('jobId'), applicant: UsernameSchema });
const ApplicantQuerySchema = z.object({ match: z.string().max(10).optional() });
const InterviewParamsSchema = z.strictObject({ id: UsernameSchema, interviewId: idParamSchema('interviewId') });
const JobParamsSchema = z.strictObject({ id: idParamSchema('The job id') });
const JobInviteeParamsSchema = z.strictObject({ id: idParamSchema('The job id'), username: UsernameSchema });

const pageMessage = (name: string, min: number, max: number) => `${name} is a whole number from ${min} to ${max}.`;
const pageNumber = (name: string, min: number, max: number) =>
  digitsParamSchema(
    pageMessage(name, min, max),
    z
      .number()
      .int()
      .min(min, pageMessage(name, min, max))
      .max(max, pageMessage(name, min, max)),
  );
const ApplicationsPageSchema = z.object({
  limit: pageNumber('limit', 1, APPLICATIONS_PAGE_MAX).default(APPLICATIONS_PAGE_DEFAULT),
  offset: pageNumber('offset', 0, 1_000_000).default(0),
});
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

export function hiringRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    handleInterviewReminders(ctx);

    // ---- the job seeker: applying and invitations ----

    app.post('/users/staff/:id/applications', {
      schema: {
        tags,
        summary: 'Apply to a live posting with a message',
        description:
          'message: plain text up to 5000 characters, optional. answers: one {questionId, answer: true|false} for each of the ' +
          "posting's screeningQuestions (a missing one: 400 answers.{questionId} naming the question); a 'no' to a deal-breaker " +
          'still applies and is flagged to the practice (missedDealBreaker). A draft or unknown posting: 404 jobId. Filled, closed or expired: ' +
          "409 jobId 'This job is no longer accepting applications.' Twice: 409 jobId. A resume without an intro and 5 skills: 409 " +
          'code PROFILE_INCOMPLETE (field profile). A pending invitation to the posting becomes ACCEPTED and is linked. The practice ' +
          `gets an email. ${LIMITED('applications', APPLICATION_LIMITS)} ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        body: ApplyInputSchema,
        response: { 201: ApplicationSchema },
      },
      preValidation: staffOwner,
      preHandler: limitRequests(ctx, APPLICATION_LIMITS),
      handler: async (request, reply) => reply.status(201).send(await applyToJob(ctx, request.params.id, request.body)),
    });

    app.get('/users/staff/:id/applications', {
      schema: {
        tags,
        summary: "The job seeker's applications (the spec's staff application list)",
        description: `Newest first (at most 1000), each with appliedDate and the posting's current displayStatus. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(ApplicationSchema) },
      },
      preValidation: staffOwner,
      handler: async (request) => listStaffApplications(ctx, request.params.id),
    });

    app.get('/users/staff/:id/invitations', {
      schema: {
        tags,
        summary: "The job seeker's invitations from practices",
        description: `Pending first, then answered ones, newest first; withdrawn (CANCELED) ones are left out. ${STAFF_ONLY}`,
        params: AccountParamsSchema,
        response: { 200: z.array(StaffInvitationSchema) },
      },
      preValidation: staffOwner,
      handler: async (request) => listStaffInvitations(ctx, request.params.id),
    });

    app.post('/users/staff/:id/invitations/:invitationId/accept', {
      schema: {
        tags,
        summary: 'Accept an invitation: apply to its posting with a message and the screening answers',
        description:
          "Every rule of applying holds (409 jobId, 409 PROFILE_INCOMPLETE), the posting's screening questions too: answers has one " +
          "{questionId, answer} per question of the invitation's screeningQuestions (a missing one: 400 answers.{questionId}); a 'no' to " +
          'a deal-breaker still applies and is flagged to the practice. Not pending: 409 status. The signed-in form of the ' +
          `spec's POST to a signed invitation URL {message}. Counts as applying towards the limits. ${STAFF_ONLY}`,
        params: InvitationParamsSchema,
        body: AcceptInvitationInputSchema,
        response: { 201: ApplicationSchema },
      },
      preValidation: staffOwner,
      preHandler: limitRequests(ctx, APPLICATION_LIMITS),
      handler: async (request, reply) => reply.status(201).send(await acceptInvitation(ctx, request.params.id, request.params.invitationId, request.body)),
    });

    app.post('/users/staff/:id/invitations/:invitationId/decline', {
      schema: {
        tags,
        summary: 'Decline an invitation',
        description: `No body. Not pending: 409 status. ${STAFF_ONLY}`,
        params: InvitationParamsSchema,
        response: { 200: StaffInvitationSchema },
      },
      preValidation: staffOwner,
      handler: async (request) => declineInvitation(ctx, request.params.id, request.params.invitationId),
    });

    // ---- the practice: applicants ----

    app.get('/users/employers/:id/applications', {
      schema: {
        tags,
        summary: 'Applications to every posting of the practice',
        description: `Newest first; limit 1-${APPLICATIONS_PAGE_MAX} (default ${APPLICATIONS_PAGE_DEFAULT}), offset. ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        querystring: ApplicationsPageSchema,
        response: { 200: z.array(EmployerApplicationSchema) },
      },
      preValidation: employerOwner,
      handler: async (request) => listEmployerApplications(ctx, request.params.id, request.query),
    });

    app.get('/users/employers/:id/applications/:jobId', {
      schema: {
        tags,
        summary: "One posting's applicants",
        description: `Newest first, each with completeness score, appliedDate, message, reviewedDate and opinion. ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        response: { 200: z.array(EmployerApplicationSchema) },
      },
      preValidation: employerOwner,
      handler: async (request) => listJobApplicants(ctx, request.params.id, request.params.jobId),
    });

    app.get('/users/employers/:id/applications/:jobId/:applicant', {
      schema: {
        tags,
        summary: 'One applicant with the resume (stamps reviewedDate once, the first day it is opened)',
        description:
          "applicant: the job seeker's username. The resume is answered public or private (the person applied), with contact (the " +
          "person's email and phone, null when none is given: they applied) and the practice's " +
          `private note. ?match (any value) adds match: the match with the posting's criteria, null when it has none. ${EMPLOYER_ONLY}`,
        params: ApplicantParamsSchema,
        querystring: ApplicantQuerySchema,
        response: { 200: ApplicantSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => getApplicant(ctx, request.params.id, request.params.jobId, request.params.applicant, request.query.match !== undefined),
    });

    app.get('/users/employers/:id/applications/:jobId/:applicant/resume.pdf', {
      schema: {
        tags,
        summary: "The applicant's resume as a PDF file, with their email and phone",
        description:
          'application/pdf, Content-Disposition attachment (resume-{username}.pdf), not stored by caches. For the practice the person ' +
          `applied to (accepting an invitation is applying); anyone else gets no file. ${EMPLOYER_ONLY}`,
        params: ApplicantParamsSchema,
      },
      preValidation: employerOwner,
      handler: async (request, reply) => {
        const file = await downloadApplicantResume(ctx, request.params.id, request.params.jobId, request.params.applicant);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.pdf);
      },
    });

    app.put('/users/employers/:id/applications/:jobId/:applicant/opinion', {
      schema: {
        tags,
        summary: 'Like, dislike or clear (null) an applicant',
        description: `{opinion: LIKED | DISLIKED | null} (LIKE and DISLIKE are read the same, ADR 34). The practice's opinion of the person, shared by its postings (the candidate record). ${EMPLOYER_ONLY}`,
        params: ApplicantParamsSchema,
        body: OpinionInputSchema,
        response: { 200: OpinionAnswerSchema },
      },
      preValidation: employerOwner,
      handler: async (request) => setApplicantOpinion(ctx, request.params.id, request.params.jobId, request.params.applicant, request.body.opinion),
    });

    // ---- the practice: invitations ----

    app.post('/users/employers/:id/jobs/:jobId/invitations', {
      schema: {
        tags,
        summary: 'Invite a job seeker to apply to a live posting',
        description:
          '{username, message}. The posting not live: 409 jobId. Not a job seeker whose resume the practice may read (public, or ' +
          'one who applied to it): 404 username. Already invited, applied or declined: 409 username (a cancelled invitation may be ' +
          `sent again). The job seeker gets an email. ${LIMITED('invitations', INVITATION_LIMITS)} ${EMPLOYER_ONLY}`,
        params: OwnJobParamsSchema,
        body: InvitationInputSchema,
        response: { 201: JobInvitationSchema },
      },
      preValidation: employerOwner,
      preHandler: limitRequests(ctx, INVITATION_LIMITS),
      handler: async (request, reply) => reply.status(201).send(await inviteToJob(ctx, currentAuth(request), request.params.jobId, request.body)),
    });

    app.get('/users/employers/:id/candidates/lookup', {
      schema: {
        tags,
        summary: 'Find a job seeker to invite by name or email',
        description:
          `q: at least ${CANDIDATE_LOOKUP_MIN_LENGTH} characters of a name (matched anywhere in it), or an email (matched exactly, ` +
          `any case). Only job seekers the practice may invite: a public resume, or someone who applied to it or holds its open ` +
          `invitation. At most ${CANDIDATE_LOOKUP_LIMIT}, those who applied to the practice first. Never answers an email. ` +
          `At most ${CANDIDATE_LOOKUPS_PER_PERSON.limit} lookups an hour per person (429). ${EMPLOYER_ONLY}`,
        params: AccountParamsSchema,
        querystring: CandidateLookupQuerySchema,
        response: { 200: z.array(CandidateSuggestionSchema) },
      },
      preValidation: employerOwner,
      preHandler: limitRequests(ctx, [CANDIDATE_LOOKUPS_PER_PERSON]),
      handler: async (request) => findCandidates(ctx, request.params.id, request.query.q),
    });

    app.get('/jobs/:id/invitations', {
      schema: {
        tags,
        summary: "A posting's invitations",
        description: `Newest first, every status. ${OWN_POSTING}`,
        params: JobParamsSchema,
        response: { 200: z.array(JobInvitationSchema) },
      },
      preValidation: requireEmployer,
      handler: async (request) => listJobInvitations(ctx, currentAuth(request).username, request.params.id),
    });

    app.put('/jobs/:id/invitations/:username', {
      schema: {
        tags,
        summary: 'Cancel (withdraw) an invitation',
        description: `No body. Pending becomes CANCELED; again: no change; accepted or declined: 409 status. ${OWN_POSTING}`,
        params: JobInviteeParamsSchema,
        response: { 200: JobInvitationSchema },
      },
      preValidation: requireEmployer,
      handler: async (request) => cancelInvitation(ctx, currentAuth(request).username, request.params.id, request.params.username),
    });

    // ---- interviews ----

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
      handler: async (request, reply) => reply.status(201).send(await proposeInterview(ctx, request.params.id, request.body)),
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
      handler: async (request) => updateInterview(ctx, request.params.id, request.params.interviewId, request.body),
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
  };
}
