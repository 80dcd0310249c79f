import type { SignedApplicant } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { linkInvalid } from '../../platform/signed-links';
import { loadProfileScores, loadResumeForPractice } from '../profiles/public-api';
import { findApplicantById } from './applications-repository';
import { employerApplicationOf } from './application-views';
import { subjectId } from './signed-link-urls';

/**
 * GET signed/applicant/{token}: the applicant and resume of one application, as the practice the
 * link was made for sees them in the app, signed out. The application must still belong to that
 * practice's posting (else 403 LINK_INVALID: the link tells nothing about anyone else). Reading
 * from the email does not stamp reviewedDate: opening the applicant in the app does.
 */
export async function readSignedApplicant(ctx: AppContext, token: string): Promise<SignedApplicant> {
  const link = ctx.signedLinks.verify(token, 'resume-detail');
  const row = await findApplicantById(ctx.db, subjectId(link.subject, 'employerId'), subjectId(link.subject, 'applicationId'));
  if (!row) throw linkInvalid();
  const [profile, scores] = await Promise.all([loadResumeForPractice(ctx.db, row.username), loadProfileScores(ctx.db, [row.userId])]);
  if (!profile) throw linkInvalid();
  return { applicant: { ...employerApplicationOf(row, scores.get(row.userId)), profile }, expiresAt: link.expiresAt.toISOString() };
}
