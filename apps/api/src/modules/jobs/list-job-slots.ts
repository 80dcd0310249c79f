import type { JobSlot } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { listSlots } from './job-slots-repository';
import { jobSlotOf } from './job-slot-view';
import { requireCallerId } from '../../platform/caller';
import { slotOwnersOf } from '../organisations/public-api';

/** The employer's usable slots (not cancelled, not ended): unassigned ones (activeJobId 0) first, each part by slotId. */
export async function listJobSlots(ctx: AppContext, username: string): Promise<JobSlot[]> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  return (await listSlots(ctx.db, await slotOwnersOf(ctx.db, employerId), ctx.clock.now())).map(jobSlotOf);
}
