import type { ApplicantMatch } from '@chairside/domain/match-criteria';
import { compareMatches, hasCriteria, scoreMatch } from '@chairside/domain/match-rules';
import type { AppContext } from '../../platform/context';
import { findCriteria, listApplicantCandidates, toMatchCandidate } from './matching-repository';
import { matchedCandidate } from './list-resume-matches';
import { employerIdOf, requireOwnPosting } from './require-own-posting';
import { dayOf } from './today';

/**
 * GET users/employers/{id}/applications/{jobId}/matches: every applicant of the practice's posting
 * with the match (null without criteria), best first; without criteria, in the order they applied.
 * Applicants are listed whatever their candidate state: they applied themselves.
 */
export async function listApplicantMatches(ctx: AppContext, username: string, jobId: number): Promise<ApplicantMatch[]> {
  const employerId = await employerIdOf(ctx, username);
  const job = await requireOwnPosting(ctx, employerId, jobId);
  const stored = await findCriteria(ctx.db, jobId);
  const criteria = stored && hasCriteria(stored.criteria) ? stored.criteria : null;
  const today = dayOf(ctx.clock.now());
  const scored = (await listApplicantCandidates(ctx.db, jobId)).map((row) => {
    const candidate = toMatchCandidate(row, job);
    return { row, distanceMiles: candidate.distanceMiles, match: criteria ? scoreMatch(criteria, candidate, today) : null };
  });
  if (criteria) scored.sort((a, b) => compareMatches({ match: a.match!, distanceMiles: a.distanceMiles }, { match: b.match!, distanceMiles: b.distanceMiles }));
  return scored.map((entry) => ({
    ...matchedCandidate(entry.row, job, entry.match, entry.distanceMiles),
    appliedDate: entry.row.appliedAt.toISOString(),
  }));
}
