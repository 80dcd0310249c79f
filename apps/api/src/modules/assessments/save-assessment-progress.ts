import type { AssessmentAnswer, AssessmentKind, ProgressInput } from '@chairside/domain/assessments/catalog';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findEmployerUserId, findStaffId, loadEmployerCulture, loadStaffResults, saveProgress } from './assessments-repository';
import { assessmentAnswerOf } from './assessment-view';
import { checkProgressFields, checkVersion, isStaffKind } from './instruments';

/**
 * PUT users/staff/{id}/{kind}/progress and users/employers/{id}/culture-employer/progress: keeps
 * the answers given so far (replacing the previous save) so the person can leave and come back.
 * Questions and options are checked; missing answers are allowed. The result is not touched.
 */
export async function saveAssessmentProgress(ctx: AppContext, username: string, kind: AssessmentKind, body: ProgressInput): Promise<AssessmentAnswer> {
  const userId = isStaffKind(kind) ? await findStaffId(ctx.db, username) : await findEmployerUserId(ctx.db, username);
  if (userId === null) throw notFound('That account');
  const version = checkVersion(kind, body.version);
  const answers = checkProgressFields(kind, body);
  const now = ctx.clock.now();
  await saveProgress(ctx.db, userId, kind, answers, version, now);
  const stored = isStaffKind(kind) ? (await loadStaffResults(ctx.db, userId, [kind])).get(kind) : await loadEmployerCulture(ctx.db, userId);
  return assessmentAnswerOf(kind, stored, { answers, version, progressDate: now.toISOString() });
}
