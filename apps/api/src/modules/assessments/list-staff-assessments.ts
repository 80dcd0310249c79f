import { STAFF_ASSESSMENT_KINDS, assessmentStatusOf, type AssessmentSummary } from '@chairside/domain/assessments/catalog';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findStaffId, loadProgress, loadStaffResults } from './assessments-repository';

/** GET users/staff/{id}/assessments: each assessment's state and dates, for the overview screen. */
export async function listStaffAssessments(ctx: AppContext, username: string): Promise<AssessmentSummary[]> {
  const userId = await findStaffId(ctx.db, username);
  if (userId === null) throw notFound('That job seeker');
  const [results, progress] = await Promise.all([loadStaffResults(ctx.db, userId), loadProgress(ctx.db, userId)]);
  return STAFF_ASSESSMENT_KINDS.map((kind) => ({
    kind,
    status: assessmentStatusOf(results.has(kind), progress.has(kind)),
    completedDate: results.get(kind)?.completedDate ?? null,
    progressDate: progress.get(kind)?.progressDate ?? null,
  }));
}
