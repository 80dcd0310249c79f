import { ALERTS_PER_PERSON_MAX, DEFAULT_ALERT_RADIUS, describeAlert, type AlertType, type AlertFrequency } from '@chairside/domain/job-alert-rules';
import type { VisitorJobAlertInput } from '@chairside/domain/job-alerts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { alertValuesOf } from './alert-values';
import { countAlertsOfEmail } from './job-alerts-repository';
import { jobAlertConfirmationEmail } from './job-alert-emails';

/**
 * The confirmation link carries the whole request (signed), so nothing is stored until the
 * address is confirmed: an unconfirmed request leaves no row behind.
 */
export type PendingAlert = { email: string; position: string; zip: string; radius: number; type: AlertType; keyword: string; frequency: AlertFrequency };

const CONFIRM_PAGE = '/job-alerts/confirm/';

/**
 * POST job-alerts: a visitor asks for an alert (without radius: DEFAULT_ALERT_RADIUS). The limits
 * were counted before; the ZIP is checked; an email with a confirmation link goes to the address
 * (double opt-in). 202, with the alert in words.
 */
export async function requestVisitorAlert(
  ctx: AppContext,
  input: VisitorJobAlertInput,
): Promise<{ email: string; summary: string; status: 'CONFIRMATION_SENT' }> {
  const values = await alertValuesOf(ctx.db, { ...input, radius: input.radius ?? DEFAULT_ALERT_RADIUS });
  if ((await countAlertsOfEmail(ctx.db, input.email)) >= ALERTS_PER_PERSON_MAX)
    throw new AppError('CONFLICT', `This address already has ${ALERTS_PER_PERSON_MAX} job alerts. Unsubscribe from one to add another.`, { field: 'email' });
  const pending: PendingAlert = {
    email: input.email,
    position: values.position,
    zip: values.zip ?? '',
    radius: values.radius,
    type: values.type,
    keyword: values.keyword ?? '',
    frequency: values.frequency,
  };
  const link = ctx.signedLinks.link('job-alert-confirm', pending, CONFIRM_PAGE, { ttlMs: SIGNED_LINK_TTL_MS['job-alert-confirm'] });
  const summary = describeAlert(values);
  await ctx.mailer.send({ to: input.email, ...jobAlertConfirmationEmail.render({ summary, confirmUrl: link }) });
  return { email: input.email, summary, status: 'CONFIRMATION_SENT' };
}
