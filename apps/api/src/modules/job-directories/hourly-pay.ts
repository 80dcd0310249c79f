import type { Database } from '@chairside/db/client';
import { payUnit, summarizePay } from '@chairside/domain/job-directory-rules';
import { listPostedPay } from './job-directories-repository';

/**
 * What the live postings of a position in a state pay by the hour (the median, in cents), as the
 * salary pages count it; null with too few postings stating hourly pay to say.
 */
export async function hourlyPayOf(db: Database, position: string, state: string, now: Date): Promise<number | null> {
  const hourly = (await listPostedPay(db, { position, states: [state] }, now)).filter((posting) => payUnit(posting.payCode) === 'HOUR');
  const summary = summarizePay(hourly);
  return summary?.isShown ? summary.median : null;
}
