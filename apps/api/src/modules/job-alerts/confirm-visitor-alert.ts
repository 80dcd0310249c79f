import { ALERTS_PER_PERSON_MAX, describeAlert, type AlertFrequency, type AlertType } from '@chairside/domain/job-alert-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { SignedLinkSubject } from '../../platform/signed-links';
import { alertValuesOf } from './alert-values';
import { countAlertsOfEmail, findSameVisitorAlert, insertAlert } from './job-alerts-repository';
import type { PendingAlert } from './request-visitor-alert';

function pendingOf(subject: SignedLinkSubject): PendingAlert {
  const { email, position, zip, radius, type, keyword, frequency } = subject;
  if (typeof email !== 'string' || typeof position !== 'string' || typeof zip !== 'string' || typeof radius !== 'number')
    throw new AppError('LINK_INVALID', 'This link is not valid: open it again from the email.', { field: 'token' });
  return { email, position, zip, radius, type: type as AlertType, keyword: String(keyword ?? ''), frequency: (frequency as AlertFrequency) ?? 'DAILY' };
}

/**
 * POST job-alerts/confirm/{token}: the visitor confirms from the email; the alert is stored and
 * answered. Confirming again answers the same alert (nothing is added).
 */
export async function confirmVisitorAlert(ctx: AppContext, token: string): Promise<{ email: string; summary: string; status: 'CONFIRMED' }> {
  const link = ctx.signedLinks.verify(token, 'job-alert-confirm');
  const pending = pendingOf(link.subject);
  const values = await alertValuesOf(
    ctx.db,
    { position: pending.position, zip: pending.zip || null, radius: pending.radius, type: pending.type, keyword: pending.keyword || null },
    pending.frequency,
  );
  const existing = await findSameVisitorAlert(ctx.db, pending.email, values);
  if (!existing) {
    if ((await countAlertsOfEmail(ctx.db, pending.email)) >= ALERTS_PER_PERSON_MAX)
      throw new AppError('CONFLICT', `This address already has ${ALERTS_PER_PERSON_MAX} job alerts. Unsubscribe from one to add another.`, { field: 'token' });
    await insertAlert(ctx.db, { email: pending.email }, values, ctx.clock.now());
  }
  return { email: pending.email, summary: describeAlert(values), status: 'CONFIRMED' };
}
