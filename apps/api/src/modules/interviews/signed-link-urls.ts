// The signed link of the interview-outcome email: it opens a page that works signed out.
import { SIGNED_LINK_PAGES } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';

/** The practice's link to record how an interview went (once). */
export function interviewOutcomeLink(ctx: AppContext, ids: { interviewId: number; employerId: number }): string {
  return ctx.signedLinks.link('interview-outcome', ids, SIGNED_LINK_PAGES.interviewOutcome, {
    ttlMs: SIGNED_LINK_TTL_MS['interview-outcome'],
    singleUse: true,
  });
}

/** The candidate's link to pick, move or cancel an interview time (ADR 117): used again and again for 30 days. */
export function schedulingLink(ctx: AppContext, requestId: number): string {
  return ctx.signedLinks.link('interview-scheduling', { requestId }, SIGNED_LINK_PAGES.interviewScheduling, {
    ttlMs: SIGNED_LINK_TTL_MS['interview-scheduling'],
  });
}
