import { ALERTS_PER_PERSON_MAX, DEFAULT_ALERT_RADIUS } from '@chairside/domain/job-alert-rules';
import type { JobAlert, NewJobAlert } from '@chairside/domain/job-alerts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { alertValuesOf } from './alert-values';
import { jobAlertOf } from './job-alert-view';
import { countAlertsOfUser, insertAlert, loadAlertSettings } from './job-alerts-repository';
import { requireOwnerAccount } from './require-owner-account';

/**
 * POST users/{id}/job-alerts: a signed-in person saves a search as an alert, confirmed at once
 * (their address is known). Without a radius: the profile's alert radius.
 */
export async function saveJobAlert(ctx: AppContext, username: string, input: NewJobAlert): Promise<JobAlert> {
  const owner = await requireOwnerAccount(ctx, username);
  const radius = input.radius ?? (await loadAlertSettings(ctx.db, owner.id)).radius ?? DEFAULT_ALERT_RADIUS;
  const values = await alertValuesOf(ctx.db, { ...input, radius });
  if ((await countAlertsOfUser(ctx.db, owner.id)) >= ALERTS_PER_PERSON_MAX)
    throw new AppError('CONFLICT', `You can keep up to ${ALERTS_PER_PERSON_MAX} job alerts. Delete one to add another.`, { field: 'position' });
  return jobAlertOf(await insertAlert(ctx.db, { userId: owner.id }, values, ctx.clock.now()));
}
