import type { MatchCriteriaAnswer } from '@chairside/domain/match-criteria';
import type { AppContext } from '../../platform/context';
import { findCriteria } from './matching-repository';
import { employerIdOf, requireOwnPosting } from './require-own-posting';

/** GET match-criteria/{jobId}: the posting's criteria, or criteria null when none were set. */
export async function getMatchCriteria(ctx: AppContext, username: string, jobId: number): Promise<MatchCriteriaAnswer> {
  const employerId = await employerIdOf(ctx, username);
  await requireOwnPosting(ctx, employerId, jobId);
  const stored = await findCriteria(ctx.db, jobId);
  return { jobId, criteria: stored?.criteria ?? null, updatedAt: stored?.updatedAt ?? null };
}
