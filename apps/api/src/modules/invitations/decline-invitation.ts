import type { StaffInvitation } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/public-api';
import { respondToInvitation } from './invitations-repository';
import { staffInvitationOf } from './invitation-views';
import { requireStaffAccount, summaryIn } from '../applications/public-api';
import { requireOpenInvitation } from './require-open-invitation';

/** POST users/staff/{id}/invitations/{invitationId}/decline: a pending invitation becomes DECLINED. */
export async function declineInvitation(ctx: AppContext, username: string, invitationId: number): Promise<StaffInvitation> {
  const seeker = await requireStaffAccount(ctx, username);
  const invitation = await requireOpenInvitation(ctx, seeker, invitationId);
  const now = ctx.clock.now();
  if ((await respondToInvitation(ctx.db, invitation.id, 'DECLINED', now)) === null)
    throw new AppError('CONFLICT', 'This invitation was answered or withdrawn meanwhile.', { field: 'status' });
  const jobs = await loadJobSummaries(ctx.db, [invitation.jobId], now);
  return staffInvitationOf({ ...invitation, status: 'DECLINED', respondedAt: now }, summaryIn(jobs, invitation.jobId));
}
