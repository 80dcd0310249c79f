import { and, eq, inArray } from 'drizzle-orm';
import { jobs } from '@chairside/db/schema';
import { jobScopeOf } from '../../platform/team-access';
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
  const rows = await listInterviewRows(ctx.db, scope, filter, INTERVIEWS_LIMIT);
  // A member limited to some offices or postings sees their interviews only (ADR 116).
  const reach = jobScopeOf(auth.member);
  if (!reach || !('employerId' in scope)) return rows.map((row) => interviewOf(row, viewer));
  const jobIds = new Set(reach.jobIds ?? (await jobIdsInOffices(ctx, scope.employerId, reach.officeIds ?? [])));
  return rows.filter((row) => jobIds.has(row.jobId)).map((row) => interviewOf(row, viewer));
}

async function jobIdsInOffices(ctx: AppContext, employerId: number, officeIds: number[]): Promise<number[]> {
  if (officeIds.length === 0) return [];
  const rows = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), inArray(jobs.officeId, officeIds)));
  return rows.map((row) => row.id);
}
