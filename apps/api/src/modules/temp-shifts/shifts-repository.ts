import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { employers, jobDates, jobs, reliabilityEvents, shiftCancellations, shiftOffers, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import type { OfferStatus } from '@chairside/domain/temp-shifts';
import { reliabilityScore, type ReliabilityEvent } from '@chairside/domain/temp-reliability';

export type ShiftReader = Pick<Database, 'select'>;

/** A shift with what booking it needs from its posting and practice. */
export type ShiftFacts = {
  id: number;
  jobId: number;
  employerId: number;
  title: string;
  position: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
  rateCents: number | null;
  bookingMode: 'REQUEST' | 'INSTANT' | 'APPLICANTS';
  status: 'ACTIVE' | 'BOOKED' | 'CANCELED';
  bookedUserId: number | null;
  bookedAt: Date | null;
  requestRound: number;
  sequence: number;
  notes: string | null;
  jobStatus: string;
  jobType: string;
  lat: number | null;
  lng: number | null;
  place: string;
  state: string | null;
  parking: string | null;
  requirements: string[];
  practiceName: string;
  lateFeePercent: number;
  /** The practice's terms: how professionals are engaged (ADR 113). */
  workerClassification: 'CONTRACTOR' | 'EMPLOYEE';
  timeZone: string;
};

const shiftColumns = {
  id: jobDates.id,
  jobId: jobDates.jobId,
  employerId: jobs.employerId,
  title: sql<string>`coalesce(${jobs.name}, '')`,
  position: sql<string>`coalesce(${jobs.position}, 'DA')`,
  date: jobDates.date,
  startTime: jobDates.startTime,
  endTime: jobDates.endTime,
  breakMinutes: jobDates.breakMinutes,
  rateCents: jobDates.rateCents,
  bookingMode: jobDates.bookingMode,
  status: jobDates.status,
  bookedUserId: jobDates.bookedUserId,
  bookedAt: jobDates.bookedAt,
  requestRound: jobDates.requestRound,
  sequence: jobDates.sequence,
  notes: jobDates.notes,
  jobStatus: jobs.status,
  jobType: jobs.type,
  lat: jobs.lat,
  lng: jobs.lng,
  place: sql<string>`concat_ws(', ', ${jobs.city}, ${jobs.state})`,
  state: jobs.state,
  parking: jobs.parking,
  requirements: jobs.shiftRequirements,
  practiceName: employers.practiceName,
  lateFeePercent: employers.lateCancelFeePercent,
  workerClassification: employers.workerClassification,
  timeZone: timeZoneOfZip(jobs.zip),
};

function shiftsQuery(db: ShiftReader) {
  return db.select(shiftColumns).from(jobDates).innerJoin(jobs, eq(jobs.id, jobDates.jobId)).innerJoin(employers, eq(employers.userId, jobs.employerId));
}

/** One shift of a temp posting, or null. */
export async function loadShift(db: ShiftReader, shiftId: number): Promise<ShiftFacts | null> {
  const [row] = await shiftsQuery(db)
    .where(and(eq(jobDates.id, shiftId), eq(jobs.type, 'TEMP')))
    .limit(1);
  return row ?? null;
}

/** The shift locked for a change (FOR UPDATE on its row), or null. */
export async function lockShift(tx: Database, shiftId: number): Promise<ShiftFacts | null> {
  await tx.execute(sql`select 1 from ${jobDates} where ${jobDates.id} = ${shiftId} for update`);
  return loadShift(tx, shiftId);
}

/** The practice's temp shifts from `fromDate` on, in date order (ownership in the query). */
export async function loadPracticeShifts(db: ShiftReader, employerId: number, fromDate: string): Promise<ShiftFacts[]> {
  return shiftsQuery(db)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.type, 'TEMP'), ne(jobs.status, 'DRAFT'), gte(jobDates.date, fromDate)))
    .orderBy(asc(jobDates.date), asc(jobDates.startTime), asc(jobDates.id));
}

/** Shifts offered to, asked for by, or booked for a professional, from `fromDate` on. */
export async function loadProfessionalShifts(
  db: ShiftReader,
  userId: number,
  fromDate: string,
): Promise<Array<ShiftFacts & { offerStatus: OfferStatus | null }>> {
  return db
    .select({
      ...shiftColumns,
      // A booking's own terms (recorded when booked, ADR 126); before booking, the practice's current ones.
      workerClassification: sql<'CONTRACTOR' | 'EMPLOYEE'>`coalesce(${shiftOffers.workerClassification}, ${employers.workerClassification})`,
      offerStatus: shiftOffers.status,
    })
    .from(jobDates)
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .leftJoin(shiftOffers, and(eq(shiftOffers.jobDateId, jobDates.id), eq(shiftOffers.userId, userId)))
    .where(and(eq(jobs.type, 'TEMP'), gte(jobDates.date, fromDate), sql`(${shiftOffers.id} is not null or ${jobDates.bookedUserId} = ${userId})`))
    .orderBy(asc(jobDates.date), asc(jobDates.startTime), asc(jobDates.id));
}

export type OfferRow = { shiftId: number; userId: number; username: string; name: string; status: OfferStatus; at: Date };

/** Everyone offered or asking for these shifts, latest first. */
export async function loadOffers(db: ShiftReader, shiftIds: number[]): Promise<OfferRow[]> {
  if (shiftIds.length === 0) return [];
  return db
    .select({
      shiftId: shiftOffers.jobDateId,
      userId: shiftOffers.userId,
      username: users.username,
      name: users.name,
      status: shiftOffers.status,
      at: sql<Date>`coalesce(${shiftOffers.answeredAt}, ${shiftOffers.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(shiftOffers)
    .innerJoin(users, eq(users.id, shiftOffers.userId))
    .where(inArray(shiftOffers.jobDateId, shiftIds))
    .orderBy(desc(shiftOffers.id));
}

export async function loadOfferStatus(db: ShiftReader, shiftId: number, userId: number): Promise<OfferStatus | null> {
  const [row] = await db
    .select({ status: shiftOffers.status })
    .from(shiftOffers)
    .where(and(eq(shiftOffers.jobDateId, shiftId), eq(shiftOffers.userId, userId)))
    .limit(1);
  return row?.status ?? null;
}

/** Records offers of a round (a person already offered or asking is left as is); answers who was newly offered. */
export async function insertOffers(tx: Database, shiftId: number, userIds: number[], round: number): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(shiftOffers)
    .values(userIds.map((userId) => ({ jobDateId: shiftId, userId, status: 'OFFERED' as const, round })))
    .onConflictDoNothing()
    .returning({ userId: shiftOffers.userId });
  return rows.map((row) => row.userId);
}

/** A professional asks for a shift in applicants mode (again after declining or withdrawing). */
export async function upsertApplication(tx: Database, shiftId: number, userId: number, now: Date): Promise<void> {
  await tx
    .insert(shiftOffers)
    .values({ jobDateId: shiftId, userId, status: 'APPLIED', createdAt: now })
    .onConflictDoUpdate({ target: [shiftOffers.jobDateId, shiftOffers.userId], set: { status: 'APPLIED', answeredAt: now } });
}

export async function setOfferStatus(tx: Database, shiftId: number, userId: number, status: OfferStatus, now: Date): Promise<void> {
  await tx
    .insert(shiftOffers)
    .values({ jobDateId: shiftId, userId, status, createdAt: now, answeredAt: now })
    .onConflictDoUpdate({ target: [shiftOffers.jobDateId, shiftOffers.userId], set: { status, answeredAt: now } });
}

/**
 * Records on the professional's booked offer the practice's worker classification at this moment
 * (ADR 126): the terms they booked under, whatever the practice changes later.
 */
export async function recordBookedClassification(tx: Database, shiftId: number, userId: number): Promise<void> {
  await tx
    .update(shiftOffers)
    .set({
      workerClassification: sql`(select ${employers.workerClassification} from ${jobDates} join ${jobs} on ${jobs.id} = ${jobDates.jobId} join ${employers} on ${employers.userId} = ${jobs.employerId} where ${jobDates.id} = ${shiftId})`,
    })
    .where(and(eq(shiftOffers.jobDateId, shiftId), eq(shiftOffers.userId, userId)));
}

/** Marks the still-open offers and applications of a shift (OFFERED, APPLIED) as `status`; answers whose they were. */
export async function closeOpenOffers(tx: Database, shiftId: number, status: 'TAKEN' | 'WITHDRAWN', now: Date): Promise<number[]> {
  const rows = await tx
    .update(shiftOffers)
    .set({ status, answeredAt: now })
    .where(and(eq(shiftOffers.jobDateId, shiftId), inArray(shiftOffers.status, ['OFFERED', 'APPLIED'])))
    .returning({ userId: shiftOffers.userId });
  return rows.map((row) => row.userId);
}

/**
 * Books the shift for the professional if it is still open: one conditional update, so of any
 * number of attempts at once exactly one finds the row ACTIVE and unbooked. Answers whether this
 * attempt won.
 */
export async function claimShift(db: Database, shiftId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobDates)
    .set({ status: 'BOOKED', bookedUserId: userId, bookedAt: now, sequence: sql`${jobDates.sequence} + 1` })
    .where(and(eq(jobDates.id, shiftId), eq(jobDates.status, 'ACTIVE'), isNull(jobDates.bookedUserId)))
    .returning({ id: jobDates.id });
  return rows.length === 1;
}

/** Ends a booking: the shift opens again (a professional cancelled) or is cancelled (the practice did). */
export async function releaseShift(tx: Database, shiftId: number, status: 'ACTIVE' | 'CANCELED'): Promise<void> {
  await tx
    .update(jobDates)
    .set({ status, bookedUserId: null, bookedAt: null, sequence: sql`${jobDates.sequence} + 1` })
    .where(eq(jobDates.id, shiftId));
}

export async function updateShiftSettings(
  tx: Database,
  shiftId: number,
  values: { bookingMode: ShiftFacts['bookingMode']; rateCents: number | null; breakMinutes: number; notes: string | null },
  bumpSequence: boolean,
): Promise<void> {
  await tx
    .update(jobDates)
    .set({ ...values, ...(bumpSequence ? { sequence: sql`${jobDates.sequence} + 1` } : {}) })
    .where(eq(jobDates.id, shiftId));
}

/**
 * Request shifts of published temp postings still open, dated from `fromDate` on, whose last
 * round (before `lastRound`) went out before `sentBefore`: those the widening task may move on.
 */
export async function loadShiftsToWiden(
  db: ShiftReader,
  filter: { fromDate: string; sentBefore: Date; lastRound: number },
): Promise<Array<ShiftFacts & { requestedAt: Date }>> {
  const rows = await db
    .select({ ...shiftColumns, requestedAt: jobDates.requestedAt })
    .from(jobDates)
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .where(
      and(
        eq(jobs.type, 'TEMP'),
        eq(jobs.status, 'ACTIVE'),
        eq(jobDates.bookingMode, 'REQUEST'),
        eq(jobDates.status, 'ACTIVE'),
        isNull(jobDates.bookedUserId),
        gte(jobDates.date, filter.fromDate),
        sql`${jobDates.requestRound} between 1 and ${filter.lastRound}`,
        sql`${jobDates.requestedAt} < ${filter.sentBefore.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(jobDates.date), asc(jobDates.id));
  return rows.flatMap((row) => (row.requestedAt ? [{ ...row, requestedAt: row.requestedAt }] : []));
}

export async function startRequestRound(tx: Database, shiftId: number, round: number, now: Date): Promise<void> {
  await tx.update(jobDates).set({ requestRound: round, requestedAt: now }).where(eq(jobDates.id, shiftId));
}

export async function insertCancellation(tx: Database, values: typeof shiftCancellations.$inferInsert): Promise<number> {
  const [row] = await tx.insert(shiftCancellations).values(values).returning({ id: shiftCancellations.id });
  return row!.id;
}

export async function insertReliabilityEvent(tx: Database, values: typeof reliabilityEvents.$inferInsert): Promise<void> {
  await tx.insert(reliabilityEvents).values(values);
}

/**
 * Late-cancellation fees not yet on a receipt, by shift, for the practice's shifts: those from
 * before fees moved onto shift invoices (ADR 126); a fee with its own shift invoice is never here.
 */
export async function loadUnbilledFees(
  db: ShiftReader,
  employerId: number,
): Promise<Array<{ id: number; shiftId: number; feeCents: number; date: string; title: string }>> {
  return db
    .select({
      id: shiftCancellations.id,
      shiftId: shiftCancellations.jobDateId,
      feeCents: shiftCancellations.feeCents,
      date: jobDates.date,
      title: sql<string>`coalesce(${jobs.name}, '')`,
    })
    .from(shiftCancellations)
    .innerJoin(jobDates, eq(jobDates.id, shiftCancellations.jobDateId))
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .where(
      and(
        eq(jobs.employerId, employerId),
        sql`${shiftCancellations.feeCents} > 0`,
        isNull(shiftCancellations.feeOrderId),
        sql`not exists (select 1 from shift_invoices i where i.cancellation_id = ${shiftCancellations.id})`,
      ),
    )
    .orderBy(asc(shiftCancellations.id));
}

/** Marks fees not billed yet as billed on an order (its receipt lists them); answers how many it marked. */
export async function markFeesBilled(tx: Database, cancellationIds: number[], orderId: number): Promise<number> {
  if (cancellationIds.length === 0) return 0;
  const rows = await tx
    .update(shiftCancellations)
    .set({ feeOrderId: orderId })
    .where(and(inArray(shiftCancellations.id, cancellationIds), isNull(shiftCancellations.feeOrderId)))
    .returning({ id: shiftCancellations.id });
  return rows.length;
}

/** Every event counts toward reliability except a no-show an administrator overturned. */
export const countsForReliability = sql`${reliabilityEvents.reviewOutcome} is distinct from 'OVERTURNED'`;

/** Reliability scores of these professionals (their history applied oldest first). */
export async function reliabilityOf(db: ShiftReader, userIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: reliabilityEvents.userId, event: reliabilityEvents.event })
    .from(reliabilityEvents)
    .where(and(inArray(reliabilityEvents.userId, ids), countsForReliability))
    .orderBy(asc(reliabilityEvents.createdAt), asc(reliabilityEvents.id));
  const histories = new Map<number, ReliabilityEvent[]>(ids.map((id) => [id, []]));
  for (const row of rows) histories.get(row.userId)?.push(row.event);
  return new Map([...histories].map(([id, events]) => [id, reliabilityScore(events)]));
}

/** A person by username with their role, or null. */
export async function findUser(db: ShiftReader, username: string): Promise<{ id: number; role: string; name: string } | null> {
  const [row] = await db.select({ id: users.id, role: users.role, name: users.name }).from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

export async function namesOf(db: ShiftReader, userIds: number[]): Promise<Map<number, { username: string; name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, { username: row.username, name: row.name }]));
}

/** The practice's late-cancellation terms (a share of the shift's pay). */
export async function loadLateFeePercent(db: ShiftReader, employerId: number): Promise<number> {
  const [row] = await db.select({ percent: employers.lateCancelFeePercent }).from(employers).where(eq(employers.userId, employerId)).limit(1);
  return row?.percent ?? 0;
}

/** Those who asked for an applicants-mode shift may be picked again once it opens again. */
export async function reopenApplications(tx: Database, shiftId: number, now: Date): Promise<void> {
  await tx
    .update(shiftOffers)
    .set({ status: 'APPLIED', answeredAt: now })
    .where(and(eq(shiftOffers.jobDateId, shiftId), eq(shiftOffers.status, 'TAKEN')));
}

/** Those told a request shift was taken are offered it again (it opened again); answers who. */
export async function reofferTaken(tx: Database, shiftId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(shiftOffers)
    .set({ status: 'OFFERED', answeredAt: now })
    .where(and(eq(shiftOffers.jobDateId, shiftId), eq(shiftOffers.status, 'TAKEN')))
    .returning({ userId: shiftOffers.userId });
  return rows.map((row) => row.userId);
}
