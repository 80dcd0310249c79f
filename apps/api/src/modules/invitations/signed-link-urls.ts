// The signed link of the invitation email: it opens a page that works signed out.
import { SIGNED_LINK_PAGES } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';

/** The job seeker's link to answer an invitation (accept or decline, once). */
export function invitationAnswerLink(ctx: AppContext, ids: { invitationId: number; userId: number }): string {
  return ctx.signedLinks.link('invitation-answer', ids, SIGNED_LINK_PAGES.invitation, {
    ttlMs: SIGNED_LINK_TTL_MS['invitation-answer'],
    singleUse: true,
  });
}
