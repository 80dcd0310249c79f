import type { AcceptInvitationInput, Application } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import type { NoticeLog } from './notify';
import { requireOpenInvitation } from './require-open-invitation';
import { requireStaffAccount } from './require-accounts';
import { submitApplication } from './submit-application';

/**
 * POST users/staff/{id}/invitations/{invitationId}/accept {message}: accepting is applying to the
 * posting with that message (every rule of applying holds); the invitation becomes ACCEPTED and
 * is linked to the application in the same transaction.
 */
export async function acceptInvitation(ctx: AppContext, log: NoticeLog, username: string, invitationId: number, input: AcceptInvitationInput): Promise<Application> {
  const seeker = await requireStaffAccount(ctx, username);
  const invitation = await requireOpenInvitation(ctx, seeker, invitationId);
  return submitApplication(ctx, log, seeker, invitation.jobId, input.message);
}
