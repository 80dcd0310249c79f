import type { Database } from '@chairside/db/client';
import type { Interview, InterviewUpdate } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { updateInterviewRow } from './interviews-repository';
import { interviewOf } from './interview-views';
import { tellApplicant } from './interview-notices';
import { interviewInstant } from './office-time';
import { requireEmployerAccount } from '../applications/public-api';
import { requireOwnInterview } from './require-own-interview';

/**
 * PUT users/employers/{id}/interviews/{interviewId}: replaces type, time (the office's local
 * time, in the future: 400 interviewDate), length, place and notes. A cancelled or declined
 * interview cannot change (409 status). The interview is PROPOSED again and the job seeker's
 * answer is cleared (the new time needs one); the calendar SEQUENCE goes up. The applicant gets
 * an email with the updated invitation, the practice a copy.
 */
export async function updateInterview(
  ctx: AppContext,
  username: string,
  interviewId: number,
  input: InterviewUpdate,
  memberUserId: number | null = null,
): Promise<Interview> {
  const employer = await requireEmployerAccount(ctx, username);
  const current = await requireOwnInterview(ctx, employer.id, interviewId);
  if (current.status === 'CANCELED') throw new AppError('CONFLICT', 'This interview was canceled: propose a new one.', { field: 'status' });
  if (current.status === 'DECLINED') throw new AppError('CONFLICT', 'The applicant declined this interview: propose a new one.', { field: 'status' });
  const now = ctx.clock.now();
  const at = interviewInstant(input.interviewDate, current.timeZone, now);
  // The change and its emails in one transaction.
  const change = ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await updateInterviewRow(db, interviewId, {
      ...input,
      interviewDate: at,
      timeZone: current.timeZone,
      status: 'PROPOSED',
      response: null,
      responseMessage: null,
      respondedAt: null,
      nextSequence: true,
      proposedByUserId: memberUserId,
      updatedAt: now,
    });
    const row = await requireOwnInterview(ctx, employer.id, interviewId, db);
    const interview = interviewOf(row, 'practice');
    await tellApplicant(ctx, db, current.applicantId, interview, 'changed', row.practiceEmail);
    return interview;
  });
  // A time a candidate booked from the same availability (ADR 117): the unique index refuses it.
  return change.catch((error: unknown) => {
    const cause = (error as { cause?: { code?: string }; code?: string } | null) ?? {};
    if (cause.code === '23505' || cause.cause?.code === '23505')
      throw new AppError('CONFLICT', 'A candidate has booked that time from your availability: pick another time.', { field: 'interviewDate' });
    throw error;
  });
}
