import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import { employers, jobDates, jobs, reliabilityEvents, tempProfiles, users } from '@chairside/db/schema';
import type { ReviewOutcome } from '@chairside/domain/temp-no-shows';
import { NO_SHOWS_BEFORE_REVIEW, NO_SHOW_WINDOW_DAYS } from '@chairside/domain/temp-reliability';
import { countsForReliability, type ShiftReader } from './shifts-repository';

const DAY_MS = 86_400_000;

export type AttendanceRow = {
  id: number;
  shiftId: number;
  userId: number;
  event: 'WORKED' | 'NO_SHOW';
  at: Date;
  disputedAt: Date | null;
  disputeText: string | null;
  reviewOutcome: ReviewOutcome | null;
};

const attendanceColumns = {
  id: reliabilityEvents.id,
  shiftId: sql<number>`${reliabilityEvents.jobDateId}`.mapWith(Number),
  userId: reliabilityEvents.userId,
  event: sql<'WORKED' | 'NO_SHOW'>`${reliabilityEvents.event}`,
  at: reliabilityEvents.createdAt,
  disputedAt: reliabilityEvents.disputedAt,
  disputeText: reliabilityEvents.disputeText,
  reviewOutcome: reliabilityEvents.reviewOutcome,
};

const isAttendance = inArray(reliabilityEvents.event, ['WORKED', 'NO_SHOW']);

/**
 * Records whether the booked professional came (WORKED or NO_SHOW), once per person and shift
 * (a unique index): answers the row, or null when an outcome was recorded already.
 */
export async function insertAttendance(
  tx: Database,
  values: { userId: number; shiftId: number; event: 'WORKED' | 'NO_SHOW'; at: Date },
): Promise<AttendanceRow | null> {
  const rows = await tx
    .insert(reliabilityEvents)
    .values({ userId: values.userId, jobDateId: values.shiftId, event: values.event, createdAt: values.at })
    .onConflictDoNothing()
    .returning(attendanceColumns);
  return rows[0] ?? null;
}

/** What was recorded of these shifts' attendance (for their booked professionals). */
export async function loadAttendance(db: ShiftReader, shiftIds: number[]): Promise<AttendanceRow[]> {
  if (shiftIds.length === 0) return [];
  return db
    .select(attendanceColumns)
    .from(reliabilityEvents)
    .where(and(inArray(reliabilityEvents.jobDateId, shiftIds), isAttendance));
}

/** The professional's no-show of a shift, locked for a change, or null. */
export async function lockNoShow(tx: Database, shiftId: number, userId: number): Promise<AttendanceRow | null> {
  const [row] = await tx
    .select(attendanceColumns)
    .from(reliabilityEvents)
    .where(and(eq(reliabilityEvents.jobDateId, shiftId), eq(reliabilityEvents.userId, userId), eq(reliabilityEvents.event, 'NO_SHOW')))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function saveDispute(tx: Database, id: number, text: string, now: Date): Promise<void> {
  await tx.update(reliabilityEvents).set({ disputedAt: now, disputeText: text }).where(eq(reliabilityEvents.id, id));
}

export type ProfessionalNoShowRow = AttendanceRow & { title: string; practiceName: string; date: string };

/** The professional's no-shows marked since `since`, the latest first. */
export async function loadProfessionalNoShows(db: ShiftReader, userId: number, since: Date): Promise<ProfessionalNoShowRow[]> {
  return db
    .select({ ...attendanceColumns, title: sql<string>`coalesce(${jobs.name}, '')`, practiceName: employers.practiceName, date: jobDates.date })
    .from(reliabilityEvents)
    .innerJoin(jobDates, eq(jobDates.id, reliabilityEvents.jobDateId))
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .where(and(eq(reliabilityEvents.userId, userId), eq(reliabilityEvents.event, 'NO_SHOW'), gte(reliabilityEvents.createdAt, since)))
    .orderBy(desc(reliabilityEvents.createdAt), desc(reliabilityEvents.id));
}

const practiceUser = alias(users, 'practice_user');

export type DisputeRow = ProfessionalNoShowRow & {
  practiceUsername: string;
  username: string;
  name: string;
};

/** Disputed no-shows no administrator has decided yet, the oldest dispute first. */
export async function loadOpenDisputes(db: ShiftReader): Promise<DisputeRow[]> {
  return db
    .select({
      ...attendanceColumns,
      title: sql<string>`coalesce(${jobs.name}, '')`,
      practiceName: employers.practiceName,
      date: jobDates.date,
      practiceUsername: practiceUser.username,
      username: users.username,
      name: users.name,
    })
    .from(reliabilityEvents)
    .innerJoin(users, eq(users.id, reliabilityEvents.userId))
    .innerJoin(jobDates, eq(jobDates.id, reliabilityEvents.jobDateId))
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(practiceUser, eq(practiceUser.id, jobs.employerId))
    .where(and(eq(reliabilityEvents.event, 'NO_SHOW'), isNotNull(reliabilityEvents.disputedAt), isNull(reliabilityEvents.reviewedAt)))
    .orderBy(reliabilityEvents.disputedAt, reliabilityEvents.id);
}

export type PausedRow = { userId: number; username: string; name: string; noShows: number; lastNoShowAt: Date };

/** Professionals whose booking is paused now (booking-checks pausingNoShows, for everyone), the latest no-show first. */
export async function loadPausedProfessionals(db: ShiftReader, now: Date, userId?: number): Promise<PausedRow[]> {
  return db
    .select({
      userId: reliabilityEvents.userId,
      username: users.username,
      name: users.name,
      noShows: sql<number>`count(*)::int`,
      lastNoShowAt: sql<Date>`max(${reliabilityEvents.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(reliabilityEvents)
    .innerJoin(users, eq(users.id, reliabilityEvents.userId))
    .leftJoin(tempProfiles, eq(tempProfiles.userId, reliabilityEvents.userId))
    .where(
      and(
        eq(reliabilityEvents.event, 'NO_SHOW'),
        countsForReliability,
        gte(reliabilityEvents.createdAt, new Date(now.getTime() - NO_SHOW_WINDOW_DAYS * DAY_MS)),
        sql`(${tempProfiles.bookingReviewClearedAt} is null or ${reliabilityEvents.createdAt} > ${tempProfiles.bookingReviewClearedAt})`,
        ...(userId === undefined ? [] : [eq(reliabilityEvents.userId, userId)]),
      ),
    )
    .groupBy(reliabilityEvents.userId, users.username, users.name)
    .having(sql`count(*) >= ${NO_SHOWS_BEFORE_REVIEW}`)
    .orderBy(sql`max(${reliabilityEvents.createdAt}) desc`);
}

/** An administrator's decision on a no-show not decided yet (locked by the update); false when there is none. */
export async function saveReview(tx: Database, id: number, outcome: ReviewOutcome, adminId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reliabilityEvents)
    .set({ reviewedAt: now, reviewOutcome: outcome, reviewedBy: adminId })
    .where(and(eq(reliabilityEvents.id, id), eq(reliabilityEvents.event, 'NO_SHOW'), isNull(reliabilityEvents.reviewedAt)))
    .returning({ id: reliabilityEvents.id });
  return rows.length === 1;
}

export async function isNoShow(db: ShiftReader, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reliabilityEvents.id })
    .from(reliabilityEvents)
    .where(and(eq(reliabilityEvents.id, id), eq(reliabilityEvents.event, 'NO_SHOW')))
    .limit(1);
  return row !== undefined;
}

/** Lifts the professional's booking pause: no-shows until now no longer count toward one. */
export async function clearBookingPause(tx: Database, userId: number, now: Date): Promise<void> {
  await tx.update(tempProfiles).set({ bookingReviewClearedAt: now }).where(eq(tempProfiles.userId, userId));
}
