import { interviewDateProblem, type Interview, type InterviewUpdate } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { updateInterviewRow } from './hiring-repository';
import { interviewOf } from './hiring-views';
import { tellApplicant } from './interview-notices';
import type { NoticeLog } from './notify';
import { requireEmployerAccount } from './require-accounts';
import { requireOwnInterview } from './require-own-interview';

/**
 * PUT users/employers/{id}/interviews/{interviewId}: replaces type, time, length, place and notes
 * (the time in the future: 400 interviewDate). A cancelled interview cannot change (409 status).
 * The applicant gets an email.
 */
export async function updateInterview(ctx: AppContext, log: NoticeLog, username: string, interviewId: number, input: InterviewUpdate): Promise<Interview> {
  const employer = await requireEmployerAccount(ctx, username);
  const current = await requireOwnInterview(ctx, employer.id, interviewId);
  if (current.status === 'CANCELED') throw new AppError('CONFLICT', 'This interview was cancelled: propose a new one.', { field: 'status' });
  const now = ctx.clock.now();
  const problem = interviewDateProblem(input.interviewDate, now);
  if (problem) throw new AppError('VALIDATION', problem, { field: 'interviewDate' });
  await updateInterviewRow(ctx.db, interviewId, { ...input, interviewDate: new Date(input.interviewDate), updatedAt: now });
  const interview = interviewOf(await requireOwnInterview(ctx, employer.id, interviewId), 'practice');
  await tellApplicant(ctx, log, current.applicantId, interview, 'changed');
  return interview;
}
