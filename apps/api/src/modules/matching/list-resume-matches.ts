import type { MatchedCandidate } from '@chairside/domain/match-criteria';
import { DEFAULT_MATCH_RADIUS_MILES, compareMatches, hasCriteria, scoreMatch } from '@chairside/domain/match-rules';
import { PREMIUM_RANK_BOOST } from '@chairside/domain/premium';
import type { AppContext } from '../../platform/context';
import { premiumAmong } from '../premium/public-api';
import { findCriteria, listNearbyCandidates, toMatchCandidate, type CandidateRow, type MatchJob } from './matching-repository';
import { employerIdOf, requireOwnPosting } from './require-own-posting';
import { dayOf } from './today';

/** How many people near a posting are scored before the best `limit` are answered. */
export const RESUME_MATCH_POOL = 500;

export function matchedCandidate(row: CandidateRow, job: MatchJob, match: MatchedCandidate['match'], distanceMiles: number | null): MatchedCandidate {
  return {
    username: row.username,
    name: row.name,
    position: row.position,
    city: row.city,
    state: row.state,
    experience: row.experience,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles),
    isRelocate: row.isRelocate,
    match,
  };
}

/**
 * GET resumes/{jobId}/matches: public resumes of the posting's position near it (within the
 * criteria's distance, or 50 miles), plus people willing to relocate, without anyone not looking;
 * each scored against the posting's criteria, best first (ordered by distance without criteria).
 */
export async function listResumeMatches(
  ctx: AppContext,
  username: string,
  jobId: number,
  page: { limit: number; offset: number },
): Promise<MatchedCandidate[]> {
  const employerId = await employerIdOf(ctx, username);
  const job = await requireOwnPosting(ctx, employerId, jobId);
  if (job.position === null || job.lat === null || job.lng === null) return [];
  const stored = await findCriteria(ctx.db, jobId);
  const criteria = stored && hasCriteria(stored.criteria) ? stored.criteria : null;
  const radius = criteria?.distance?.miles ?? DEFAULT_MATCH_RADIUS_MILES;
  const rows = await listNearbyCandidates(ctx.db, { position: job.position, lat: job.lat, lng: job.lng }, radius, RESUME_MATCH_POOL);
  const today = dayOf(ctx.clock.now());
  const premium = await premiumAmong(
    ctx.db,
    rows.map((row) => row.userId),
    ctx.clock.now(),
  );
  const scored = rows.map((row) => {
    const candidate = toMatchCandidate(row, job);
    return { row, distanceMiles: candidate.distanceMiles, match: criteria ? scoreMatch(criteria, candidate, today) : null };
  });
  // Premium members rank as if their match were PREMIUM_RANK_BOOST points higher (the shown percent stays true).
  const ranked = (entry: (typeof scored)[number]) => ({
    match: { ...entry.match!, percent: entry.match!.percent + (premium.has(entry.row.userId) ? PREMIUM_RANK_BOOST : 0) },
    distanceMiles: entry.distanceMiles,
  });
  scored.sort((a, b) =>
    a.match && b.match ? compareMatches(ranked(a), ranked(b)) : (a.distanceMiles ?? Number.POSITIVE_INFINITY) - (b.distanceMiles ?? Number.POSITIVE_INFINITY),
  );
  return scored.slice(page.offset, page.offset + page.limit).map((entry) => matchedCandidate(entry.row, job, entry.match, entry.distanceMiles));
}
