import { CANDIDATE_LOOKUP_LIMIT, type CandidateSuggestion } from '@chairside/domain/hiring';
import { positionLabel } from '@chairside/domain/positions';
import type { AppContext } from '../../platform/context';
import type { RequestLimit } from '../../platform/request-limits';
import { findInvitableCandidates } from './candidate-lookup-repository';
import { requireEmployerAccount } from '../applications/public-api';

/**
 * GET users/employers/{id}/candidates/lookup?q=: the practice types a name or an email and gets
 * the job seekers it may invite (ADR 33): a name matches anywhere in it, an email only exactly.
 * Nobody's email is ever answered, so typing a guess shows no more than inviting would.
 */
export async function findCandidates(ctx: AppContext, employerUsername: string, query: string): Promise<CandidateSuggestion[]> {
  const employer = await requireEmployerAccount(ctx, employerUsername);
  const rows = await findInvitableCandidates(ctx.db, employer.id, query.trim(), CANDIDATE_LOOKUP_LIMIT);
  return rows.map((row) => ({ ...row, positionLabel: positionLabel(row.position) }));
}

/** Suggestions come as a person types: generous, but an email cannot be tried at scale. */
export const CANDIDATE_LOOKUPS_PER_PERSON: RequestLimit = {
  name: 'candidate-lookups:person',
  limit: 600,
  windowSeconds: 3600,
  message: (wait) => `You have searched for many people in the last hour. You can search again in ${wait}.`,
};
