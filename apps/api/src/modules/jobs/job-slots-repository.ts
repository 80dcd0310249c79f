import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { jobSlots } from '@chairside/db/schema';
import { regionOfZip, type SlotFor } from '@chairside/domain/commerce-rules';

export type SlotRow = typeof jobSlots.$inferSelect;

/** The practices whose slots count (ADR 120: a location sharing billing uses its organisation's too): one id or several, its own first. */
type SlotOwners = number | number[];
const ownedBy = (owners: SlotOwners) => inArray(jobSlots.employerId, [owners].flat());
/** Its own slots before its organisation's. */
const ownFirst = (owners: SlotOwners) => sql`${jobSlots.employerId} <> ${[owners].flat()[0]}`;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Not cancelled and not past its end. */
const usable = (now: Date) => and(isNull(jobSlots.cancelledAt), or(isNull(jobSlots.expiresAt), sql`${jobSlots.expiresAt} > ${at(now)}`));

/** The employer's usable slots: unassigned ones first, each part by slot id. */
export async function listSlots(db: Database, employerId: SlotOwners, now: Date): Promise<SlotRow[]> {
  return db
    .select()
    .from(jobSlots)
    .where(and(ownedBy(employerId), usable(now)))
    .orderBy(sql`${jobSlots.activeJobId} is not null`, ownFirst(employerId), asc(jobSlots.id));
}

/** One of the employer's slots (ownership in the query); `lock` waits for and holds its row. */
export async function findSlot(db: Database, employerId: SlotOwners, slotId: number, lock = false): Promise<SlotRow | null> {
  const query = db
    .select()
    .from(jobSlots)
    .where(and(eq(jobSlots.id, slotId), ownedBy(employerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Slots that may carry the posting: bought for its position and region, or for any (null). */
const fitting = (posting: SlotFor) => {
  const region = regionOfZip(posting.zip);
  return and(
    or(isNull(jobSlots.position), posting.position === null ? sql`false` : eq(jobSlots.position, posting.position)),
    or(isNull(jobSlots.region), region === null ? sql`false` : eq(jobSlots.region, region)),
  );
};

/**
 * The employer's first free slot (lowest id) that may carry the posting, locked; slots another
 * transaction holds are skipped, so two publishes at once take two different slots. Null when
 * none is free.
 */
export async function lockFirstFreeSlot(tx: Database, employerId: SlotOwners, now: Date, posting: SlotFor): Promise<SlotRow | null> {
  const [row] = await tx
    .select()
    .from(jobSlots)
    .where(and(ownedBy(employerId), isNull(jobSlots.activeJobId), usable(now), fitting(posting)))
    .orderBy(ownFirst(employerId), asc(jobSlots.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function assignSlot(tx: Database, slotId: number, jobId: number | null): Promise<void> {
  await tx.update(jobSlots).set({ activeJobId: jobId }).where(eq(jobSlots.id, slotId));
}

export async function markSlotCancelled(tx: Database, slotId: number, now: Date): Promise<SlotRow> {
  const [row] = await tx.update(jobSlots).set({ cancelledAt: now }).where(eq(jobSlots.id, slotId)).returning();
  return row;
}

export type SlotCounts = { freeSlots: number; freeSubscriptionSlots: number; hasSubscription: boolean };

export async function countSlots(db: Database, employerId: SlotOwners, now: Date): Promise<SlotCounts> {
  const [row] = await db
    .select({
      freeSlots: sql<number>`count(*) filter (where ${jobSlots.activeJobId} is null)::int`,
      freeSubscriptionSlots: sql<number>`count(*) filter (where ${jobSlots.activeJobId} is null and ${jobSlots.product} = 'JOBSUB')::int`,
      subscriptionSlots: sql<number>`count(*) filter (where ${jobSlots.product} = 'JOBSUB')::int`,
    })
    .from(jobSlots)
    .where(and(ownedBy(employerId), usable(now)));
  return { freeSlots: row.freeSlots, freeSubscriptionSlots: row.freeSubscriptionSlots, hasSubscription: row.subscriptionSlots > 0 };
}

/** A 30-day slot ends with the posting it carries. */
export async function setSlotEnd(tx: Database, slotId: number, expiresAt: Date): Promise<void> {
  await tx.update(jobSlots).set({ expiresAt }).where(eq(jobSlots.id, slotId));
}
