import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { applications, candidateRecords, jobs } from '@chairside/db/schema';
import type { CandidateListQuery } from '@chairside/domain/candidate-review';
import type { InvitationStatus, Opinion } from '@chairside/domain/hiring';
import { jobScopeCondition, type JobScope } from '../../platform/team-access';

// ---- the candidate record (per practice and job seeker) ----

export type CandidateRecordRow = { reviewedDate: string | null; opinion: Opinion | null; note: string | null };

const recordColumns = { reviewedDate: candidateRecords.reviewedDate, opinion: candidateRecords.opinion, note: candidateRecords.note };
const recordKey = [candidateRecords.employerId, candidateRecords.userId];

export async function findCandidateRecord(db: Database, employerId: number, userId: number): Promise<CandidateRecordRow | null> {
  const [row] = await db
    .select(recordColumns)
    .from(candidateRecords)
    .where(and(eq(candidateRecords.employerId, employerId), eq(candidateRecords.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Writes the private note (null clears it). */
export async function saveCandidateNote(db: Database, employerId: number, userId: number, note: string | null): Promise<CandidateRecordRow> {
  const [row] = await db
    .insert(candidateRecords)
    .values({ employerId, userId, note })
    .onConflictDoUpdate({ target: recordKey, set: { note, updatedAt: sql`now()` } })
    .returning(recordColumns);
  return row;
}

/** Writes the opinion (null clears it); the person counts as reviewed that day when not yet. */
export async function saveCandidateOpinion(
  db: Database,
  employerId: number,
  userId: number,
  opinion: Opinion | null,
  day: string,
): Promise<CandidateRecordRow> {
  const [row] = await db
    .insert(candidateRecords)
    .values({ employerId, userId, opinion, reviewedDate: day })
    .onConflictDoUpdate({
      target: recordKey,
      set: { opinion, reviewedDate: sql`coalesce(${candidateRecords.reviewedDate}, ${day}::date)`, updatedAt: sql`now()` },
    })
    .returning(recordColumns);
  return row;
}

/** Stamps the first day the practice opened the person's resume (kept once set). */
export async function stampCandidateReviewed(db: Database, employerId: number, userId: number, day: string): Promise<CandidateRecordRow> {
  const [row] = await db
    .insert(candidateRecords)
    .values({ employerId, userId, reviewedDate: day })
    .onConflictDoUpdate({ target: recordKey, set: { reviewedDate: sql`coalesce(${candidateRecords.reviewedDate}, ${day}::date)` } })
    .returning(recordColumns);
  return row;
}

// ---- feedback to an applicant ----

/** An application of one of the practice's postings with what a feedback email needs. */
export type FeedbackTarget = {
  applicationId: number;
  jobId: number;
  jobTitle: string | null;
  employerId: number;
  practiceName: string;
  isConfidential: boolean;
  seekerName: string;
  seekerEmail: string;
  seekerUsername: string;
  feedbackReasons: string[];
  feedbackMessage: string | null;
  feedbackAt: Date | null;
};

type FeedbackTargetRaw = {
  application_id: string | number;
  job_id: string | number;
  job_title: string | null;
  employer_id: string | number;
  practice_name: string;
  is_confidential: boolean;
  seeker_name: string;
  seeker_email: string;
  seeker_username: string;
  feedback_reasons: string[] | string;
  feedback_message: string | null;
  feedback_at: string | null;
};

const asList = (value: string[] | string): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : value);

/** The application (by id) when it is to a posting of the employer; null otherwise. */
export async function findFeedbackTarget(db: Database, employerId: number, applicationId: number): Promise<FeedbackTarget | null> {
  const result = await db.execute<FeedbackTargetRaw>(sql`
    select a.id as application_id, a.job_id, j.name as job_title, j.employer_id, e.practice_name, j.is_confidential,
           u.name as seeker_name, u.email as seeker_email, u.username as seeker_username,
           array_to_json(a.feedback_reasons) as feedback_reasons, a.feedback_message,
           to_char(a.feedback_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as feedback_at
    from applications a
    join jobs j on j.id = a.job_id
    join employers e on e.user_id = j.employer_id
    join users u on u.id = a.user_id
    where a.id = ${applicationId} and j.employer_id = ${employerId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    applicationId: Number(row.application_id),
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    employerId: Number(row.employer_id),
    practiceName: row.practice_name,
    isConfidential: row.is_confidential,
    seekerName: row.seeker_name,
    seekerEmail: row.seeker_email,
    seekerUsername: row.seeker_username,
    feedbackReasons: asList(row.feedback_reasons),
    feedbackMessage: row.feedback_message,
    feedbackAt: row.feedback_at ? new Date(row.feedback_at) : null,
  };
}

/** Stores the application's feedback (reasons in the spec's order) and when it was sent. */
export async function saveFeedback(
  db: Database,
  applicationId: number,
  reasons: string[],
  message: string | null,
  at: Date | null,
  /** The team member sending it (ADR 127); null for the practice's own sign-in or its emailed link. */
  byUserId: number | null = null,
): Promise<void> {
  await db
    .update(applications)
    .set({ feedbackReasons: reasons, feedbackMessage: message, feedbackAt: at, feedbackByUserId: byUserId })
    .where(eq(applications.id, applicationId));
}

// ---- the practice's candidate list ----

type CandidateRaw = {
  kind: 'applicant' | 'invitee';
  job_id: string | number;
  job_title: string | null;
  username: string;
  name: string;
  position: string | null;
  city: string | null;
  state: string | null;
  photo_thumbnail_url: string | null;
  application_id: string | number | null;
  invitation_status: InvitationStatus | null;
  date: string;
  reviewed_date: string | null;
  opinion: Opinion | null;
  has_interview: boolean;
  feedback_reasons: string[] | string;
  feedback_message: string | null;
  feedback_at: string | null;
  total: string | number;
};

export type CandidateRow = {
  kind: 'applicant' | 'invitee';
  jobId: number;
  jobTitle: string | null;
  username: string;
  name: string;
  position: string | null;
  city: string | null;
  state: string | null;
  photoThumbnailUrl: string | null;
  applicationId: number | null;
  invitationStatus: InvitationStatus | null;
  date: string;
  reviewedDate: string | null;
  opinion: Opinion | null;
  hasInterview: boolean;
  feedbackReasons: string[];
  feedbackMessage: string | null;
  feedbackAt: Date | null;
};

const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every applicant of the employer's postings and every person it invited who has not applied
 * (withdrawn invitations left out), newest first, with the filters of the candidate review
 * screen. Ownership is in the query: only the employer's postings.
 */
export async function listCandidates(
  db: Database,
  employerId: number,
  query: CandidateListQuery,
  scope?: JobScope,
): Promise<{ rows: CandidateRow[]; total: number }> {
  // A member limited to offices or postings: theirs only (ADR 127).
  const filters: SQL[] = scope ? [jobScopeCondition(scope)] : [];
  if (query.jobId !== undefined) filters.push(sql`c.job_id = ${query.jobId}`);
  const reviewed = sql`(case when c.kind = 'applicant' then c.reviewed_date else r.reviewed_date end)`;
  if (query.review === 'new') filters.push(sql`${reviewed} is null`);
  if (query.review === 'reviewed') filters.push(sql`${reviewed} is not null`);
  if (query.opinion !== undefined) filters.push(sql`r.opinion = ${query.opinion}`);
  if (query.interview === 'true') filters.push(sql`c.has_interview`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

  const result = await db.execute<CandidateRaw>(sql`
    with c as (
      select 'applicant'::text as kind, a.job_id, a.user_id, a.id as application_id, i.status as invitation_status,
             a.created_at as at, a.reviewed_date,
             exists (select 1 from interviews v where v.application_id = a.id and v.status not in ('CANCELED', 'DECLINED')) as has_interview,
             a.feedback_reasons, a.feedback_message, a.feedback_at
      from applications a
      join jobs j on j.id = a.job_id
      left join invitations i on i.id = a.invitation_id
      where j.employer_id = ${employerId}
      union all
      select 'invitee'::text, i.job_id, i.user_id, null::bigint, i.status, i.created_at, null::date, false, '{}'::text[], null::text, null::timestamptz
      from invitations i
      join jobs j on j.id = i.job_id
      where j.employer_id = ${employerId} and i.status <> 'CANCELED'
        and not exists (select 1 from applications a where a.job_id = i.job_id and a.user_id = i.user_id)
    )
    select c.kind, c.job_id, j.name as job_title, u.username, u.name, u.position, u.city, u.state, u.photo_thumbnail_url,
           c.application_id, c.invitation_status, ${isoOf(sql`c.at`)} as date,
           (${reviewed})::text as reviewed_date, r.opinion, c.has_interview,
           array_to_json(c.feedback_reasons) as feedback_reasons, c.feedback_message, ${isoOf(sql`c.feedback_at`)} as feedback_at,
           count(*) over () as total
    from c
    join ${jobs} j on j.id = c.job_id
    join users u on u.id = c.user_id
    left join candidate_records r on r.employer_id = ${employerId} and r.user_id = c.user_id
    ${where}
    order by c.at desc, c.job_id desc, c.user_id desc
    limit ${query.limit} offset ${query.offset}`);

  const rows = result.rows.map((row): CandidateRow => ({
    kind: row.kind,
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    username: row.username,
    name: row.name,
    position: row.position,
    city: row.city,
    state: row.state,
    photoThumbnailUrl: row.photo_thumbnail_url,
    applicationId: row.application_id === null ? null : Number(row.application_id),
    invitationStatus: row.invitation_status,
    date: row.date,
    reviewedDate: row.reviewed_date,
    opinion: row.opinion,
    hasInterview: row.has_interview,
    feedbackReasons: asList(row.feedback_reasons),
    feedbackMessage: row.feedback_message,
    feedbackAt: row.feedback_at ? new Date(row.feedback_at) : null,
  }));
  // Past the last page the window count is gone: count again without paging.
  let total = result.rows.length > 0 ? Number(result.rows[0].total) : 0;
  if (result.rows.length === 0 && query.offset > 0) total = (await listCandidates(db, employerId, { ...query, offset: 0, limit: 1 }, scope)).total;
  return { rows, total };
}

// ---- reminders ----

export type ReminderRow = {
  applicationId: number;
  jobId: number;
  jobTitle: string | null;
  username: string;
  seekerName: string;
  practiceEmail: string;
  practiceName: string;
};

type ReminderRaw = {
  application_id: string | number;
  job_id: string | number;
  job_title: string | null;
  username: string;
  seeker_name: string;
  practice_email: string;
  practice_name: string;
};

/**
 * Claims the reminders due at `now`: applications to live-or-not postings that the practice has
 * not opened within `afterDays` days and was not reminded about. The claim (review_reminded_at)
 * is written in the same statement, so instances never remind twice.
 */
export async function claimDueReviewReminders(db: Database, now: Date, afterDays: number): Promise<ReminderRow[]> {
  const at = now.toISOString();
  const result = await db.execute<ReminderRaw>(sql`
    update applications a set review_reminded_at = ${at}::timestamptz
    from jobs j, users p, employers e, users s
    where j.id = a.job_id and p.id = j.employer_id and e.user_id = j.employer_id and s.id = a.user_id
      and a.reviewed_date is null and a.review_reminded_at is null
      and a.created_at <= ${at}::timestamptz - make_interval(days => ${afterDays})
    returning a.id as application_id, a.job_id, j.name as job_title, s.username, s.name as seeker_name, p.email as practice_email, e.practice_name`);
  return result.rows.map((row) => ({
    applicationId: Number(row.application_id),
    jobId: Number(row.job_id),
    jobTitle: row.job_title,
    username: row.username,
    seekerName: row.seeker_name,
    practiceEmail: row.practice_email,
    practiceName: row.practice_name,
  }));
}
