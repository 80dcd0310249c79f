// The calendar's reads: a person's shifts (job_dates, as the temp shifts write them), the
// cancellations of their bookings, their interviews and their temp availability; and the feed
// address, kept as the SHA-256 of its secret (calendar_feeds).
import { and, asc, desc, eq, gte, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import {
  applications,
  calendarFeeds,
  employers,
  interviews,
  jobDates,
  jobs,
  shiftCancellations,
  tempProfileExceptions,
  tempProfileWindows,
  users,
} from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import type { InterviewStatus, InterviewType } from '@chairside/domain/hiring';
import { WEEKDAY_KEYS, emptyWeek, timeOfMinutes, type TempAvailability } from '@chairside/domain/temp-profile';

/** Local days, both included: the dates of job_dates to read. */
export type DayRange = { from: string; to: string };
/** Instants, start included and end not. */
export type InstantRange = { start: Date; end: Date };

export type ShiftRow = {
  id: number;
  date: string;
  startTime: string | null;
  endTime: string | null;
  breakMinutes: number;
  rateCents: number | null;
  sequence: number;
  notes: string | null;
  status: 'ACTIVE' | 'BOOKED' | 'CANCELED';
  bookedName: string | null;
  jobTitle: string | null;
  position: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  parking: string | null;
  isConfidential: boolean;
  practiceName: string;
  /** The zone of the posting's ZIP code: the shift's hours are wall-clock times there. */
  timeZone: string;
};

/** A cancelled booking of the person: the shift as it stands now, and when it was cancelled. */
export type CancelledShiftRow = ShiftRow & { cancelledAt: Date; cancelledBy: 'PRACTICE' | 'PROFESSIONAL' };

const bookedUsers = alias(users, 'booked_users');
const practiceUsers = alias(users, 'practice_users');

const shiftColumns = {
  id: jobDates.id,
  date: jobDates.date,
  startTime: jobDates.startTime,
  endTime: jobDates.endTime,
  breakMinutes: jobDates.breakMinutes,
  rateCents: jobDates.rateCents,
  sequence: jobDates.sequence,
  notes: jobDates.notes,
  status: jobDates.status,
  bookedName: bookedUsers.name,
  jobTitle: jobs.name,
  position: jobs.position,
  address: jobs.address,
  address2: jobs.address2,
  city: jobs.city,
  state: jobs.state,
  zip: jobs.zip,
  parking: jobs.parking,
  isConfidential: jobs.isConfidential,
  practiceName: employers.practiceName,
  timeZone: timeZoneOfZip(jobs.zip),
};

const inDays = (days: DayRange) => and(gte(jobDates.date, days.from), lte(jobDates.date, days.to));

/** The shifts the job seeker is booked on, dated within the days. */
export async function listBookedShifts(db: Database, userId: number, days: DayRange): Promise<ShiftRow[]> {
  return db
    .select(shiftColumns)
    .from(jobDates)
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .leftJoin(bookedUsers, eq(bookedUsers.id, jobDates.bookedUserId))
    .where(and(eq(jobDates.bookedUserId, userId), eq(jobDates.status, 'BOOKED'), inDays(days)))
    .orderBy(asc(jobDates.date), asc(jobDates.id));
}

/**
 * The job seeker's cancelled bookings dated within the days (the latest cancellation of each
 * shift), leaving out shifts they are booked on again.
 */
export async function listCancelledShifts(db: Database, userId: number, days: DayRange): Promise<CancelledShiftRow[]> {
  return db
    .selectDistinctOn([shiftCancellations.jobDateId], {
      ...shiftColumns,
      cancelledAt: shiftCancellations.createdAt,
      cancelledBy: shiftCancellations.cancelledBy,
    })
    .from(shiftCancellations)
    .innerJoin(jobDates, eq(jobDates.id, shiftCancellations.jobDateId))
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .leftJoin(bookedUsers, eq(bookedUsers.id, jobDates.bookedUserId))
    .where(and(eq(shiftCancellations.userId, userId), inDays(days), or(isNull(jobDates.bookedUserId), ne(jobDates.bookedUserId, userId))))
    .orderBy(asc(shiftCancellations.jobDateId), desc(shiftCancellations.createdAt), desc(shiftCancellations.id));
}

/**
 * The shifts of the practice's temp postings dated within the days: booked ones (with the
 * professional's name) of any published posting, and open ones of a live posting.
 */
export async function listPracticeShifts(db: Database, employerId: number, days: DayRange): Promise<ShiftRow[]> {
  return db
    .select(shiftColumns)
    .from(jobDates)
    .innerJoin(jobs, eq(jobs.id, jobDates.jobId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .leftJoin(bookedUsers, eq(bookedUsers.id, jobDates.bookedUserId))
    .where(
      and(
        eq(jobs.employerId, employerId),
        eq(jobs.type, 'TEMP'),
        inDays(days),
        or(and(eq(jobDates.status, 'BOOKED'), ne(jobs.status, 'DRAFT')), and(eq(jobDates.status, 'ACTIVE'), eq(jobs.status, 'ACTIVE'))),
      ),
    )
    .orderBy(asc(jobDates.date), asc(jobDates.id));
}

export type CalendarInterviewRow = {
  id: number;
  interviewDate: Date;
  durationMinutes: number;
  type: InterviewType;
  status: InterviewStatus;
  location: string | null;
  notes: string | null;
  sequence: number;
  updatedAt: Date;
  timeZone: string;
  applicantName: string;
  jobTitle: string | null;
  isConfidential: boolean;
  practiceName: string;
  practiceUsername: string;
};

export type InterviewScope = { applicantId: number } | { employerId: number };

/** The longest interview (INTERVIEW_DURATION_MAX, 12 hours): one starting this long before the range may still run into it. */
const LONGEST_INTERVIEW_MS = 12 * 3_600_000;

/** The person's interviews (as the applicant, or those of the practice's postings) that overlap the range. */
export async function listCalendarInterviews(db: Database, scope: InterviewScope, range: InstantRange): Promise<CalendarInterviewRow[]> {
  const whose: SQL = 'applicantId' in scope ? eq(applications.userId, scope.applicantId) : eq(jobs.employerId, scope.employerId);
  const rows = await db
    .select({
      id: interviews.id,
      interviewDate: interviews.interviewDate,
      durationMinutes: interviews.durationMinutes,
      type: interviews.type,
      status: interviews.status,
      location: interviews.location,
      notes: interviews.notes,
      sequence: interviews.sequence,
      updatedAt: interviews.updatedAt,
      timeZone: sql<string>`coalesce(${interviews.timeZone}, ${timeZoneOfZip(jobs.zip)})`,
      applicantName: users.name,
      jobTitle: jobs.name,
      isConfidential: jobs.isConfidential,
      practiceName: employers.practiceName,
      practiceUsername: practiceUsers.username,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(practiceUsers, eq(practiceUsers.id, jobs.employerId))
    .where(and(whose, gte(interviews.interviewDate, new Date(range.start.getTime() - LONGEST_INTERVIEW_MS)), lt(interviews.interviewDate, range.end)))
    .orderBy(asc(interviews.interviewDate), asc(interviews.id));
  return rows.filter((row) => row.interviewDate.getTime() + row.durationMinutes * 60_000 > range.start.getTime());
}

/** The job seeker's weekly windows and dated exceptions; null without a temp profile's windows or dates. */
export async function loadAvailability(db: Database, userId: number): Promise<TempAvailability | null> {
  const [windows, exceptions] = await Promise.all([
    db
      .select({ weekday: tempProfileWindows.weekday, start: tempProfileWindows.startMinute, end: tempProfileWindows.endMinute })
      .from(tempProfileWindows)
      .where(eq(tempProfileWindows.userId, userId))
      .orderBy(asc(tempProfileWindows.weekday), asc(tempProfileWindows.startMinute)),
    db
      .select({
        date: tempProfileExceptions.date,
        available: tempProfileExceptions.available,
        start: tempProfileExceptions.startMinute,
        end: tempProfileExceptions.endMinute,
      })
      .from(tempProfileExceptions)
      .where(eq(tempProfileExceptions.userId, userId))
      .orderBy(asc(tempProfileExceptions.date), asc(tempProfileExceptions.startMinute)),
  ]);
  if (windows.length === 0 && exceptions.length === 0) return null;
  const weekly = emptyWeek();
  for (const row of windows) {
    const day = WEEKDAY_KEYS[row.weekday];
    if (day) weekly[day].push({ start: timeOfMinutes(row.start), end: timeOfMinutes(row.end) });
  }
  return {
    weekly,
    exceptions: exceptions.map((row) => ({
      date: row.date,
      available: row.available,
      start: row.start === null ? null : timeOfMinutes(row.start),
      end: row.end === null ? null : timeOfMinutes(row.end),
    })),
  };
}

/** The role of the person a feed belongs to. */
export async function findCalendarOwner(db: Database, userId: number): Promise<{ role: 'staff' | 'employer' | 'admin' } | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The feed address

export type FeedRow = { userId: number; createdAt: Date; lastFetchedAt: Date | null };

/** Makes the person's feed address, or replaces the one they had (its old secret stops working at once). */
export async function replaceFeed(db: Database, userId: number, tokenHash: string, now: Date): Promise<FeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now, lastFetchedAt: null })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now, lastFetchedAt: null } })
    .returning({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt });
  return row;
}

export async function findFeedOf(db: Database, userId: number): Promise<FeedRow | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function findFeedByHash(db: Database, tokenHash: string): Promise<FeedRow | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Notes a fetch, at most once an hour per feed, so a calendar app polling it writes little. */
export async function noteFeedFetched(db: Database, tokenHash: string, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, hourAgo))));
}
