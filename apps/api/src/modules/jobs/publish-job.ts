import { slotProblem } from '@chairside/domain/commerce-rules';
import { expiryOf, firstTempDayOf, type EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { refuseIncomplete } from './check-posting';
import { queueJobIndexing } from '../google-indexing/public-api';
import { getOwnJob } from './get-own-job';
import { assignSlot, findSlot, lockFirstFreeSlot, setSlotEnd } from './job-slots-repository';
import { findOwnJob, loadJobDates, updateJob } from './jobs-repository';
import { refuseSuspendedPractice } from './practice-standing';
import { requireCallerId } from '../../platform/caller';
import { slotOwnersOf } from '../organisations/public-api';

const slotConflict = (message: string) => new AppError('CONFLICT', message, { field: 'slotId' });

/**
 * Publishes a draft into a job slot, in one transaction: the posting row and the slot row are
 * locked (SELECT ... FOR UPDATE), so of two publishes into one slot one wins and the other gets
 * 409 slotId. Without a slot id the first free slot is taken (none: 402 slotId). The posting
 * becomes ACTIVE, posted now, expiring in 30 days; a subscription slot (JOBSUB) makes it a
 * subscription posting. A 30-day slot (JOB, BASIC) ends with its posting; a BASIC slot makes it a
 * basic posting (local search only, never national). A slot carries only postings of the
 * position and price region it was bought for (409 slotId naming it; the first free slot is the
 * first that fits). A suspended practice cannot publish (403).
 */
export async function publishJob(ctx: AppContext, username: string, jobId: number, slotId: number | undefined): Promise<EmployerJob> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const job = await findOwnJob(tx, employerId, jobId, true);
    if (!job) throw notFound('That job posting');
    if (job.status !== 'DRAFT') throw new AppError('CONFLICT', 'This posting is already published.', { field: 'status' });
    await refuseSuspendedPractice(tx, employerId);
    refuseIncomplete(job, await loadJobDates(tx, [jobId]), firstTempDayOf(now));

    const owners = await slotOwnersOf(tx, employerId);
    const slot = slotId === undefined ? await lockFirstFreeSlot(tx, owners, now, job) : await findSlot(tx, owners, slotId, true);
    if (!slot && slotId !== undefined) throw new AppError('NOT_FOUND', 'That job slot was not found.', { field: 'slotId' });
    if (!slot)
      throw new AppError('PAYMENT', 'You have no free job slot for this position and region. Buy a job posting or a subscription to publish this posting.', {
        field: 'slotId',
      });
    const misfit = slotProblem(slot, job);
    if (misfit) throw slotConflict(misfit);
    if (slot.cancelledAt) throw slotConflict('That job slot was canceled.');
    if (slot.expiresAt && slot.expiresAt.getTime() <= now.getTime()) throw slotConflict('That job slot has ended.');
    if (slot.activeJobId !== null) throw slotConflict('That job slot already holds a posting. Choose a free slot.');

    const expiredDate = expiryOf(now);
    await assignSlot(tx, slot.id, jobId);
    if (slot.product !== 'JOBSUB') await setSlotEnd(tx, slot.id, expiredDate);
    const isBasic = slot.product === 'BASIC';
    await updateJob(tx, jobId, {
      status: 'ACTIVE',
      slotId: slot.id,
      postedDate: now,
      expiredDate,
      isSubscription: slot.product === 'JOBSUB',
      isBasic,
      ...(isBasic ? { isNational: false } : {}),
    });
    await queueJobIndexing(ctx, tx, jobId, 'URL_UPDATED', 'published');
  });
  return getOwnJob(ctx, username, jobId);
}
