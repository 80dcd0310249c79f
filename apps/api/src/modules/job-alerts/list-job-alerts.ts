import type { JobAlert } from '@chairside/domain/job-alerts';
import type { AppContext } from '../../platform/context';
import { jobAlertOf } from './job-alert-view';
import { listAlertsOf } from './job-alerts-repository';
import { requireOwnerAccount } from './require-owner-account';

/** GET users/{id}/job-alerts: the person's alerts, oldest first. */
export async function listJobAlerts(ctx: AppContext, username: string): Promise<JobAlert[]> {
  const owner = await requireOwnerAccount(ctx, username);
  return (await listAlertsOf(ctx.db, owner.id)).map(jobAlertOf);
}
