import { APPLICATIONS_PAGE_MAX, type EmployerApplication } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { listApplicants } from './applications-repository';
import { withScores } from './list-employer-applications';
import { requireEmployerAccount } from './require-accounts';
import { requireOwnJob } from './require-own-job';

/** GET users/employers/{id}/applications/{jobId}: one posting's applicants, newest first (another practice's posting: 404). */
export async function listJobApplicants(ctx: AppContext, username: string, jobId: number): Promise<EmployerApplication[]> {
  const employer = await requireEmployerAccount(ctx, username);
  await requireOwnJob(ctx, employer.id, jobId);
  return withScores(ctx, await listApplicants(ctx.db, employer.id, { jobId, limit: APPLICATIONS_PAGE_MAX, offset: 0 }));
}
