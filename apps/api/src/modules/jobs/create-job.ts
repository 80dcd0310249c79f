import { EMPLOYER_JOB_LIMIT, firstTempDayOf, type EmployerJob, type JobPostingInput } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { refusePastDates } from './check-posting';
import { getOwnJob } from './get-own-job';
import { countJobs, insertJob, syncJobDates } from './jobs-repository';
import { jobValuesOf } from './job-values';
import { lockEmployer, requireCallerId } from '../../platform/caller';

/** Saves a new draft (drafts may be incomplete); at most 2500 postings per employer (409). */
export async function createJob(ctx: AppContext, username: string, input: JobPostingInput): Promise<EmployerJob> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const values = await jobValuesOf(ctx, employerId, input);
  refusePastDates(input.jobDates, new Set(), firstTempDayOf(ctx.clock.now()));
  const jobId = await ctx.db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    if ((await countJobs(tx, employerId)) >= EMPLOYER_JOB_LIMIT)
      throw new AppError('CONFLICT', `An employer keeps at most ${EMPLOYER_JOB_LIMIT} postings.`, { field: 'jobs' });
    const id = await insertJob(tx, employerId, { ...values, status: 'DRAFT' });
    await syncJobDates(tx, id, input.jobDates);
    return id;
  });
  return getOwnJob(ctx, username, jobId);
}
