import type { InterviewType } from '@chairside/domain/hiring';
import {
  InterviewAvailabilityInputSchema,
  type InterviewAvailability,
  type InterviewAvailabilityInput,
  type Interviewer,
  type SchedulingLinkInput,
} from '@chairside/domain/interview-scheduling';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findApplicantById, findAccountById, notify, requireEmployerAccount } from '../applications/public-api';
import { findInterviewer, findInterviewerAvailability, findInterviewers, saveInterviewerAvailability } from './interviewers-repository';
import { findOfficeAvailability, findOwnOffice, findPostingPractice, insertSchedulingRequest, saveOfficeAvailability } from './scheduling-repository';
import { schedulingLinkEmail } from './scheduling-emails';
import { schedulingLink } from './signed-link-urls';

const officeNotFound = () => new AppError('NOT_FOUND', 'That office was not found.', { field: 'officeId' });
const interviewerNotFound = () =>
  new AppError('NOT_FOUND', 'That team member was not found among those who interview for this practice.', { field: 'interviewerUserId' });
const DEFAULTS = { windows: [], durationMinutes: 30, minNoticeHours: 24, type: 'INPERSON' as InterviewType };

/** GET users/employers/{id}/interviewers: the team members who interview (interviewer or hiring manager role, ADR 125). */
export async function listInterviewers(ctx: AppContext, username: string): Promise<Interviewer[]> {
  const employer = await requireEmployerAccount(ctx, username);
  return findInterviewers(ctx.db, employer.id);
}

/**
 * GET users/employers/{id}/offices/{officeId}/interview-availability[/interviewers/{interviewerUserId}]:
 * the office's availability, or a team member's own there (ADR 125), or the defaults (saved false).
 */
export async function getInterviewAvailability(
  ctx: AppContext,
  username: string,
  officeId: number,
  interviewerUserId: number | null = null,
): Promise<InterviewAvailability> {
  const employer = await requireEmployerAccount(ctx, username);
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  const interviewer = interviewerUserId === null ? null : await findInterviewer(ctx.db, employer.id, interviewerUserId);
  if (interviewerUserId !== null && !interviewer) throw interviewerNotFound();
  const saved =
    interviewerUserId === null ? await findOfficeAvailability(ctx.db, officeId) : await findInterviewerAvailability(ctx.db, officeId, interviewerUserId);
  const values = saved ?? DEFAULTS;
  return {
    officeId,
    officeName: office.name,
    timeZone: office.timeZone,
    interviewerUserId,
    interviewerName: interviewer?.name ?? null,
    windows: values.windows,
    durationMinutes: values.durationMinutes,
    minNoticeHours: values.minNoticeHours,
    type: values.type,
    saved: saved !== null,
  };
}

/** PUT …/interview-availability[/interviewers/{interviewerUserId}]: weekly windows in the office's zone, length and notice. */
export async function setInterviewAvailability(
  ctx: AppContext,
  username: string,
  officeId: number,
  input: InterviewAvailabilityInput,
  interviewerUserId: number | null = null,
): Promise<InterviewAvailability> {
  const employer = await requireEmployerAccount(ctx, username);
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  if (interviewerUserId !== null && !(await findInterviewer(ctx.db, employer.id, interviewerUserId))) throw interviewerNotFound();
  const values = InterviewAvailabilityInputSchema.parse(input);
  const windows = [...values.windows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  if (interviewerUserId === null) await saveOfficeAvailability(ctx.db, employer.id, officeId, { ...values, windows }, ctx.clock.now());
  else await saveInterviewerAvailability(ctx.db, employer.id, officeId, interviewerUserId, { ...values, windows }, ctx.clock.now());
  return getInterviewAvailability(ctx, username, officeId, interviewerUserId);
}

/**
 * POST users/employers/{id}/applications/{applicationId}/scheduling-link: emails the applicant a
 * signed link (through the notice queue, in the request's transaction) to pick a time from the
 * office's availability, or from one team member's own there (ADR 125). Another practice's
 * application: 404 applicationId; an office or member without availability: 409 naming it.
 */
export async function sendSchedulingLink(
  ctx: AppContext,
  username: string,
  applicationId: number,
  input: SchedulingLinkInput,
): Promise<{ requestId: number; sentTo: string }> {
  const { officeId } = input;
  const interviewerUserId = input.interviewerUserId ?? null;
  const employer = await requireEmployerAccount(ctx, username);
  const application = await findApplicantById(ctx.db, employer.id, applicationId);
  if (!application) throw new AppError('NOT_FOUND', 'That application was not found.', { field: 'applicationId' });
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  if (interviewerUserId !== null && !(await findInterviewer(ctx.db, employer.id, interviewerUserId))) throw interviewerNotFound();
  const availability =
    interviewerUserId === null ? await findOfficeAvailability(ctx.db, officeId) : await findInterviewerAvailability(ctx.db, officeId, interviewerUserId);
  if (!availability || availability.windows.length === 0)
    throw interviewerUserId === null
      ? new AppError('CONFLICT', 'Set this office’s interview availability before sending a scheduling link.', { field: 'officeId' })
      : new AppError('CONFLICT', 'Set this interviewer’s availability at this office before sending a scheduling link.', { field: 'interviewerUserId' });
  const applicant = await findAccountById(ctx.db, application.userId);
  if (!applicant) throw new AppError('NOT_FOUND', 'That application was not found.', { field: 'applicationId' });
  const posting = await findPostingPractice(ctx.db, application.jobId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const requestId = await insertSchedulingRequest(db, applicationId, availability.id, now);
    await queueSchedulingLink(ctx, db, { applicant, jobTitle: application.jobTitle, posting, durationMinutes: availability.durationMinutes, requestId });
    return { requestId, sentTo: applicant.name };
  });
}

type SchedulingLinkNotice = {
  applicant: { email: string; name: string };
  jobTitle: string | null;
  posting: { isConfidential: boolean; practiceName: string } | null;
  durationMinutes: number;
  requestId: number;
};

/** Queues the applicant's email with a link to pick an interview time (sent first and on a resend). */
export async function queueSchedulingLink(ctx: AppContext, db: Database, link: SchedulingLinkNotice): Promise<void> {
  await notify(ctx, db, {
    to: link.applicant.email,
    email: schedulingLinkEmail.render({
      applicantName: link.applicant.name,
      jobTitle: link.jobTitle ?? 'a job',
      practiceName: !link.posting || link.posting.isConfidential ? null : link.posting.practiceName,
      durationMinutes: link.durationMinutes,
      url: schedulingLink(ctx, link.requestId),
    }),
  });
}
