import { ALERT_NATIONAL_RADIUS, type AlertFrequency } from '@chairside/domain/job-alert-rules';
import type { JobAlertInput } from '@chairside/domain/job-alerts';
import type { Database } from '@chairside/db/client';
import { foldNegations } from '../../platform/web-search-query';
import { requireZip } from '../geo/public-api';
import type { AlertValues } from './job-alerts-repository';

/**
 * The criteria as stored: the ZIP's place looked up (400 zip when unknown); a national alert keeps
 * its ZIP only if given; the keyword as the alert pass's full-text query reads it (a run of minus
 * signs folded, as job search does), none when nothing is left of it.
 */
export async function alertValuesOf(db: Database, input: JobAlertInput, frequency: AlertFrequency = 'DAILY'): Promise<AlertValues> {
  const zip = input.zip ?? null;
  const place = zip ? await requireZip(db, zip) : null;
  if (input.radius !== ALERT_NATIONAL_RADIUS && !place) throw new Error('a local alert without a ZIP passed the schema');
  return {
    position: input.position,
    zip: place?.zip ?? null,
    state: place?.state ?? null,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    radius: input.radius,
    type: input.type ?? 'ANY',
    keyword:
      foldNegations(input.keyword ?? '')
        .replace(/\s+/g, ' ')
        .trim() || null,
    frequency: input.frequency ?? frequency,
  };
}
