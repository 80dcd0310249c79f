import type { EmployerApplication } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import type { JobScope } from '../../platform/team-access';
import { loadProfileScores } from '../profiles/public-api';
import { verifiedCredentialsByUser } from '../credentials/public-api';
import { type ApplicantRow, listApplicants } from './applications-repository';
import { employerApplicationOf } from './application-views';
import { requireEmployerAccount } from './require-accounts';

/** Applicant rows with each applicant's completeness score. */
export async function withScores(ctx: AppContext, rows: ApplicantRow[]): Promise<EmployerApplication[]> {
  const ids = rows.map((row) => row.userId);
  const [scores, credentials] = await Promise.all([loadProfileScores(ctx.db, ids), verifiedCredentialsByUser(ctx.db, ids)]);
  return rows.map((row) => ({ ...employerApplicationOf(row, scores.get(row.userId)), verifiedCredentials: credentials.get(row.userId) ?? [] }));
}

/** GET users/employers/{id}/applications: applications to every posting of the practice (a scoped member's only, ADR 116), newest first. */
export async function listEmployerApplications(
  ctx: AppContext,
  username: string,
  page: { limit: number; offset: number },
  scope?: JobScope,
): Promise<EmployerApplication[]> {
  const employer = await requireEmployerAccount(ctx, username);
  return withScores(ctx, await listApplicants(ctx.db, employer.id, { ...page, scope }));
}
