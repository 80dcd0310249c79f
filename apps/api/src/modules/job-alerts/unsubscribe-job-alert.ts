import { describeAlert } from '@chairside/domain/job-alert-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { deleteAlert, findAlert } from './job-alerts-repository';

export const UNSUBSCRIBE_PAGE = '/job-alerts/unsubscribe/';
export const ONE_CLICK_PATH = '/api9/job-alerts/unsubscribe/';

/** The signed token of an alert's unsubscribe links (page and one-click), working for a year. */
export function unsubscribeToken(ctx: AppContext, alertId: number): string {
  return ctx.signedLinks.create('alerts-optout', { alertId }, { ttlMs: SIGNED_LINK_TTL_MS['alerts-optout'] });
}

function alertIdOf(ctx: AppContext, token: string): number {
  const { subject } = ctx.signedLinks.verify(token, 'alerts-optout');
  if (typeof subject.alertId !== 'number') throw new AppError('LINK_INVALID', 'This link is not valid: open it again from the email.', { field: 'token' });
  return subject.alertId;
}

const gone = () => new AppError('NOT_FOUND', 'This job alert was already removed: no more emails will be sent for it.', { field: 'token' });

/** GET job-alerts/unsubscribe/{token}: what the link would stop (the page asks before doing it). */
export async function describeUnsubscribe(ctx: AppContext, token: string): Promise<{ summary: string; email: string; status: 'ACTIVE' }> {
  const alert = await findAlert(ctx.db, alertIdOf(ctx, token));
  if (!alert) throw gone();
  return { summary: describeAlert(alert), email: alert.ownerEmail, status: 'ACTIVE' };
}

/**
 * POST job-alerts/unsubscribe/{token}: the alert is deleted, so it sends nothing more. The same
 * call serves the email's one-click unsubscribe (RFC 8058: a POST with
 * List-Unsubscribe=One-Click) and the page's button. Again: 200 all the same.
 */
export async function unsubscribeJobAlert(ctx: AppContext, token: string): Promise<{ summary: string | null; status: 'UNSUBSCRIBED' }> {
  const alertId = alertIdOf(ctx, token);
  const alert = await findAlert(ctx.db, alertId);
  if (alert) await deleteAlert(ctx.db, alertId);
  return { summary: alert ? describeAlert(alert) : null, status: 'UNSUBSCRIBED' };
}
