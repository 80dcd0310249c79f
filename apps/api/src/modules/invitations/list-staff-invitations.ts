import type { StaffInvitation } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { loadJobSummaries } from '../jobs/public-api';
import { listInvitationsOf } from './invitations-repository';
import { staffInvitationOf } from './invitation-views';
import { requireStaffAccount, summaryIn } from '../applications/public-api';

const STAFF_INVITATIONS_LIMIT = 500;

/** GET users/staff/{id}/invitations: pending first, then the answered ones, newest first; withdrawn ones are left out. */
export async function listStaffInvitations(ctx: AppContext, username: string): Promise<StaffInvitation[]> {
  const seeker = await requireStaffAccount(ctx, username);
  const rows = await listInvitationsOf(ctx.db, seeker.id, STAFF_INVITATIONS_LIMIT);
  const jobs = await loadJobSummaries(
    ctx.db,
    rows.map((row) => row.jobId),
    ctx.clock.now(),
  );
  return rows.map((row) => staffInvitationOf(row, summaryIn(jobs, row.jobId)));
}
