import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { Account } from '../applications/public-api';
import { findInvitationOf, type InvitationRow } from './invitations-repository';

/** The job seeker's pending invitation; another person's or none: 404; answered or withdrawn: 409 status. */
export async function requireOpenInvitation(ctx: AppContext, seeker: Account, invitationId: number): Promise<InvitationRow> {
  const invitation = await findInvitationOf(ctx.db, seeker.id, invitationId);
  if (!invitation) throw new AppError('NOT_FOUND', 'That invitation was not found.');
  const closed = {
    CANCELED: 'The practice withdrew this invitation.',
    DECLINED: 'You declined this invitation.',
    ACCEPTED: 'You have already accepted this invitation.',
  } as const;
  if (invitation.status !== 'PENDING') throw new AppError('CONFLICT', closed[invitation.status], { field: 'status' });
  return invitation;
}
