import { dayOf } from '@chairside/domain/job-posting';
import type { Candidate, CandidateRecord } from '@chairside/domain/candidate-review';
import type { Opinion } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hasHiringLink, loadResumeForPractice } from '../profiles/public-api';
import { type CandidateRecordRow, saveCandidateNote, saveCandidateOpinion, stampCandidateReviewed } from './candidate-review-repository';
import { type Account, findAccount, requireEmployerAccount } from '../applications/public-api';
import { recordResumeView } from '../premium/public-api';

const unknownCandidate = () => new AppError('NOT_FOUND', 'That candidate was not found among your applicants and invitees.', { field: 'username' });

export function candidateRecordOf(username: string, row: CandidateRecordRow | null): CandidateRecord {
  return {
    username,
    reviewedDate: row?.reviewedDate ?? null,
    opinion: row?.opinion ?? null,
    isLike: row?.opinion === 'LIKED',
    isDislike: row?.opinion === 'DISLIKED',
    note: row?.note ?? null,
  };
}

/**
 * The practice and the job seeker it may keep a record of: one who applied to one of its
 * postings or holds its pending or accepted invitation. Anyone else (or no such job seeker) is
 * 404 username, so the call tells nothing about people the practice has no link with.
 */
async function requireCandidate(ctx: AppContext, employerUsername: string, username: string): Promise<{ employer: Account; seeker: Account }> {
  const employer = await requireEmployerAccount(ctx, employerUsername);
  const seeker = await findAccount(ctx.db, username, 'staff');
  if (!seeker || !(await hasHiringLink(ctx.db, employer.username, seeker.id))) throw unknownCandidate();
  return { employer, seeker };
}

/** PUT resumes/{username}/feedback-notes {note}: the practice's private note (null or blank clears it). */
export async function saveFeedbackNote(ctx: AppContext, employerUsername: string, username: string, note: string | null): Promise<CandidateRecord> {
  const { employer, seeker } = await requireCandidate(ctx, employerUsername, username);
  return candidateRecordOf(seeker.username, await saveCandidateNote(ctx.db, employer.id, seeker.id, note));
}

/** PUT resumes/{username}/opinion {opinion}: LIKED, DISLIKED or null, for every posting of the practice. */
export async function setCandidateOpinion(ctx: AppContext, employerUsername: string, username: string, opinion: Opinion | null): Promise<CandidateRecord> {
  const { employer, seeker } = await requireCandidate(ctx, employerUsername, username);
  const row = await saveCandidateOpinion(ctx.db, employer.id, seeker.id, opinion, dayOf(ctx.clock.now()));
  return candidateRecordOf(seeker.username, row);
}

/**
 * GET resumes/{username}/candidate: the candidate record with the resume (public or private: the
 * person applied or was invited). Opening it stamps the record's reviewedDate once.
 */
export async function getCandidate(ctx: AppContext, employerUsername: string, username: string): Promise<Candidate> {
  const { employer, seeker } = await requireCandidate(ctx, employerUsername, username);
  const [row, profile] = await Promise.all([
    stampCandidateReviewed(ctx.db, employer.id, seeker.id, dayOf(ctx.clock.now())),
    loadResumeForPractice(ctx.db, seeker.username),
    recordResumeView(ctx.db, employer.id, seeker.id, ctx.clock.now()),
  ]);
  if (!profile) throw unknownCandidate();
  return { ...candidateRecordOf(seeker.username, row), name: seeker.name, profile };
}
