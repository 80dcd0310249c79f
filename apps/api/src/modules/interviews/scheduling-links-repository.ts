// The queries of pending scheduling links (ADR 125): links sent and not yet used to book a time,
// resent or withdrawn by the practice.
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import { applications, interviewAvailability, interviewSchedulingRequests, interviews, jobs, offices, users } from '@chairside/db/schema';

const applicant = alias(users, 'applicant');
const interviewer = alias(users, 'interviewer');
const sentAt = sql<Date>`coalesce(${interviewSchedulingRequests.sentAt}, ${interviewSchedulingRequests.createdAt})`.mapWith((value) => new Date(value));

export type PendingLinkRow = {
  requestId: number;
  applicationId: number;
  applicantId: number;
  jobId: number;
  jobTitle: string | null;
  applicantName: string;
  applicantUsername: string;
  officeName: string;
  interviewerName: string | null;
  durationMinutes: number;
  sentAt: Date;
};

/** Not withdrawn, and no live interview booked from it (never booked, or the booking was canceled). */
const pending = and(isNull(interviewSchedulingRequests.cancelledAt), or(isNull(interviews.id), sql`${interviews.status} not in ('PROPOSED', 'CONFIRMED')`));

function pendingLinks(db: Database, employerId: number, requestId?: number) {
  return db
    .select({
      requestId: interviewSchedulingRequests.id,
      applicationId: applications.id,
      applicantId: applications.userId,
      jobId: jobs.id,
      jobTitle: jobs.name,
      applicantName: applicant.name,
      applicantUsername: applicant.username,
      officeName: offices.name,
      interviewerName: interviewer.name,
      durationMinutes: interviewAvailability.durationMinutes,
      sentAt,
    })
    .from(interviewSchedulingRequests)
    .innerJoin(applications, eq(applications.id, interviewSchedulingRequests.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(applicant, eq(applicant.id, applications.userId))
    .innerJoin(interviewAvailability, eq(interviewAvailability.id, interviewSchedulingRequests.availabilityId))
    .innerJoin(offices, eq(offices.id, interviewAvailability.officeId))
    .leftJoin(interviewer, eq(interviewer.id, interviewAvailability.interviewerUserId))
    .leftJoin(interviews, eq(interviews.id, interviewSchedulingRequests.interviewId))
    .where(and(eq(jobs.employerId, employerId), pending, requestId === undefined ? undefined : eq(interviewSchedulingRequests.id, requestId)));
}

/** The practice's pending links, newest sent first (at most 200). */
export async function listPendingLinks(db: Database, employerId: number): Promise<PendingLinkRow[]> {
  return pendingLinks(db, employerId).orderBy(desc(sentAt), desc(interviewSchedulingRequests.id)).limit(200);
}

/** One of the practice's pending links (ownership in the query), or null: another practice's, withdrawn or booked. */
export async function findPendingLink(db: Database, employerId: number, requestId: number): Promise<PendingLinkRow | null> {
  const [row] = await pendingLinks(db, employerId, requestId).limit(1);
  return row ?? null;
}

export async function markLinkSent(db: Database, requestId: number, now: Date): Promise<void> {
  await db.update(interviewSchedulingRequests).set({ sentAt: now }).where(eq(interviewSchedulingRequests.id, requestId));
}

export async function markLinkCancelled(db: Database, requestId: number, now: Date): Promise<void> {
  await db.update(interviewSchedulingRequests).set({ cancelledAt: now }).where(eq(interviewSchedulingRequests.id, requestId));
}
