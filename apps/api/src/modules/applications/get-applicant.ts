import { sql } from 'drizzle-orm';
import { dayIn, type Applicant } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { matchForApplicant } from '../matching/public-api';
import { loadProfileScores, loadResumeForPractice } from '../profiles/public-api';
import { findApplicant, findApplicantContact, findCandidateNote, stampReviewed } from './applications-repository';
import { employerApplicationOf } from './application-views';
import { requireEmployerAccount } from './require-accounts';
import { recordResumeView } from '../premium/public-api';
import { verifiedCredentialsOf } from '../credentials/public-api';

/**
 * GET users/employers/{id}/applications/{jobId}/{applicant}: one applicant of one of the
 * practice's postings with the whole resume (public or private: the person applied), how to reach
 * the person (email and phone: they applied) and the practice's private note. Opening it stamps reviewedDate with today (YYYY-MM-DD, the posting office's day) on the
 * application and the candidate record when not set yet (the first review day stays), as the
 * spec's candidate review does. With `withMatch`, the match with the posting (null: no criteria).
 */
export async function getApplicant(ctx: AppContext, username: string, jobId: number, applicant: string, withMatch = false): Promise<Applicant> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findApplicant(ctx.db, employer.id, jobId, applicant);
  if (!row) throw notFound('That applicant');
  const today = dayIn(ctx.clock.now(), row.timeZone);
  const review = await stampReviewed(ctx.db, { id: row.id, employerId: employer.id, userId: row.userId }, today);
  const [profile, contact, scores, note, match, , credentials, missed] = await Promise.all([
    loadResumeForPractice(ctx.db, row.username),
    findApplicantContact(ctx.db, employer.id, row.userId),
    loadProfileScores(ctx.db, [row.userId]),
    findCandidateNote(ctx.db, employer.id, row.userId),
    withMatch ? matchForApplicant(ctx.db, { jobId, username: row.username, today }) : Promise.resolve(undefined),
    recordResumeView(ctx.db, employer.id, row.userId, ctx.clock.now()),
    verifiedCredentialsOf(ctx.db, row.userId),
    ctx.db.execute<{ id: number | string; interview_date: string | Date; name: string | null }>(sql`
      select i.id, i.interview_date, j.name from interviews i
      join interview_outcomes o on o.interview_id = i.id and o.outcome = 'NO_SHOW'
      join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
      where j.employer_id = ${employer.id} and a.user_id = ${row.userId}
      order by i.interview_date desc limit 20`),
  ]);
  if (!profile || !contact) throw notFound('That applicant');
  return {
    ...employerApplicationOf({ ...row, ...review }, scores.get(row.userId)),
    verifiedCredentials: credentials,
    profile,
    contact,
    note,
    missedInterviews: missed.rows.map((m) => ({ interviewId: Number(m.id), interviewDate: new Date(m.interview_date).toISOString(), jobTitle: m.name })),
    ...(withMatch ? { match: match ?? null } : {}),
  };
}
