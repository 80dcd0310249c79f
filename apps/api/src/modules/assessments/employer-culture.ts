import type { AssessmentAnswer } from '@chairside/domain/assessments/catalog';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { deleteEmployerCulture, deleteProgress, loadEmployerCulture, loadProgress, saveEmployerCulture } from './assessments-repository';
import { assessmentAnswerOf } from './assessment-view';
import { INSTRUMENTS, checkVersion } from './instruments';

/** GET users/employers/{id}/culture-employer: the practice's own culture assessment. */
export async function getEmployerCulture(ctx: AppContext, username: string): Promise<AssessmentAnswer> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That practice');
  const [stored, progress] = await Promise.all([loadEmployerCulture(ctx.db, employerId), loadProgress(ctx.db, employerId)]);
  return assessmentAnswerOf('culture-employer', stored, progress.get('culture-employer'));
}

/** PUT users/employers/{id}/culture-employer: all 12 mirrored culture questions, scored and stored with the version. */
export async function saveEmployerCultureAssessment(ctx: AppContext, username: string, body: { version?: number }): Promise<AssessmentAnswer> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That practice');
  const version = checkVersion('culture-employer', body.version);
  const scored = INSTRUMENTS['culture-employer'].score(body as never);
  const now = ctx.clock.now();
  await ctx.db.transaction((tx) => saveEmployerCulture(tx, employerId, { ...scored, version }, now));
  return assessmentAnswerOf('culture-employer', { ...scored, version, completedDate: now.toISOString() }, null);
}

/** DELETE users/employers/{id}/culture-employer: removes the result and saved progress. */
export async function deleteEmployerCultureAssessment(ctx: AppContext, username: string): Promise<void> {
  const employerId = await requireCallerId(ctx, username, 'employer', 'That practice');
  await ctx.db.transaction(async (tx) => {
    await deleteEmployerCulture(tx, employerId);
    await deleteProgress(tx, employerId, 'culture-employer');
  });
}
