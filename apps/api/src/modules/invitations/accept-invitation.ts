import type { AcceptInvitationInput, Application } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { requireOpenInvitation } from './require-open-invitation';
import { requireStaffAccount, submitApplication } from '../applications/public-api';

/**
 * POST users/staff/{id}/invitations/{invitationId}/accept {message, answers}: accepting is applying
 * to the posting with that message and answers to its screening questions (every rule of applying
 * holds, the questions too: a 'no' to a deal-breaker is flagged to the practice); the invitation
 * becomes ACCEPTED and is linked to the application in the same transaction.
 */
export async function acceptInvitation(ctx: AppContext, username: string, invitationId: number, input: AcceptInvitationInput): Promise<Application> {
  const seeker = await requireStaffAccount(ctx, username);
  const invitation = await requireOpenInvitation(ctx, seeker, invitationId);
  return submitApplication(ctx, seeker, invitation.jobId, input.message, input.answers);
}
