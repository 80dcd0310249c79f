import type { InvitationAnswer, InvitationAnswerInput, SignedInvitation } from '@chairside/domain/signed-links';
import type { AppContext } from '../../platform/context';
import { enforceLimits } from '../../platform/request-limits';
import { linkInvalid, type VerifiedSignedLink } from '../../platform/signed-links';
import { loadJobSummaries } from '../jobs/public-api';
import { acceptInvitation } from './accept-invitation';
import { declineInvitation } from './decline-invitation';
import { APPLICATIONS_PER_ADDRESS, APPLICATIONS_PER_PERSON, findAccountById, subjectId, summaryIn } from '../applications/public-api';
import { findInvitationOf } from './invitations-repository';
import { staffInvitationOf } from './invitation-views';

/** The invitation the link was made for, still the job seeker's (else 403 LINK_INVALID). */
async function invitationOfLink(ctx: AppContext, link: VerifiedSignedLink) {
  const userId = subjectId(link.subject, 'userId');
  const invitation = await findInvitationOf(ctx.db, userId, subjectId(link.subject, 'invitationId'));
  const seeker = invitation ? await findAccountById(ctx.db, userId) : null;
  if (!invitation || !seeker) throw linkInvalid();
  const jobs = await loadJobSummaries(ctx.db, [invitation.jobId], ctx.clock.now());
  return { seeker, invitation: staffInvitationOf(invitation, summaryIn(jobs, invitation.jobId)) };
}

/** GET signed/invitation/{token}: the invitation (posting, message, status) for its job seeker, signed out. */
export async function readSignedInvitation(ctx: AppContext, token: string): Promise<SignedInvitation> {
  const link = ctx.signedLinks.verify(token, 'invitation-answer');
  const { invitation } = await invitationOfLink(ctx, link);
  return { invitation, isAnswered: await ctx.signedLinks.isUsed(link), expiresAt: link.expiresAt.toISOString() };
}

/**
 * POST signed/invitation/{token} {answer, message, answers}: accepts (applies with the message and
 * the screening answers, every rule of applying holds and the limits of applying count) or
 * declines, through the same use cases as the signed-in calls. The link answers once (409 LINK_USED); an answer refused (e.g.
 * 409 PROFILE_INCOMPLETE) leaves the link usable. Answered in the app already: 409 status.
 */
export async function answerSignedInvitation(ctx: AppContext, clientAddress: string, token: string, input: InvitationAnswerInput): Promise<InvitationAnswer> {
  const link = ctx.signedLinks.verify(token, 'invitation-answer');
  const { seeker, invitation } = await invitationOfLink(ctx, link);
  return ctx.signedLinks.useOnce(link, async () => {
    if (input.answer === 'DECLINE') return { invitation: await declineInvitation(ctx, seeker.username, invitation.invitationId), applicationId: null };
    await enforceLimits(ctx, [
      [APPLICATIONS_PER_PERSON, seeker.username],
      [APPLICATIONS_PER_ADDRESS, clientAddress],
    ]);
    const application = await acceptInvitation(ctx, seeker.username, invitation.invitationId, { message: input.message, answers: input.answers });
    const { invitation: accepted } = await invitationOfLink(ctx, link);
    return { invitation: accepted, applicationId: application.applicationId };
  });
}
