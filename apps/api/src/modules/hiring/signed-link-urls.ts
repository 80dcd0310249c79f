import { SIGNED_LINK_PAGES } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_TTL_MS, linkInvalid } from '../../platform/signed-links';

// The signed links hiring emails carry: each opens a page that works signed out.

/** The practice's link to one applicant's resume for that posting (the 'new applicant' email). */
export function applicantResumeLink(ctx: AppContext, ids: { applicationId: number; employerId: number }): string {
  return ctx.signedLinks.link('resume-detail', ids, SIGNED_LINK_PAGES.applicant, { ttlMs: SIGNED_LINK_TTL_MS['resume-detail'] });
}

/** The job seeker's link to answer an invitation (accept or decline, once). */
export function invitationAnswerLink(ctx: AppContext, ids: { invitationId: number; userId: number }): string {
  return ctx.signedLinks.link('invitation-answer', ids, SIGNED_LINK_PAGES.invitation, {
    ttlMs: SIGNED_LINK_TTL_MS['invitation-answer'],
    singleUse: true,
  });
}

/** The practice's link to record how an interview went (once). */
export function interviewOutcomeLink(ctx: AppContext, ids: { interviewId: number; employerId: number }): string {
  return ctx.signedLinks.link('interview-outcome', ids, SIGNED_LINK_PAGES.interviewOutcome, {
    ttlMs: SIGNED_LINK_TTL_MS['interview-outcome'],
    singleUse: true,
  });
}

/** A subject id as a number; a link signed with something else is refused like a changed one. */
export function subjectId(subject: Record<string, string | number>, name: string): number {
  const value = subject[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw linkInvalid();
  return value;
}
