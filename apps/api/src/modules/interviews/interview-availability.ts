import type { InterviewType } from '@chairside/domain/hiring';
import { InterviewAvailabilityInputSchema, type InterviewAvailability, type InterviewAvailabilityInput } from '@chairside/domain/interview-scheduling';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findApplicantById, findAccountById, notify, requireEmployerAccount } from '../applications/public-api';
import { findOfficeAvailability, findOwnOffice, findPostingPractice, insertSchedulingRequest, saveOfficeAvailability } from './scheduling-repository';
import { schedulingLinkEmail } from './scheduling-emails';
import { schedulingLink } from './signed-link-urls';

const officeNotFound = () => new AppError('NOT_FOUND', 'That office was not found.', { field: 'officeId' });
const DEFAULTS = { windows: [], durationMinutes: 30, minNoticeHours: 24, type: 'INPERSON' as InterviewType };

/** GET users/employers/{id}/offices/{officeId}/interview-availability: the office's availability, or the defaults (saved false). */
export async function getInterviewAvailability(ctx: AppContext, username: string, officeId: number): Promise<InterviewAvailability> {
  const employer = await requireEmployerAccount(ctx, username);
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  const saved = await findOfficeAvailability(ctx.db, officeId);
  const values = saved ?? DEFAULTS;
  return {
    officeId,
    officeName: office.name,
    timeZone: office.timeZone,
    interviewerUserId: null,
    windows: values.windows,
    durationMinutes: values.durationMinutes,
    minNoticeHours: values.minNoticeHours,
    type: values.type,
    saved: saved !== null,
  };
}

/** PUT users/employers/{id}/offices/{officeId}/interview-availability: weekly windows in the office's zone, length and notice. */
export async function setInterviewAvailability(
  ctx: AppContext,
  username: string,
  officeId: number,
  input: InterviewAvailabilityInput,
): Promise<InterviewAvailability> {
  const employer = await requireEmployerAccount(ctx, username);
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  const values = InterviewAvailabilityInputSchema.parse(input);
  const windows = [...values.windows].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  await saveOfficeAvailability(ctx.db, employer.id, officeId, { ...values, windows }, ctx.clock.now());
  return getInterviewAvailability(ctx, username, officeId);
}

/**
 * POST users/employers/{id}/applications/{applicationId}/scheduling-link: emails the applicant a
 * signed link (through the notice queue, in the request's transaction) to pick a time from the
 * office's availability. Another practice's application: 404 applicationId; an office without
 * availability: 409 officeId.
 */
export async function sendSchedulingLink(
  ctx: AppContext,
  username: string,
  applicationId: number,
  officeId: number,
): Promise<{ requestId: number; sentTo: string }> {
  const employer = await requireEmployerAccount(ctx, username);
  const application = await findApplicantById(ctx.db, employer.id, applicationId);
  if (!application) throw new AppError('NOT_FOUND', 'That application was not found.', { field: 'applicationId' });
  const office = await findOwnOffice(ctx.db, employer.id, officeId);
  if (!office) throw officeNotFound();
  const availability = await findOfficeAvailability(ctx.db, officeId);
  if (!availability || availability.windows.length === 0)
    throw new AppError('CONFLICT', 'Set this office’s interview availability before sending a scheduling link.', { field: 'officeId' });
  const applicant = await findAccountById(ctx.db, application.userId);
  if (!applicant) throw new AppError('NOT_FOUND', 'That application was not found.', { field: 'applicationId' });
  const posting = await findPostingPractice(ctx.db, application.jobId);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const requestId = await insertSchedulingRequest(db, applicationId, availability.id, now);
    await notify(ctx, db, {
      to: applicant.email,
      email: schedulingLinkEmail.render({
        applicantName: applicant.name,
        jobTitle: application.jobTitle ?? 'a job',
        practiceName: !posting || posting.isConfidential ? null : posting.practiceName,
        durationMinutes: availability.durationMinutes,
        url: schedulingLink(ctx, requestId),
      }),
    });
    return { requestId, sentTo: applicant.name };
  });
}
