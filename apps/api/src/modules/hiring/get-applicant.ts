import { dayOf } from '@chairside/domain/job-posting';
import type { Applicant } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { loadProfileScores, loadResumeForPractice } from '../profiles/public-api';
import { findApplicant, stampReviewed } from './hiring-repository';
import { employerApplicationOf } from './hiring-views';
import { requireEmployerAccount } from './require-accounts';

/**
 * GET users/employers/{id}/applications/{jobId}/{applicant}: one applicant of one of the
 * practice's postings with the whole resume (public or private: the person applied). Opening it
 * stamps reviewedDate with today (YYYY-MM-DD), as the spec's candidate review does.
 */
export async function getApplicant(ctx: AppContext, username: string, jobId: number, applicant: string): Promise<Applicant> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findApplicant(ctx.db, employer.id, jobId, applicant);
  if (!row) throw notFound('That applicant');
  const [review, profile, scores] = await Promise.all([
    stampReviewed(ctx.db, row.id, dayOf(ctx.clock.now())),
    loadResumeForPractice(ctx.db, row.username),
    loadProfileScores(ctx.db, [row.userId]),
  ]);
  if (!profile) throw notFound('That applicant');
  return { ...employerApplicationOf({ ...row, ...review }, scores.get(row.userId)), profile };
}
