import type { JobSlot } from '@chairside/domain/job-posting';
import type { SlotRow } from './job-slots-repository';

export function jobSlotOf(row: SlotRow): JobSlot {
  return {
    slotId: row.id,
    activeJobId: row.activeJobId ?? 0,
    orderId: row.orderId,
    product: row.product,
    position: row.position,
    region: row.region,
    isSubscription: row.product === 'JOBSUB',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
