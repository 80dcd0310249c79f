import type { JobAlert, JobAlertUpdate } from '@chairside/domain/job-alerts';
import type { AppContext } from '../../platform/context';
import { alertValuesOf } from './alert-values';
import { jobAlertOf } from './job-alert-view';
import { updateAlertOf } from './job-alerts-repository';
import { alertNotFound, requireOwnerAccount } from './require-owner-account';

/** PUT users/{id}/job-alerts/{alertId}: the whole alert again (criteria, frequency, paused); someone else's: 404. */
export async function updateJobAlert(ctx: AppContext, username: string, alertId: number, input: JobAlertUpdate): Promise<JobAlert> {
  const owner = await requireOwnerAccount(ctx, username);
  const values = await alertValuesOf(ctx.db, input);
  const row = await updateAlertOf(ctx.db, owner.id, alertId, { ...values, isPaused: input.isPaused }, ctx.clock.now());
  if (!row) throw alertNotFound();
  return jobAlertOf(row);
}
