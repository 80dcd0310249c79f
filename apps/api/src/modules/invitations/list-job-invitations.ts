import type { JobInvitation } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { listInvitationsOfJob } from './invitations-repository';
import { jobInvitationOf } from './invitation-views';
import { requireEmployerAccount, requireOwnJob } from '../applications/public-api';

/** GET jobs/{id}/invitations: the invitations of one of the practice's postings, newest first. */
export async function listJobInvitations(ctx: AppContext, username: string, jobId: number): Promise<JobInvitation[]> {
  const employer = await requireEmployerAccount(ctx, username);
  await requireOwnJob(ctx, employer.id, jobId);
  return (await listInvitationsOfJob(ctx.db, employer.id, jobId)).map(jobInvitationOf);
}
