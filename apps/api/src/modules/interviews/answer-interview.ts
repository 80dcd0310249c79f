import type { Database } from '@chairside/db/client';
import type { Interview } from '@chairside/domain/hiring';
import { interviewAnswerOutcome, type InterviewAnswerInput } from '@chairside/domain/interview-answers';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { listInterviewRows, updateInterviewRow, type InterviewRow } from './interviews-repository';
import { interviewOf } from './interview-views';
import { tellPracticeOfAnswer } from './interview-notices';
import { requireStaffAccount } from '../applications/public-api';

/** One of the job seeker's own interviews (ownership in the query), or 404. */
async function requireInterviewOf(ctx: AppContext, staffUserId: number, interviewId: number, db: Database = ctx.db): Promise<InterviewRow> {
  const [row] = await listInterviewRows(db, { staffUserId }, { kind: 'id', interviewId }, 1);
  if (!row) throw notFound('That interview');
  return row;
}

/**
 * PUT users/staff/{id}/interviews/{interviewId}/answer: the job seeker accepts, declines or asks
 * for another time (with a message) under the rule of interviewAnswerOutcome. The practice gets
 * an email and sees the answer in its list. The same answer again: no change, no email.
 */
export async function answerInterview(ctx: AppContext, username: string, interviewId: number, input: InterviewAnswerInput): Promise<Interview> {
  const staff = await requireStaffAccount(ctx, username);
  const current = await requireInterviewOf(ctx, staff.id, interviewId);
  const now = ctx.clock.now();
  const outcome = interviewAnswerOutcome(current, input, now);
  if (!outcome.ok) throw new AppError(outcome.kind, outcome.message, { field: outcome.field });
  if (!outcome.changed) return interviewOf(current, 'applicant');
  // The answer and its email in one transaction.
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await updateInterviewRow(db, interviewId, {
      status: outcome.status,
      response: outcome.response,
      responseMessage: input.message,
      respondedAt: now,
      updatedAt: now,
    });
    const row = await requireInterviewOf(ctx, staff.id, interviewId, db);
    await tellPracticeOfAnswer(ctx, db, row, interviewOf(row, 'practice'));
    return interviewOf(row, 'applicant');
  });
}
