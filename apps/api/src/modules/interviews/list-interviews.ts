import type { Interview } from '@chairside/domain/hiring';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { listInterviewRows, type InterviewFilter, type InterviewScope } from './interviews-repository';
import { interviewOf, type InterviewViewer } from './interview-views';
import { requireEmployerAccount, requireStaffAccount } from '../applications/public-api';

export const INTERVIEWS_LIMIT = 1000;

export type InterviewDateQuery = { date: string; tz: string };

/**
 * GET users/{id}/interviews?date: a job seeker's interviews (a confidential posting's practice
 * not named), or those of a practice's postings, in time order. date=all (at most the latest 1000), upcoming (from now on, not cancelled), or a
 * day YYYY-MM-DD in the time zone tz (default UTC).
 */
export async function listInterviews(ctx: AppContext, auth: RequestAuth, query: InterviewDateQuery): Promise<Interview[]> {
  const viewer: InterviewViewer = auth.role === 'staff' ? 'applicant' : 'practice';
  const scope: InterviewScope =
    viewer === 'applicant'
      ? { staffUserId: (await requireStaffAccount(ctx, auth.username)).id }
      : { employerId: (await requireEmployerAccount(ctx, auth.username)).id };
  const filter: InterviewFilter =
    query.date === 'all'
      ? { kind: 'all' }
      : query.date === 'upcoming'
        ? { kind: 'upcoming', now: ctx.clock.now() }
        : { kind: 'day', day: query.date, timeZone: query.tz };
  return (await listInterviewRows(ctx.db, scope, filter, INTERVIEWS_LIMIT)).map((row) => interviewOf(row, viewer));
}
