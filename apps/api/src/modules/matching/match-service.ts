import type { Database } from '@chairside/db/client';
import { hasCriteria, scoreMatch, type MatchResult } from '@chairside/domain/match-rules';
import { findCandidate, findCriteria, findMatchJob, toMatchCandidate } from './matching-repository';

export type { MatchResult } from '@chairside/domain/match-rules';

/**
 * One applicant's match with a posting: the percent and the criterion-by-criterion breakdown.
 * Null when the posting has no match criteria (or the posting or person does not exist).
 * The caller has checked that the practice owns the posting and may read this person's resume.
 * `today` (YYYY-MM-DD, default: the current day in UTC) decides which certifications have expired.
 */
export async function matchForApplicant(
  db: Database,
  { jobId, username, today }: { jobId: number; username: string; today?: string },
): Promise<MatchResult | null> {
  const stored = await findCriteria(db, jobId);
  if (!stored || !hasCriteria(stored.criteria)) return null;
  const [job, candidate] = await Promise.all([findMatchJob(db, jobId), findCandidate(db, username)]);
  if (!job || !candidate) return null;
  return scoreMatch(stored.criteria, toMatchCandidate(candidate, job), today ?? new Date().toISOString().slice(0, 10));
}
