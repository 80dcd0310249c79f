// What other modules may use of temp work: read-only. Profiles shows the temp profile's summary on
// the resume (its owner's view and the views of practices and the public).
import type { Database } from '@chairside/db/client';
import { tempProfileSummary } from '@chairside/domain/temp-profile';
import { loadTempProfilesWithoutExceptions } from './temp-profile-repository';

/** The resume's temp line of each of these job seekers who has a temp profile (tempProfileSummary). */
export async function loadTempSummaries(db: Database, userIds: number[]): Promise<Map<number, string>> {
  const profiles = await loadTempProfilesWithoutExceptions(db, userIds);
  return new Map([...profiles].map(([userId, profile]) => [userId, tempProfileSummary(profile)]));
}
