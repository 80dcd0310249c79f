import type { JobSlot } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findSlot, markSlotCancelled } from './job-slots-repository';
import { jobSlotOf } from './job-slot-view';
import { requireCallerId } from '../../platform/caller';

/**
 * Cancels a slot: it leaves the slot list, and a posting it carries becomes unslotted (shown
 * Closed, off the public site). Cancelling again changes nothing.
 */
export async function cancelJobSlot(ctx: AppContext, username: string, slotId: number): Promise<JobSlot> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const row = await ctx.db.transaction(async (tx) => {
    const slot = await findSlot(tx, employerId, slotId, true);
    if (!slot) throw notFound('That job slot');
    return slot.cancelledAt ? slot : markSlotCancelled(tx, slot.id, ctx.clock.now());
  });
  return jobSlotOf(row);
}
