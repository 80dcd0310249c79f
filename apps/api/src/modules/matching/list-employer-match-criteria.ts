import type { EmployerMatchCriteria } from '@chairside/domain/match-criteria';
import type { AppContext } from '../../platform/context';
import { listEmployerCriteria } from './matching-repository';
import { employerIdOf } from './require-own-posting';

/** GET users/employers/{id}/match-criteria: the criteria of every posting of the practice that has some. */
export async function listEmployerMatchCriteria(ctx: AppContext, username: string): Promise<EmployerMatchCriteria[]> {
  const employerId = await employerIdOf(ctx, username);
  const rows = await listEmployerCriteria(ctx.db, employerId);
  return rows.map((row) => ({
    jobId: row.jobId,
    criteria: row.criteria,
    updatedAt: row.updatedAt,
    position: row.position,
    title: row.name,
    city: row.city,
    state: row.state,
  }));
}
