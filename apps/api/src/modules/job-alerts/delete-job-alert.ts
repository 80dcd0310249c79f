import type { AppContext } from '../../platform/context';
import { deleteAlertOf } from './job-alerts-repository';
import { alertNotFound, requireOwnerAccount } from './require-owner-account';

/** DELETE users/{id}/job-alerts/{alertId}: someone else's or unknown: 404. */
export async function deleteJobAlert(ctx: AppContext, username: string, alertId: number): Promise<void> {
  const owner = await requireOwnerAccount(ctx, username);
  if (!(await deleteAlertOf(ctx.db, owner.id, alertId))) throw alertNotFound();
}
