import { describeAlert } from '@chairside/domain/job-alert-rules';
import type { JobAlert } from '@chairside/domain/job-alerts';
import type { AlertRow } from './job-alerts-repository';

/** An alert as the API answers it. */
export function jobAlertOf(row: AlertRow): JobAlert {
  return {
    id: row.id,
    position: row.position,
    zip: row.zip,
    radius: row.radius,
    type: row.type,
    keyword: row.keyword,
    frequency: row.frequency,
    isPaused: row.isPaused,
    summary: describeAlert(row),
    createdDate: new Date(row.createdAt).toISOString(),
    lastSentDate: row.lastSentAt ? new Date(row.lastSentAt).toISOString() : null,
  };
}
