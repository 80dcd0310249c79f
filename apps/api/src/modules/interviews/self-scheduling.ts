// The candidate's side of self-scheduled interviews (ADR 117), behind the signed scheduling link:
// the open times, picking (or moving to) one, and cancelling.
import type { Database } from '@chairside/db/client';
import { interviewTypeLabel, type Interview } from '@chairside/domain/hiring';
import { openSlots, type SchedulingPage } from '@chairside/domain/interview-scheduling';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { linkInvalid } from '../../platform/signed-links';
import { appLink, findAccountById, notify } from '../applications/public-api';
import { emitWebhookEvent } from '../integrations/public-api';
import { insertInterview, updateInterviewRow } from './interviews-repository';
import { interviewInvitation, whenLine } from './interview-notices';
import { interviewOf } from './interview-views';
import { requireOwnInterview } from './require-own-interview';
import { selfScheduledToApplicantEmails, selfScheduledToPracticeEmails, type SelfScheduledChange } from './scheduling-emails';
import { attachInterview, busyTimes, findPostingPractice, findSchedulingRequest, lockAvailability, type SchedulingRequestRow } from './scheduling-repository';
import { schedulingLink } from './signed-link-urls';

const LIVE = ['PROPOSED', 'CONFIRMED'];

/** A picked time another candidate got first (or that closed): 409 with the fresh open times. */
export class SlotTakenError extends AppError {
  constructor(message: string, slots: string[]) {
    super('CONFLICT', message, { field: 'startsAt', reason: 'taken', slots });
  }
}

const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

async function requestOf(ctx: AppContext, token: string): Promise<SchedulingRequestRow> {
  const link = ctx.signedLinks.verify(token, 'interview-scheduling');
  const request = await findSchedulingRequest(ctx.db, Number(link.subject.requestId));
  if (!request) throw linkInvalid();
  if (request.withdrawn)
    throw new AppError('LINK_WITHDRAWN', 'The practice has withdrawn this scheduling link, so it no longer works. Thank you for your time.', {
      field: 'token',
    });
  return request;
}

async function slotsFor(ctx: AppContext, request: SchedulingRequestRow, db: Database = ctx.db, exceptInterviewId?: number): Promise<string[]> {
  const { availability } = request;
  return openSlots({
    windows: availability.windows,
    durationMinutes: availability.durationMinutes,
    minNoticeHours: availability.minNoticeHours,
    timeZone: request.timeZone,
    now: ctx.clock.now(),
    busy: await busyTimes(db, availability, exceptInterviewId),
  });
}

async function liveInterview(ctx: AppContext, request: SchedulingRequestRow, db: Database = ctx.db) {
  if (!request.interviewId) return null;
  const row = await requireOwnInterview(ctx, request.employerId, request.interviewId, db).catch(() => null);
  return row && LIVE.includes(row.status) ? row : null;
}

/** GET signed/interview-scheduling/{token}: the posting, the length, the office's zone, the open times and the booked one. */
export async function readSchedulingPage(ctx: AppContext, token: string): Promise<SchedulingPage> {
  const request = await requestOf(ctx, token);
  const posting = await findPostingPractice(ctx.db, request.jobId);
  const booked = await liveInterview(ctx, request);
  return {
    jobTitle: posting?.jobTitle ?? null,
    practiceName: !posting || posting.isConfidential ? null : posting.practiceName,
    officeTimeZone: request.timeZone,
    durationMinutes: request.availability.durationMinutes,
    typeLabel: interviewTypeLabel(request.availability.type),
    interviewerName: request.interviewerName,
    slots: await slotsFor(ctx, request, ctx.db, booked?.id),
    booked: booked ? { interviewId: booked.id, startsAt: booked.interviewDate.toISOString(), status: booked.status } : null,
  };
}

/** Tells the candidate (with the calendar invitation) and the practice (with its copy) what the candidate did, in the change's transaction. */
async function tellBothSides(
  ctx: AppContext,
  db: Database,
  request: SchedulingRequestRow,
  interviewId: number,
  change: SelfScheduledChange,
): Promise<Interview> {
  const row = await requireOwnInterview(ctx, request.employerId, interviewId, db);
  const applicant = await findAccountById(db, request.applicantId);
  const forApplicant = interviewOf(row, 'applicant');
  const forPractice = interviewOf(row, 'practice');
  const notice = change === 'cancelled' ? 'cancelled' : change === 'moved' ? 'changed' : 'proposed';
  const jobTitle = row.jobTitle ?? 'a job';
  if (applicant) {
    const person = { name: applicant.name, email: applicant.email };
    await notify(ctx, db, {
      to: applicant.email,
      email: selfScheduledToApplicantEmails[change].render({
        applicantName: applicant.name,
        jobTitle,
        when: whenLine(forApplicant),
        url: schedulingLink(ctx, request.id),
      }),
      calendar: interviewInvitation(ctx, forApplicant, 'applicant', person, notice),
    });
    await notify(ctx, db, {
      to: row.practiceEmail,
      email: selfScheduledToPracticeEmails[change].render({
        applicantName: row.name,
        jobTitle,
        when: whenLine(forPractice),
        url: appLink(ctx, '/app/interviews'),
      }),
      calendar: interviewInvitation(ctx, forPractice, 'practice', person, notice),
    });
  }
  return forApplicant;
}

/**
 * PUT signed/interview-scheduling/{token}: books the picked time, or moves the booked interview to
 * it. Bookings of one availability (or of one interviewer, ADR 125) run one after another (a row
 * lock), and unique indexes keep one live interview per availability and start, and per interviewer
 * and start: a time someone else got is 409 startsAt with the fresh open times. The interview is CONFIRMED (the candidate chose it).
 */
export async function pickInterviewTime(ctx: AppContext, token: string, startsAt: string): Promise<Interview> {
  const request = await requestOf(ctx, token);
  const picked = new Date(startsAt);
  if (Number.isNaN(picked.getTime())) throw new AppError('VALIDATION', 'startsAt is one of the offered times (an ISO date-time).', { field: 'startsAt' });
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await lockAvailability(db, request.availability);
      const current = await liveInterview(ctx, request, db);
      const open = await slotsFor(ctx, request, db, current?.id);
      if (!open.includes(picked.toISOString()))
        throw new SlotTakenError('That time is no longer open: someone else may have just booked it. Pick another time.', []);
      const { availability } = request;
      if (current) {
        await updateInterviewRow(db, current.id, { interviewDate: picked, status: 'CONFIRMED', nextSequence: true, updatedAt: now });
        return tellBothSides(ctx, db, request, current.id, 'moved');
      }
      const interviewId = await insertInterview(db, request.applicationId, {
        type: availability.type,
        interviewDate: picked,
        durationMinutes: availability.durationMinutes,
        location: availability.type === 'INPERSON' || availability.type === 'WORKING' || availability.type === 'TEAM' ? request.officeAddress : null,
        notes: null,
        timeZone: request.timeZone,
        createdAt: now,
      });
      await updateInterviewRow(db, interviewId, {
        status: 'CONFIRMED',
        response: 'ACCEPTED',
        respondedAt: now,
        availabilityId: availability.id,
        interviewerUserId: availability.interviewerUserId,
        updatedAt: now,
      });
      await attachInterview(db, request.id, interviewId);
      await emitWebhookEvent(ctx, db, request.employerId, 'interview.booked', {
        interviewId,
        applicationId: request.applicationId,
        jobId: request.jobId,
        interviewDate: picked.toISOString(),
        type: availability.type,
      });
      return tellBothSides(ctx, db, request, interviewId, 'booked');
    });
  } catch (error) {
    if (!(error instanceof SlotTakenError) && !isUniqueViolation(error)) throw error;
    // The transaction is over: the fresh times as they are now.
    const message = error instanceof SlotTakenError ? error.message : 'Someone else just booked that time. Pick another time.';
    const fresh = await slotsFor(ctx, request, ctx.db, (await liveInterview(ctx, request))?.id);
    throw new SlotTakenError(message, fresh);
  }
}

/** PUT signed/interview-scheduling/{token}/cancel: the candidate cancels the booked interview (none booked: 409 status); both sides are told. */
export async function cancelBookedInterview(ctx: AppContext, token: string): Promise<Interview> {
  const request = await requestOf(ctx, token);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await lockAvailability(db, request.availability);
    const current = await liveInterview(ctx, request, db);
    if (!current) throw new AppError('CONFLICT', 'There is no booked interview to cancel.', { field: 'status' });
    await updateInterviewRow(db, current.id, { status: 'CANCELED', nextSequence: true, updatedAt: ctx.clock.now() });
    return tellBothSides(ctx, db, request, current.id, 'cancelled');
  });
}
