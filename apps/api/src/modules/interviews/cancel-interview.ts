import type { Database } from '@chairside/db/client';
import type { Interview } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { updateInterviewRow } from './interviews-repository';
import { interviewOf } from './interview-views';
import { tellApplicant } from './interview-notices';
import { requireEmployerAccount } from '../applications/public-api';
import { requireOwnInterview } from './require-own-interview';

/**
 * PUT users/employers/{id}/interviews/{interviewId}/cancel: the interview is CANCELED (again: no
 * change); the calendar SEQUENCE goes up. The applicant gets an email with the calendar
 * cancellation (METHOD:CANCEL), the practice a copy.
 */
export async function cancelInterview(ctx: AppContext, username: string, interviewId: number): Promise<Interview> {
  const employer = await requireEmployerAccount(ctx, username);
  const current = await requireOwnInterview(ctx, employer.id, interviewId);
  if (current.status === 'CANCELED') return interviewOf(current, 'practice');
  // The cancellation and its emails in one transaction.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await updateInterviewRow(db, interviewId, { status: 'CANCELED', nextSequence: true, updatedAt: ctx.clock.now() });
    const row = await requireOwnInterview(ctx, employer.id, interviewId, db);
    const interview = interviewOf(row, 'practice');
    await tellApplicant(ctx, db, current.applicantId, interview, 'cancelled', row.practiceEmail);
    return interview;
  });
}
