import type { Interview } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { updateInterviewRow } from './hiring-repository';
import { interviewOf } from './hiring-views';
import { tellApplicant } from './interview-notices';
import type { NoticeLog } from './notify';
import { requireEmployerAccount } from './require-accounts';
import { requireOwnInterview } from './require-own-interview';

/**
 * PUT users/employers/{id}/interviews/{interviewId}/cancel: the interview is CANCELED (again: no
 * change); the calendar SEQUENCE goes up. The applicant gets an email with the calendar
 * cancellation (METHOD:CANCEL), the practice a copy.
 */
export async function cancelInterview(ctx: AppContext, log: NoticeLog, username: string, interviewId: number): Promise<Interview> {
  const employer = await requireEmployerAccount(ctx, username);
  const current = await requireOwnInterview(ctx, employer.id, interviewId);
  if (current.status === 'CANCELED') return interviewOf(current, 'practice');
  await updateInterviewRow(ctx.db, interviewId, { status: 'CANCELED', nextSequence: true, updatedAt: ctx.clock.now() });
  const row = await requireOwnInterview(ctx, employer.id, interviewId);
  const interview = interviewOf(row, 'practice');
  await tellApplicant(ctx, log, current.applicantId, interview, 'cancelled', row.practiceEmail);
  return interview;
}
