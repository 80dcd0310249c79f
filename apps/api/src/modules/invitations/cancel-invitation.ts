import type { JobInvitation } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { findAccount, requireEmployerAccount, requireOwnJob } from '../applications/public-api';
import { listInvitationsOfJob, respondToInvitation } from './invitations-repository';
import { jobInvitationOf } from './invitation-views';

/**
 * PUT jobs/{id}/invitations/{username}: the practice withdraws a pending invitation (CANCELED).
 * Again: no change. An accepted or declined one: 409 status. None: 404.
 */
export async function cancelInvitation(ctx: AppContext, username: string, jobId: number, invitee: string): Promise<JobInvitation> {
  const employer = await requireEmployerAccount(ctx, username);
  await requireOwnJob(ctx, employer.id, jobId);
  const seeker = await findAccount(ctx.db, invitee, 'staff');
  const current = async () => (seeker ? (await listInvitationsOfJob(ctx.db, employer.id, jobId, seeker.id))[0] : undefined);
  const invitation = await current();
  if (!invitation) throw notFound('That invitation');
  if (invitation.status === 'PENDING') await respondToInvitation(ctx.db, invitation.id, 'CANCELED', ctx.clock.now());
  // Read again: the job seeker may have answered in the meantime.
  const latest = (await current()) ?? invitation;
  if (latest.status === 'ACCEPTED' || latest.status === 'DECLINED') {
    const answered = latest.status === 'ACCEPTED' ? 'accepted: the job seeker applied' : 'declined';
    throw new AppError('CONFLICT', `This invitation was already ${answered}.`, { field: 'status' });
  }
  return jobInvitationOf(latest);
}
