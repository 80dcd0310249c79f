// The hiring queries of interviews: storing and changing them, the posting's time zone, and listing them.
import { and, asc, desc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import { applications, employers, interviews, jobs, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import type { InterviewStatus, InterviewType } from '@chairside/domain/hiring';
import type { InterviewResponse } from '@chairside/domain/interview-answers';
import { FALLBACK_TIME_ZONE } from '@chairside/domain/time-zones';

export type InterviewValues = {
  type: InterviewType;
  interviewDate: Date;
  durationMinutes: number;
  location: string | null;
  notes: string | null;
};

export async function insertInterview(
  db: Database,
  applicationId: number,
  values: InterviewValues & { timeZone: string; createdAt: Date; proposedByUserId?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(interviews)
    .values({ applicationId, ...values, status: 'PROPOSED', updatedAt: values.createdAt })
    .returning({ id: interviews.id });
  return row.id;
}

export type InterviewChange = Partial<InterviewValues> & {
  status?: InterviewStatus;
  timeZone?: string;
  response?: InterviewResponse | null;
  responseMessage?: string | null;
  respondedAt?: Date | null;
  /** The availability a candidate booked it from (ADR 117). */
  availabilityId?: number | null;
  /** The team member booked to interview (ADR 125). */
  interviewerUserId?: number | null;
  /** The team member who changed it (ADR 127); null for the practice's own sign-in. */
  proposedByUserId?: number | null;
  /** Raise the calendar SEQUENCE by one (a change of time or place, or the cancellation). */
  nextSequence?: boolean;
  updatedAt: Date;
};

export async function updateInterviewRow(db: Database, interviewId: number, change: InterviewChange): Promise<void> {
  const { nextSequence, ...values } = change;
  await db
    .update(interviews)
    .set({ ...values, ...(nextSequence ? { sequence: sql`${interviews.sequence} + 1` } : {}) })
    .where(eq(interviews.id, interviewId));
}

/** The time zone of a posting's place (its ZIP code, copied from its office); the fallback when it has none. */
export async function findJobTimeZone(db: Database, jobId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: timeZoneOfZip(jobs.zip) })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

export type InterviewRow = {
  id: number;
  applicationId: number;
  applicantId: number;
  username: string;
  name: string;
  position: string | null;
  interviewDate: Date;
  type: InterviewType;
  durationMinutes: number;
  location: string | null;
  notes: string | null;
  status: InterviewStatus;
  /** The office's zone: the one kept with the interview, or (older rows) the posting's place's. */
  timeZone: string;
  sequence: number;
  response: InterviewResponse | null;
  responseMessage: string | null;
  respondedAt: Date | null;
  jobId: number;
  jobTitle: string | null;
  isConfidential: boolean;
  practiceUsername: string;
  practiceName: string;
  /** Where the practice is told of the job seeker's answers; never shown to the job seeker. */
  practiceEmail: string;
  /** The team member who proposed it or last changed it (ADR 127), or null. */
  proposedByName: string | null;
};

export type InterviewScope = { staffUserId: number } | { employerId: number };
export type InterviewFilter =
  { kind: 'all' } | { kind: 'upcoming'; now: Date } | { kind: 'day'; day: string; timeZone: string } | { kind: 'id'; interviewId: number };

const practiceUsers = alias(users, 'practice_users');

/** Interviews the job seeker was proposed, or those of the employer's postings. */
export async function listInterviewRows(db: Database, scope: InterviewScope, filter: InterviewFilter, limit: number): Promise<InterviewRow[]> {
  const conditions: SQL[] = ['staffUserId' in scope ? eq(applications.userId, scope.staffUserId) : eq(jobs.employerId, scope.employerId)];
  if (filter.kind === 'upcoming') conditions.push(gt(interviews.interviewDate, filter.now), notInArray(interviews.status, ['CANCELED', 'DECLINED']));
  if (filter.kind === 'id') conditions.push(eq(interviews.id, filter.interviewId));
  if (filter.kind === 'day')
    // The day's bounds in the viewer's zone, so the date index can serve the range.
    conditions.push(
      sql`${interviews.interviewDate} >= (${filter.day}::date::timestamp at time zone ${filter.timeZone})`,
      sql`${interviews.interviewDate} < ((${filter.day}::date + 1)::timestamp at time zone ${filter.timeZone})`,
    );
  const latestFirst = filter.kind === 'all';
  const rows = await db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      applicantId: applications.userId,
      username: users.username,
      name: users.name,
      position: users.position,
      interviewDate: interviews.interviewDate,
      type: interviews.type,
      durationMinutes: interviews.durationMinutes,
      location: interviews.location,
      notes: interviews.notes,
      status: interviews.status,
      timeZone: sql<string>`coalesce(${interviews.timeZone}, ${timeZoneOfZip(jobs.zip)})`,
      sequence: interviews.sequence,
      response: interviews.response,
      responseMessage: interviews.responseMessage,
      respondedAt: interviews.respondedAt,
      jobId: jobs.id,
      jobTitle: jobs.name,
      isConfidential: jobs.isConfidential,
      practiceUsername: practiceUsers.username,
      practiceName: employers.practiceName,
      practiceEmail: practiceUsers.email,
      proposedByName: sql<string | null>`(select m.name from users m where m.id = ${interviews.proposedByUserId})`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(employers, eq(employers.userId, jobs.employerId))
    .innerJoin(practiceUsers, eq(practiceUsers.id, jobs.employerId))
    .where(and(...conditions))
    .orderBy(latestFirst ? desc(interviews.interviewDate) : asc(interviews.interviewDate), latestFirst ? desc(interviews.id) : asc(interviews.id))
    .limit(limit);
  // 'all' keeps the latest ones when there are more than the limit, answered in time order.
  return latestFirst ? rows.reverse() : rows;
}
