import { and, asc, desc, eq, gt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@chairside/db/client';
import { applications, candidateRecords, employers, interviews, invitations, jobs, staffProfiles, users } from '@chairside/db/schema';
import { timeZoneOfZip } from '@chairside/db/zip-codes';
import type { InterviewStatus, InterviewType, InvitationStatus, Opinion } from '@chairside/domain/hiring';
import type { InterviewResponse } from '@chairside/domain/interview-answers';
import type { ScreeningAnswerRecord } from '@chairside/domain/job-posting';
import { FALLBACK_TIME_ZONE } from '@chairside/domain/time-zones';

// ---- accounts ----

export type Account = {
  id: number;
  username: string;
  name: string;
  email: string;
  position: string | null;
  city: string | null;
  state: string | null;
};

const accountColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  position: users.position,
  city: users.city,
  state: users.state,
};

/** A user of the given role by username; null for an unknown name or another role. */
export async function findAccount(db: Database, username: string, role: 'staff' | 'employer'): Promise<Account | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.username, username), eq(users.role, role)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

// ---- applications ----

export type ApplicationRow = {
  id: number;
  jobId: number;
  userId: number;
  message: string | null;
  invitationId: number | null;
  reviewedDate: string | null;
  feedbackReasons: string[];
  feedbackMessage: string | null;
  feedbackAt: Date | null;
  createdAt: Date;
  /** The practice's opinion of the person (its candidate record), where the query joined it. */
  opinion?: Opinion | null;
  /** A proposed or confirmed interview exists, where the query looked. */
  hasInterview?: boolean;
};

const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  userId: applications.userId,
  message: applications.message,
  invitationId: applications.invitationId,
  reviewedDate: applications.reviewedDate,
  feedbackReasons: applications.feedbackReasons,
  feedbackMessage: applications.feedbackMessage,
  feedbackAt: applications.feedbackAt,
  createdAt: applications.createdAt,
};

/** The practice's candidate record of the application's applicant (join on jobs first). */
const candidateRecordOfApplicant = and(eq(candidateRecords.employerId, jobs.employerId), eq(candidateRecords.userId, applications.userId));

/** Whether the application has an interview that is neither cancelled nor declined. */
const hasLiveInterview = sql<boolean>`exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id} and ${interviews.status} not in ('CANCELED', 'DECLINED'))`;

/** Stores an application; null when the person has applied to that posting already. */
export async function insertApplication(
  tx: Database,
  values: {
    jobId: number;
    userId: number;
    message: string | null;
    invitationId: number | null;
    createdAt: Date;
    screeningAnswers?: ScreeningAnswerRecord[];
    missedDealBreaker?: boolean;
  },
): Promise<ApplicationRow | null> {
  const [row] = await tx.insert(applications).values(values).onConflictDoNothing().returning(applicationColumns);
  return row ?? null;
}

export async function findApplication(db: Database, jobId: number, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select(applicationColumns)
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The job seeker's applications, newest first, with what their stage is worked out from. */
export async function listApplicationsOf(db: Database, userId: number, limit: number): Promise<ApplicationRow[]> {
  return db
    .select({ ...applicationColumns, opinion: candidateRecords.opinion, hasInterview: hasLiveInterview })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(candidateRecords, candidateRecordOfApplicant)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit);
}

/** An application with its applicant, as the practice lists it. */
export type ApplicantRow = ApplicationRow & {
  opinion: Opinion | null;
  jobTitle: string | null;
  username: string;
  name: string;
  position: string | null;
  city: string | null;
  state: string | null;
  photoThumbnailUrl: string | null;
  screeningAnswers: ScreeningAnswerRecord[];
  missedDealBreaker: boolean;
};

function selectApplicants(db: Database) {
  return db
    .select({
      ...applicationColumns,
      opinion: candidateRecords.opinion,
      jobTitle: jobs.name,
      username: users.username,
      name: users.name,
      position: users.position,
      city: users.city,
      state: users.state,
      photoThumbnailUrl: users.photoThumbnailUrl,
      screeningAnswers: applications.screeningAnswers,
      missedDealBreaker: applications.missedDealBreaker,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(candidateRecords, candidateRecordOfApplicant);
}

/** Applications to the employer's postings (one posting's with `jobId`), newest first. */
export async function listApplicants(db: Database, employerId: number, options: { jobId?: number; limit: number; offset: number }): Promise<ApplicantRow[]> {
  const mine = eq(jobs.employerId, employerId);
  return selectApplicants(db)
    .where(options.jobId === undefined ? mine : and(mine, eq(applications.jobId, options.jobId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * How to reach a job seeker, for a practice the person applied to (accepting an invitation is
 * applying): null when the person has no application to any of the employer's postings.
 */
export async function findApplicantContact(db: Database, employerId: number, userId: number): Promise<{ email: string; phone: string | null } | null> {
  const appliedHere = sql`exists (select 1 from ${applications} inner join ${jobs} on ${jobs.id} = ${applications.jobId} where ${applications.userId} = ${users.id} and ${jobs.employerId} = ${employerId})`;
  const [row] = await db
    .select({ email: users.email, phone: staffProfiles.phone })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.role, 'staff'), appliedHere))
    .limit(1);
  return row ?? null;
}

/** One applicant of one of the employer's postings, by the applicant's username. */
export async function findApplicant(db: Database, employerId: number, jobId: number, username: string): Promise<ApplicantRow | null> {
  const [row] = await selectApplicants(db)
    .where(and(eq(jobs.employerId, employerId), eq(applications.jobId, jobId), eq(users.username, username)))
    .limit(1);
  return row ?? null;
}

/** One application to the employer's postings, by id. */
export async function findApplicantById(db: Database, employerId: number, applicationId: number): Promise<ApplicantRow | null> {
  const [row] = await selectApplicants(db)
    .where(and(eq(jobs.employerId, employerId), eq(applications.id, applicationId)))
    .limit(1);
  return row ?? null;
}

export type Review = { reviewedDate: string | null; opinion: Opinion | null };

/**
 * The practice opened the application: its reviewedDate, and the candidate record's, become
 * `day` unless already set (the first review day stays). One transaction.
 */
export async function stampReviewed(db: Database, application: { id: number; employerId: number; userId: number }, day: string): Promise<Review> {
  return db.transaction(async (tx) => {
    const [stamped] = await tx
      .update(applications)
      .set({ reviewedDate: sql`coalesce(${applications.reviewedDate}, ${day}::date)` })
      .where(eq(applications.id, application.id))
      .returning({ reviewedDate: applications.reviewedDate });
    const [record] = await tx
      .insert(candidateRecords)
      .values({ employerId: application.employerId, userId: application.userId, reviewedDate: day })
      .onConflictDoUpdate({
        target: [candidateRecords.employerId, candidateRecords.userId],
        set: { reviewedDate: sql`coalesce(${candidateRecords.reviewedDate}, ${day}::date)` },
      })
      .returning({ opinion: candidateRecords.opinion });
    return { reviewedDate: stamped.reviewedDate, opinion: record.opinion };
  });
}

/**
 * Sets the practice's opinion of the person (its candidate record); the application, not opened
 * yet, counts as reviewed that day. One transaction.
 */
export async function saveOpinion(
  db: Database,
  application: { id: number; employerId: number; userId: number },
  opinion: Opinion | null,
  day: string,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [stamped] = await tx
      .update(applications)
      .set({ reviewedDate: sql`coalesce(${applications.reviewedDate}, ${day}::date)` })
      .where(eq(applications.id, application.id))
      .returning({ reviewedDate: applications.reviewedDate });
    const [record] = await tx
      .insert(candidateRecords)
      .values({ employerId: application.employerId, userId: application.userId, reviewedDate: day, opinion })
      .onConflictDoUpdate({
        target: [candidateRecords.employerId, candidateRecords.userId],
        set: { opinion, reviewedDate: sql`coalesce(${candidateRecords.reviewedDate}, ${day}::date)`, updatedAt: sql`now()` },
      })
      .returning({ opinion: candidateRecords.opinion });
    return { reviewedDate: stamped.reviewedDate, opinion: record.opinion };
  });
}

/** Applications to the employer's postings that it has not opened yet. */
export async function countUnreviewed(db: Database, employerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.employerId, employerId), sql`${applications.reviewedDate} is null`));
  return row.n;
}

// ---- invitations ----

export type InvitationRow = {
  id: number;
  jobId: number;
  userId: number;
  message: string | null;
  status: InvitationStatus;
  createdAt: Date;
  respondedAt: Date | null;
  /** The application that accepted it. */
  applicationId: number | null;
};

const invitationColumns = {
  id: invitations.id,
  jobId: invitations.jobId,
  userId: invitations.userId,
  message: invitations.message,
  status: invitations.status,
  createdAt: invitations.createdAt,
  respondedAt: invitations.respondedAt,
  applicationId: applications.id,
};

function selectInvitations(db: Database) {
  return db.select(invitationColumns).from(invitations).leftJoin(applications, eq(applications.invitationId, invitations.id));
}

export async function findInvitation(db: Database, jobId: number, userId: number): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The job seeker's invitation by id. */
export async function findInvitationOf(db: Database, userId: number, invitationId: number): Promise<InvitationRow | null> {
  const [row] = await selectInvitations(db)
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a pending invitation; a cancelled one to the same person and posting is opened again
 * with the new message. Null when another (pending, accepted, declined) is there.
 */
export async function saveInvitation(db: Database, values: { jobId: number; userId: number; message: string | null; createdAt: Date }): Promise<number | null> {
  const [row] = await db
    .insert(invitations)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: [invitations.jobId, invitations.userId],
      set: { status: 'PENDING', message: values.message, createdAt: values.createdAt, respondedAt: null },
      setWhere: eq(invitations.status, 'CANCELED'),
    })
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

/** Moves a pending invitation to a new status; null when it is not pending (any more). */
export async function respondToInvitation(db: Database, invitationId: number, status: Exclude<InvitationStatus, 'PENDING'>, at: Date): Promise<number | null> {
  const [row] = await db
    .update(invitations)
    .set({ status, respondedAt: at })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return row?.id ?? null;
}

/** The pending invitation to this posting, if any, held until the transaction ends. */
export async function lockPendingInvitation(tx: Database, jobId: number, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.userId, userId), eq(invitations.status, 'PENDING')))
    .for('update');
  return row?.id ?? null;
}

export type InviteeRow = InvitationRow & { username: string; name: string; position: string | null; city: string | null; state: string | null };

/** The invitations of one of the employer's postings, newest first (one person's with `userId`). */
export async function listInvitationsOfJob(db: Database, employerId: number, jobId: number, userId?: number): Promise<InviteeRow[]> {
  const ofJob = and(eq(invitations.jobId, jobId), eq(jobs.employerId, employerId));
  return db
    .select({ ...invitationColumns, username: users.username, name: users.name, position: users.position, city: users.city, state: users.state })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .innerJoin(users, eq(users.id, invitations.userId))
    .leftJoin(applications, eq(applications.invitationId, invitations.id))
    .where(userId === undefined ? ofJob : and(ofJob, eq(invitations.userId, userId)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The job seeker's invitations but cancelled ones: pending first, then newest first. */
export async function listInvitationsOf(db: Database, userId: number, limit: number): Promise<InvitationRow[]> {
  return selectInvitations(db)
    .where(and(eq(invitations.userId, userId), ne(invitations.status, 'CANCELED')))
    .orderBy(sql`(${invitations.status} = 'PENDING') desc`, desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
}

// ---- interviews ----

export type InterviewValues = {
  type: InterviewType;
  interviewDate: Date;
  durationMinutes: number;
  location: string | null;
  notes: string | null;
};

export async function insertInterview(db: Database, applicationId: number, values: InterviewValues & { timeZone: string; createdAt: Date }): Promise<number> {
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
