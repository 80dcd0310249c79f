import { DEFAULT_ALERT_RADIUS } from '@chairside/domain/job-alert-rules';
import type { AlertSettings } from '@chairside/domain/job-alerts';
import type { AppContext } from '../../platform/context';
import { loadAlertSettings, saveAlertSettings } from './job-alerts-repository';
import { requireOwnerAccount } from './require-owner-account';

/** GET users/{id}/job-alert-settings: emailAlerts and radius (DEFAULT_ALERT_RADIUS until chosen). */
export async function getAlertSettings(ctx: AppContext, username: string): Promise<AlertSettings> {
  const owner = await requireOwnerAccount(ctx, username);
  const stored = await loadAlertSettings(ctx.db, owner.id);
  return { emailAlerts: stored.emailAlerts, radius: stored.radius ?? DEFAULT_ALERT_RADIUS };
}

/** PUT users/{id}/job-alert-settings: both saved together. */
export async function updateAlertSettings(ctx: AppContext, username: string, settings: AlertSettings): Promise<AlertSettings> {
  const owner = await requireOwnerAccount(ctx, username);
  await saveAlertSettings(ctx.db, owner.id, settings, ctx.clock.now());
  return getAlertSettings(ctx, username);
}
