import { and, eq } from 'drizzle-orm';
import { users } from '@chairside/db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findMatchJob, type MatchJob } from './matching-repository';

/** The signed-in practice's user id (the guards checked the role). */
export async function employerIdOf(ctx: AppContext, username: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, 'employer')))
    .limit(1);
  if (!row) throw notFound('That employer');
  return row.id;
}

/** One of the practice's own postings (ownership in the query); another practice's, or none: 404. */
export async function requireOwnPosting(ctx: AppContext, employerId: number, jobId: number): Promise<MatchJob> {
  const job = await findMatchJob(ctx.db, jobId, employerId);
  if (!job) throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });
  return job;
}
