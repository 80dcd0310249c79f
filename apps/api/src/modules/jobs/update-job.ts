import { slotProblem } from '@chairside/domain/commerce-rules';
import { firstTempDayOf, type EmployerJob, type JobPostingInput } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { refuseIncomplete, refusePastDates } from './check-posting';
import { queueJobIndexing } from '../google-indexing/public-api';
import { getOwnJob } from './get-own-job';
import { findSlot } from './job-slots-repository';
import { slotOwnersOf } from '../organisations/public-api';
import { findOwnJob, loadJobDates, syncJobDates, updateJob as saveJob } from './jobs-repository';
import { jobValuesOf } from './job-values';
import { requireCallerId } from '../../platform/caller';
import { requireOwnJob } from './require-own-job';

/**
 * Replaces the posting (a field left out is cleared). A draft may stay incomplete; a published
 * posting must stay publishable (400 naming the missing field). Temp dates keep their status.
 * A posting in a slot keeps to the position and price region the slot was bought for (409
 * naming position or zip, the message naming the slot).
 */
export async function updateJob(ctx: AppContext, username: string, jobId: number, input: JobPostingInput): Promise<EmployerJob> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  await requireOwnJob(ctx, employerId, jobId);
  const values = await jobValuesOf(ctx, employerId, input);
  const today = firstTempDayOf(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const job = await findOwnJob(tx, employerId, jobId, true);
    if (!job) throw notFound('That job posting');
    const existing = new Set((await loadJobDates(tx, [jobId])).map((row) => row.date));
    refusePastDates(input.jobDates, existing, today);
    if (job.status !== 'DRAFT') refuseIncomplete(values, input.jobDates, today, existing);
    if (job.status !== 'DRAFT' && job.slotId !== null && job.slot?.activeJobId === jobId) {
      const slot = await findSlot(tx, await slotOwnersOf(tx, employerId), job.slotId);
      const misfit = slot ? slotProblem(slot, { position: values.position ?? null, zip: values.zip ?? null }) : null;
      if (misfit) throw new AppError('CONFLICT', misfit, { field: values.position !== job.position ? 'position' : 'zip' });
    }
    await saveJob(tx, jobId, values);
    await syncJobDates(tx, jobId, input.jobDates);
    await queueJobIndexing(ctx, tx, jobId, 'URL_UPDATED', 'updated');
  });
  return getOwnJob(ctx, username, jobId);
}
