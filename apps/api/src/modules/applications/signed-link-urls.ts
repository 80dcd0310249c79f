// The signed links of applications' emails (each opens a page that works signed out), and reading a link's subject ids.
import { SIGNED_LINK_PAGES } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_TTL_MS, linkInvalid } from '../../platform/signed-links';

/** The practice's link to one applicant's resume for that posting (the 'new applicant' email). */
export function applicantResumeLink(ctx: AppContext, ids: { applicationId: number; employerId: number }): string {
  return ctx.signedLinks.link('resume-detail', ids, SIGNED_LINK_PAGES.applicant, { ttlMs: SIGNED_LINK_TTL_MS['resume-detail'] });
}

/** Where the signed feedback page lives in the web app. */
export const FEEDBACK_PAGE = '/feedback/';

/** The practice's signed link to give an applicant feedback without signing in (the 'new applicant' email); candidate review answers it. */
export function feedbackLink(ctx: AppContext, ids: { applicationId: number; employerId: number }): string {
  return ctx.signedLinks.link('feedback', ids, FEEDBACK_PAGE, { ttlMs: SIGNED_LINK_TTL_MS.feedback });
}

/** A subject id as a number; a link signed with something else is refused like a changed one. */
export function subjectId(subject: Record<string, string | number>, name: string): number {
  const value = subject[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw linkInvalid();
  return value;
}
