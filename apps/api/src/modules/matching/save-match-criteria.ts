import type { MatchCriteriaAnswer } from '@chairside/domain/match-criteria';
import type { MatchCriteria } from '@chairside/domain/match-rules';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findCriteria, insertCriteria, upsertCriteria } from './matching-repository';
import { employerIdOf, requireOwnPosting } from './require-own-posting';

/**
 * POST match-criteria/{jobId} (`mode: 'create'`): sets the posting's first criteria; 409 when it has
 * some already. PUT (`mode: 'replace'`): sets them whether or not it had some. The body was
 * validated whole before this runs, so nothing is half-written.
 */
export async function saveMatchCriteria(
  ctx: AppContext,
  username: string,
  jobId: number,
  criteria: MatchCriteria,
  mode: 'create' | 'replace',
): Promise<MatchCriteriaAnswer> {
  const employerId = await employerIdOf(ctx, username);
  await requireOwnPosting(ctx, employerId, jobId);
  if (mode === 'create') {
    const created = await insertCriteria(ctx.db, employerId, jobId, criteria);
    if (!created) throw new AppError('CONFLICT', 'This posting has match criteria already: change them with PUT.', { field: 'jobId' });
  } else {
    await upsertCriteria(ctx.db, employerId, jobId, criteria);
  }
  const stored = await findCriteria(ctx.db, jobId);
  return { jobId, criteria: stored?.criteria ?? criteria, updatedAt: stored?.updatedAt ?? null };
}
