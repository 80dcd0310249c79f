// The queries of applications: storing, finding and listing them, the practice's review stamps, and the invitation applying accepts.
import type { ApplicationSource } from '@chairside/domain/hiring-numbers';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { jobScopeCondition, type JobScope } from '../../platform/team-access';
import type { Database } from '@chairside/db/client';
import { applications, candidateRecords, interviews, invitations, jobs, staffProfiles, users } from '@chairside/db/schema';
import type { Opinion } from '@chairside/domain/hiring';
import type { ScreeningAnswerRecord } from '@chairside/domain/job-posting';
import { timeZoneOfZip } from '@chairside/db/zip-codes';

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
  /** The team member who sent the feedback (ADR 127), or null. */
  feedbackByName?: string | null;
  /** The not-selected notice (ADR 112): when it was sent, and its text. */
  notSelectedAt: Date | null;
  notSelectedMessage: string | null;
  /** The meaning of the practice's pipeline stage (ADR 118): a fixed key, its own stage read as the fixed one it counts as. */
  pipelineMeaning: string;
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
  feedbackByName: sql<string | null>`(select fm.name from users fm where fm.id = ${applications.feedbackByUserId})`,
  notSelectedAt: applications.notSelectedAt,
  notSelectedMessage: applications.notSelectedMessage,
  pipelineMeaning: sql<string>`coalesce((select ps.meaning from pipeline_stages ps join jobs pj on pj.employer_id = ps.employer_id where pj.id = ${applications.jobId} and ps.key = ${applications.pipelineStage}), ${applications.pipelineStage})`,
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
    source?: ApplicationSource | null;
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
  /** The posting office's time zone: the practice's review days are its calendar days. */
  timeZone: string;
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
      timeZone: timeZoneOfZip(jobs.zip),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(candidateRecords, candidateRecordOfApplicant);
}

/** Applications to the employer's postings (one posting's with `jobId`; a member's scope limits them, ADR 116), newest first. */
export async function listApplicants(
  db: Database,
  employerId: number,
  options: { jobId?: number; limit: number; offset: number; scope?: JobScope },
): Promise<ApplicantRow[]> {
  const mine = eq(jobs.employerId, employerId);
  const { scope } = options;
  const within = !scope
    ? undefined
    : scope.jobIds
      ? inArray(jobs.id, scope.jobIds.length ? scope.jobIds : [0])
      : inArray(jobs.officeId, scope.officeIds?.length ? scope.officeIds : [0]);
  return selectApplicants(db)
    .where(and(mine, options.jobId === undefined ? undefined : eq(applications.jobId, options.jobId), within))
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
export async function countUnreviewed(db: Database, employerId: number, scope?: JobScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(jobs.employerId, employerId), sql`${applications.reviewedDate} is null`, scope ? jobScopeCondition(scope, 'jobs') : undefined));
  return row.n;
}

/** The practice's private note on the person, or null (the applicant screen shows it). */
export async function findCandidateNote(db: Database, employerId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ note: candidateRecords.note })
    .from(candidateRecords)
    .where(and(eq(candidateRecords.employerId, employerId), eq(candidateRecords.userId, userId)))
    .limit(1);
  return row?.note ?? null;
}

// ---- the invitation applying accepts ----

/** The pending invitation to this posting, if any, held until the transaction ends. */
export async function lockPendingInvitation(tx: Database, jobId: number, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.userId, userId), eq(invitations.status, 'PENDING')))
    .for('update');
  return row?.id ?? null;
}

/** Marks the locked pending invitation ACCEPTED: applying to its posting answers it. */
export async function acceptPendingInvitation(tx: Database, invitationId: number, at: Date): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: 'ACCEPTED', respondedAt: at })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'PENDING')));
}

/** The employer's applications with these ids (one page of a posting's list, ADR 130), in no set order. */
export async function findApplicantsByIds(db: Database, employerId: number, ids: number[]): Promise<ApplicantRow[]> {
  if (ids.length === 0) return [];
  return selectApplicants(db).where(and(eq(jobs.employerId, employerId), inArray(applications.id, ids)));
}
