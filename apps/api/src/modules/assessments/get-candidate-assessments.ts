import type { CultureTheme, CultureProfile } from '@chairside/domain/assessments/culture';
import { FIT_EXPLANATION, cultureFit } from '@chairside/domain/assessments/culture-fit';
import type { CandidateAssessments } from '@chairside/domain/assessments/candidate-view';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { mayReadResume } from '../profiles/public-api';
import { findEmployerUserId, findStaffId, loadEmployerCulture, loadStaffResults } from './assessments-repository';
import { OWNER_ONLY_KINDS } from './get-staff-assessment';

const SHARED_KINDS = (['disc', 'emotions', 'values', 'culture', 'alignment', 'skills'] as const).filter((kind) => !OWNER_ONLY_KINDS.includes(kind));

type CultureSide = { profile: CultureProfile; choices: Record<string, CultureTheme> };

/**
 * GET users/employers/{id}/candidates/{username}/assessments: a candidate's results as the
 * practice sees them, and the culture fit between the practice's culture assessment and the
 * candidate's. Only when the practice may read the candidate's resume (the resume rule); 404
 * otherwise. Satisfaction is never shown.
 */
export async function getCandidateAssessments(ctx: AppContext, practice: RequestAuth, username: string): Promise<CandidateAssessments> {
  const hidden = () => new AppError('NOT_FOUND', 'That candidate was not found.', { field: 'candidate' });
  const [staffId, employerId] = await Promise.all([findStaffId(ctx.db, username), findEmployerUserId(ctx.db, practice.username)]);
  if (staffId === null || employerId === null || !(await mayReadResume(ctx.db, username, practice))) throw hidden();
  const [results, practiceCulture] = await Promise.all([loadStaffResults(ctx.db, staffId, SHARED_KINDS), loadEmployerCulture(ctx.db, employerId)]);
  const candidateCulture = results.get('culture')?.result as CultureSide | undefined;
  const fit =
    candidateCulture && practiceCulture ? { ...cultureFit(practiceCulture.result as CultureSide, candidateCulture), explanation: FIT_EXPLANATION } : null;
  return {
    username,
    results: Object.fromEntries(
      SHARED_KINDS.map((kind) => {
        const stored = results.get(kind);
        return [kind, stored ? { completedDate: stored.completedDate, version: stored.version, result: stored.result } : null];
      }),
    ),
    practiceCultureDone: practiceCulture !== null,
    fit,
  };
}
