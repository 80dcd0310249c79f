// The queries of self-scheduled interviews (ADR 117): availability per office, scheduling links and the booked times.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import { applications, employers, interviewAvailability, interviewSchedulingRequests, interviews, jobs, offices, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import type { InterviewType } from '@chairside/domain/hiring';
import type { AvailabilityWindow } from '@chairside/domain/interview-scheduling';

export type OwnOffice = { id: number; name: string; address: string; timeZone: string };

/** One of the employer's offices with its time zone (from its ZIP code), or null (ownership in the query). */
export async function findOwnOffice(db: Database, employerId: number, officeId: number): Promise<OwnOffice | null> {
  const [row] = await db
    .select({
      id: offices.id,
      name: offices.name,
      address: sql<string>`${offices.address} || coalesce(', ' || ${offices.address2}, '') || ', ' || ${offices.city} || ', ' || ${offices.state} || ' ' || ${offices.zip}`,
      timeZone: timeZoneOfZip(offices.zip),
    })
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.employerId, employerId)))
    .limit(1);
  return row ?? null;
}

export type AvailabilityRow = {
  id: number;
  officeId: number;
  employerId: number;
  interviewerUserId: number | null;
  windows: AvailabilityWindow[];
  durationMinutes: number;
  minNoticeHours: number;
  type: InterviewType;
};

/** The columns of an availability row (an office's or one interviewer's). */
export const availabilityColumns = {
  id: interviewAvailability.id,
  officeId: interviewAvailability.officeId,
  employerId: interviewAvailability.employerId,
  interviewerUserId: interviewAvailability.interviewerUserId,
  windows: interviewAvailability.windows,
  durationMinutes: interviewAvailability.durationMinutes,
  minNoticeHours: interviewAvailability.minNoticeHours,
  type: interviewAvailability.type,
};

/** The office's own availability (no interviewer named). */
export async function findOfficeAvailability(db: Database, officeId: number): Promise<AvailabilityRow | null> {
  const [row] = await db
    .select(availabilityColumns)
    .from(interviewAvailability)
    .where(and(eq(interviewAvailability.officeId, officeId), isNull(interviewAvailability.interviewerUserId)))
    .limit(1);
  return row ?? null;
}

export type AvailabilityValues = Pick<AvailabilityRow, 'windows' | 'durationMinutes' | 'minNoticeHours' | 'type'>;

export async function saveOfficeAvailability(db: Database, employerId: number, officeId: number, values: AvailabilityValues, now: Date): Promise<void> {
  await db
    .insert(interviewAvailability)
    .values({ officeId, employerId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: interviewAvailability.officeId,
      targetWhere: sql`${interviewAvailability.interviewerUserId} is null`,
      set: { ...values, updatedAt: now },
    });
}

/**
 * Locks the availability for the booking's transaction: bookings of one availability run one after
 * another. A team member's availability locks every row of that member (each office, each practice,
 * in id order): their bookings anywhere run one after another (ADR 125).
 */
export async function lockAvailability(db: Database, availability: Pick<AvailabilityRow, 'id' | 'interviewerUserId'>): Promise<void> {
  if (availability.interviewerUserId === null) await db.execute(sql`select id from interview_availability where id = ${availability.id} for update`);
  else await db.execute(sql`select id from interview_availability where interviewer_user_id = ${availability.interviewerUserId} order by id for update`);
}

/**
 * The live interviews that take the availability's time, [start, end), but one (the one being
 * moved): those booked from the office's availability, or, for a team member's, every interview the
 * member was booked for, at any office (ADR 125).
 */
export async function busyTimes(
  db: Database,
  availability: Pick<AvailabilityRow, 'id' | 'interviewerUserId'>,
  exceptInterviewId?: number,
): Promise<{ start: Date; end: Date }[]> {
  const rows = await db
    .select({ start: interviews.interviewDate, minutes: interviews.durationMinutes })
    .from(interviews)
    .where(
      and(
        availability.interviewerUserId === null
          ? eq(interviews.availabilityId, availability.id)
          : eq(interviews.interviewerUserId, availability.interviewerUserId),
        inArray(interviews.status, ['PROPOSED', 'CONFIRMED']),
        exceptInterviewId ? ne(interviews.id, exceptInterviewId) : undefined,
      ),
    );
  return rows.map((row) => ({ start: row.start, end: new Date(row.start.getTime() + row.minutes * 60_000) }));
}

export async function insertSchedulingRequest(db: Database, applicationId: number, availabilityId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(interviewSchedulingRequests)
    .values({ applicationId, availabilityId, createdAt: now, sentAt: now })
    .returning({ id: interviewSchedulingRequests.id });
  return row.id;
}

export type SchedulingRequestRow = {
  id: number;
  applicationId: number;
  applicantId: number;
  jobId: number;
  employerId: number;
  interviewId: number | null;
  availability: AvailabilityRow;
  officeName: string;
  officeAddress: string;
  timeZone: string;
  interviewerName: string | null;
  /** The practice withdrew the link (ADR 125): it no longer opens. */
  withdrawn: boolean;
};

const interviewer = alias(users, 'interviewer');

/** A scheduling link's request with its availability and office; null when any of them is gone. */
export async function findSchedulingRequest(db: Database, requestId: number): Promise<SchedulingRequestRow | null> {
  const [row] = await db
    .select({
      id: interviewSchedulingRequests.id,
      applicationId: applications.id,
      applicantId: applications.userId,
      jobId: jobs.id,
      employerId: jobs.employerId,
      interviewId: interviewSchedulingRequests.interviewId,
      availability: availabilityColumns,
      officeName: offices.name,
      officeAddress: sql<string>`${offices.address} || ', ' || ${offices.city} || ', ' || ${offices.state} || ' ' || ${offices.zip}`,
      timeZone: timeZoneOfZip(offices.zip),
      interviewerName: interviewer.name,
      withdrawn: sql<boolean>`${interviewSchedulingRequests.cancelledAt} is not null`,
    })
    .from(interviewSchedulingRequests)
    .innerJoin(applications, eq(applications.id, interviewSchedulingRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(interviewAvailability, eq(interviewAvailability.id, interviewSchedulingRequests.availabilityId))
    .innerJoin(offices, eq(offices.id, interviewAvailability.officeId))
    .leftJoin(interviewer, eq(interviewer.id, interviewAvailability.interviewerUserId))
    .where(eq(interviewSchedulingRequests.id, requestId))
    .limit(1);
  // The availability must still belong to the posting's practice.
  if (!row || row.availability.employerId !== row.employerId) return null;
  return row;
}

export async function attachInterview(db: Database, requestId: number, interviewId: number): Promise<void> {
  await db.update(interviewSchedulingRequests).set({ interviewId }).where(eq(interviewSchedulingRequests.id, requestId));
}

/** The posting's title and practice, and whether the posting is confidential (then the practice is not named to the applicant). */
export async function findPostingPractice(
  db: Database,
  jobId: number,
): Promise<{ jobTitle: string | null; practiceName: string; isConfidential: boolean } | null> {
  const [row] = await db
    .select({ jobTitle: jobs.name, practiceName: employers.practiceName, isConfidential: jobs.isConfidential })
    .from(jobs)
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
}
