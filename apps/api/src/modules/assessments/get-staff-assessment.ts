import type { AssessmentAnswer, StaffAssessmentKind } from '@chairside/domain/assessments/catalog';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { mayReadResume } from '../profiles/public-api';
import { findStaffId, loadProgress, loadStaffResults } from './assessments-repository';
import { assessmentAnswerOf } from './assessment-view';

/** Kinds a practice never sees: how a person feels about their current job is theirs alone. */
export const OWNER_ONLY_KINDS: readonly StaffAssessmentKind[] = ['satisfaction'];

/**
 * GET users/staff/{id}/{kind}. The job seeker: everything, saved progress included. A practice
 * that may read the person's resume (the resume rule: public, or the person applied to it or was
 * invited by it): the result only, never satisfaction. Anyone else: 404.
 */
export async function getStaffAssessment(ctx: AppContext, username: string, kind: StaffAssessmentKind, viewer: RequestAuth): Promise<AssessmentAnswer> {
  const userId = await findStaffId(ctx.db, username);
  if (userId === null) throw notFound('That job seeker');
  const owner = viewer.username === username;
  if (!owner) {
    const practiceMayRead = viewer.role === 'employer' && !OWNER_ONLY_KINDS.includes(kind) && (await mayReadResume(ctx.db, username, viewer));
    if (!practiceMayRead) throw new AppError('NOT_FOUND', 'That job seeker was not found.');
  }
  const [results, progress] = await Promise.all([loadStaffResults(ctx.db, userId, [kind]), owner ? loadProgress(ctx.db, userId) : null]);
  return assessmentAnswerOf(kind, results.get(kind), progress?.get(kind), owner);
}
