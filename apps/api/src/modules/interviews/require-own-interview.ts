import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listInterviewRows, type InterviewRow } from './interviews-repository';

/** An interview of one of the employer's postings (ownership in the query), or 404. */
export async function requireOwnInterview(ctx: AppContext, employerId: number, interviewId: number, db: Database = ctx.db): Promise<InterviewRow> {
  const [row] = await listInterviewRows(db, { employerId }, { kind: 'id', interviewId }, 1);
  if (!row) throw notFound('That interview');
  return row;
}
