// The subscriptions' job-slot queries: the slots' end, free slots, moving postings into them, and cancelling them.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobSlots, jobs } from '@chairside/db/schema';
import { at } from './subscriptions-repository';

/**
 * Sets when the subscription's slots (not cancelled ones) end: the postings they carry follow
 * (jobs.live_until, kept by the database's triggers). `onlyEarlier` never lengthens a slot.
 */
export async function setSlotsEnd(tx: Database, employerId: number, orderId: number, end: Date, onlyEarlier = false): Promise<void> {
  await tx
    .update(jobSlots)
    .set({ expiresAt: onlyEarlier ? sql`least(${jobSlots.expiresAt}, ${at(end)})` : end })
    .where(and(eq(jobSlots.orderId, orderId), eq(jobSlots.employerId, employerId), eq(jobSlots.product, 'JOBSUB'), isNull(jobSlots.cancelledAt)));
}

/** The subscription's free slots (no posting), newest first, locked for removal. */
export async function freeSlots(tx: Database, employerId: number, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: jobSlots.id })
    .from(jobSlots)
    .where(
      and(
        eq(jobSlots.orderId, orderId),
        eq(jobSlots.employerId, employerId),
        eq(jobSlots.product, 'JOBSUB'),
        isNull(jobSlots.cancelledAt),
        isNull(jobSlots.activeJobId),
      ),
    )
    .orderBy(desc(jobSlots.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The subscription's free slots with what each was bought for, locked, lowest id first. */
export async function freeSlotRows(tx: Database, employerId: number, orderId: number) {
  return tx
    .select({ id: jobSlots.id, position: jobSlots.position, region: jobSlots.region })
    .from(jobSlots)
    .where(
      and(
        eq(jobSlots.orderId, orderId),
        eq(jobSlots.employerId, employerId),
        eq(jobSlots.product, 'JOBSUB'),
        isNull(jobSlots.cancelledAt),
        isNull(jobSlots.activeJobId),
      ),
    )
    .orderBy(asc(jobSlots.id))
    .for('update');
}

/** The position and ZIP code of the practice's postings. */
export async function postingPlaces(db: Database, employerId: number, jobIds: number[]) {
  if (jobIds.length === 0) return [];
  return db
    .select({ id: jobs.id, position: jobs.position, zip: jobs.zip })
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds), eq(jobs.employerId, employerId)));
}

/** The slots an order of the practice bought (any product), locked: the upgrade moves their postings. */
export async function orderSlotsForUpdate(tx: Database, employerId: number, orderId: number) {
  return tx
    .select()
    .from(jobSlots)
    .where(and(eq(jobSlots.orderId, orderId), eq(jobSlots.employerId, employerId)))
    .orderBy(asc(jobSlots.id))
    .for('update');
}

/**
 * Moves a live posting from its 30-day slot into a free subscription slot: the old slot is
 * released (cancelled, so it cannot be used again) and the posting becomes a subscription
 * posting; its live_until follows the subscription slot (the jobs triggers).
 */
export async function moveIntoSubscriptionSlot(
  tx: Database,
  employerId: number,
  jobId: number,
  fromSlotId: number,
  toSlotId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(jobSlots)
    .set({ activeJobId: null, cancelledAt: now })
    .where(and(eq(jobSlots.id, fromSlotId), eq(jobSlots.employerId, employerId)));
  await tx
    .update(jobSlots)
    .set({ activeJobId: jobId })
    .where(and(eq(jobSlots.id, toSlotId), eq(jobSlots.employerId, employerId)));
  await tx
    .update(jobs)
    .set({ slotId: toSlotId, isSubscription: true, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
}

export async function cancelSlots(tx: Database, employerId: number, slotIds: number[], now: Date): Promise<void> {
  if (slotIds.length === 0) return;
  await tx
    .update(jobSlots)
    .set({ cancelledAt: now })
    .where(and(inArray(jobSlots.id, slotIds), eq(jobSlots.employerId, employerId)));
}
