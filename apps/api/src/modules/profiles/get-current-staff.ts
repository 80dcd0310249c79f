import type { CurrentStaff } from '@chairside/domain/resume-profile';
import { profileCompleteness } from '@chairside/domain/profile-completeness';
import type { AppContext } from '../../platform/context';
import { requireStaffUser } from './require-staff-user';
import { loadAssessmentResults, loadProfileRow } from './profiles-repository';
import { loadResumeLists } from './resume-items-repository';
import { completenessInputOf, staffProfileOf } from './staff-profile-view';
import { staffAssessmentFieldsOf } from './staff-assessment-fields';
import { loadTempSummaries } from '../temp-work/public-api';

/** The spec's get-current-staff: the whole resume, place, and the completeness score with what is missing. */
export async function getCurrentStaff(ctx: AppContext, username: string): Promise<CurrentStaff> {
  const user = await requireStaffUser(ctx, username);
  const [row, lists, assessments, tempSummaries] = await Promise.all([
    loadProfileRow(ctx.db, user.id),
    loadResumeLists(ctx.db, user.id),
    loadAssessmentResults(ctx.db, user.id),
    loadTempSummaries(ctx.db, [user.id]),
  ]);
  const profile = staffProfileOf(user, row, lists, tempSummaries.get(user.id) ?? null);
  return {
    ...profile,
    email: user.email,
    phone: row?.phone ?? null,
    candidateState: row?.candidateState ?? 'OPEN',
    zip: user.zip,
    lat: user.lat,
    lng: user.lng,
    completeness: profileCompleteness({ ...completenessInputOf(profile), ...assessments }),
    ...staffAssessmentFieldsOf(assessments),
  };
}
