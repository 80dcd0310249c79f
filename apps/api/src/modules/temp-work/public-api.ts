// What other modules may use of temp work: read-only. Profiles shows the temp profile's summary on
// the resume (its owner's view and the views of practices and the public), with the reliability
// score of a professional who has booked shifts behind them.
import type { Database } from '@chairside/db/client';
import { tempProfileSummary } from '@chairside/domain/temp-profile';
import { reliabilityOnRecord } from '../temp-shifts/public-api';
import { loadTempProfilesWithoutExceptions } from './temp-profile-repository';

/** The resume's temp line of each of these job seekers who has a temp profile (tempProfileSummary). */
export async function loadTempSummaries(db: Database, userIds: number[]): Promise<Map<number, string>> {
  const profiles = await loadTempProfilesWithoutExceptions(db, userIds);
  const reliability = await reliabilityOnRecord(db, [...profiles.keys()]);
  return new Map([...profiles].map(([userId, profile]) => [userId, tempProfileSummary(profile, reliability.get(userId) ?? null)]));
}
