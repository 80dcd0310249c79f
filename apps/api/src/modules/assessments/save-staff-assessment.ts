import type { AssessmentAnswer, StaffAssessmentKind } from '@chairside/domain/assessments/catalog';
import type { SkillEntry } from '@chairside/domain/assessments/skills';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findStaffId, rateResumeSkills, saveStaffResult } from './assessments-repository';
import { assessmentAnswerOf } from './assessment-view';
import { INSTRUMENTS, checkVersion } from './instruments';

/**
 * PUT users/staff/{id}/{kind}: checks complete answers against the current bank (400 naming the
 * field; another version: 409 version), scores them and stores the result with its version,
 * replacing the previous one and clearing saved progress. The skills assessment also rates the
 * resume's skills of the same name.
 */
export async function saveStaffAssessment(ctx: AppContext, username: string, kind: StaffAssessmentKind, body: { version?: number }): Promise<AssessmentAnswer> {
  const userId = await findStaffId(ctx.db, username);
  if (userId === null) throw notFound('That job seeker');
  const version = checkVersion(kind, body.version);
  const scored = INSTRUMENTS[kind].score(body as never);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await saveStaffResult(tx, userId, kind, { ...scored, version }, now);
    if (kind === 'skills') await rateResumeSkills(tx, userId, scored.answers.skills as SkillEntry[]);
  });
  return assessmentAnswerOf(kind, { ...scored, version, completedDate: now.toISOString() }, null);
}
