import { slotProblem } from '@chairside/domain/commerce-rules';
import type { EmployerJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { queueJobIndexing } from '../google-indexing/public-api';
import { getOwnJob } from './get-own-job';
import { assignSlot, findSlot } from './job-slots-repository';
import { slotOwnersOf } from '../organisations/public-api';
import { findOwnJob, updateJob } from './jobs-repository';
import { tellOpenApplicantsNotSelected } from './not-selected';
import { factsOf } from './job-view';
import { refuseHiddenPosting, refuseSuspendedPractice } from './practice-standing';
import { requireCallerId } from '../../platform/caller';

const statusConflict = (message: string, field = 'status') => new AppError('CONFLICT', message, { field });

/**
 * Fill (BOOKED), close (CANCELED) or reopen (ACTIVE) a published posting. Filling or closing a
 * subscription posting frees its slot for another posting; reopening takes the slot back
 * (409 slotId if another posting holds it now). An expired or unslotted posting cannot be
 * reopened (409), nor one our team took down (409); a suspended practice reopens nothing (403). A draft is published with PUT jobs/{id}/publish instead (409).
 * Filling or closing tells every applicant still open that they were not selected, in the same
 * transaction, with the practice's text (notSelectedMessage) or the polite default (ADR 112).
 */
export async function changeJobStatus(
  ctx: AppContext,
  username: string,
  jobId: number,
  status: 'ACTIVE' | 'BOOKED' | 'CANCELED',
  notSelectedMessage?: string | null,
): Promise<EmployerJob> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const job = await findOwnJob(tx, employerId, jobId, true);
    if (!job) throw notFound('That job posting');
    if (job.status === 'DRAFT') throw statusConflict('This posting is a draft: publish it first.');
    if (job.status === status) return;
    if (status !== 'ACTIVE') {
      if (job.isSubscription && job.slotId !== null && job.slot?.activeJobId === job.id) await assignSlot(tx, job.slotId, null);
      await updateJob(tx, jobId, { status, filledAt: status === 'BOOKED' ? now : null });
      await queueJobIndexing(ctx, tx, jobId, 'URL_DELETED', status === 'BOOKED' ? 'filled' : 'closed');
      await tellOpenApplicantsNotSelected(ctx, tx, job, status, notSelectedMessage, now);
      return;
    }
    refuseHiddenPosting(job);
    await refuseSuspendedPractice(tx, employerId);
    const facts = factsOf(job, now);
    if (facts.isUnslotted) throw statusConflict("This posting's job slot was canceled, so it cannot be reopened.");
    if (facts.isExpired) throw statusConflict('This posting has expired, so it cannot be reopened.');
    if (job.isSubscription && job.slotId !== null) {
      const slot = await findSlot(tx, await slotOwnersOf(tx, employerId), job.slotId, true);
      const misfit = slot ? slotProblem(slot, job) : null;
      if (misfit) throw statusConflict(misfit, 'slotId');
      if (slot?.activeJobId === null) await assignSlot(tx, slot.id, job.id);
      else if (slot?.activeJobId !== job.id) throw statusConflict('Its subscription slot now holds another posting. Close that one first.', 'slotId');
    }
    await updateJob(tx, jobId, { status: 'ACTIVE', filledAt: null });
    await queueJobIndexing(ctx, tx, jobId, 'URL_UPDATED', 'reopened');
  });
  return getOwnJob(ctx, username, jobId);
}
