import { employerProfileGaps, type EmployerDashboard } from '@chairside/domain/employer-profile';
import type { AppContext } from '../../platform/context';
import type { JobScope } from '../../platform/team-access';
import { countNewApplicants } from '../applications/public-api';
import { summarisePostings } from '../jobs/public-api';
import { loadOfficeViews } from '../offices/public-api';
import { requireEmployerRecord } from './require-employer';

/**
 * The employer dashboard: live, draft, credit and filled postings, postings expiring within a
 * week, free slots, new applicants (applications not opened yet) and the profile's gaps. A member
 * limited to offices or postings counts theirs only (ADR 127).
 */
export async function getDashboard(ctx: AppContext, username: string, scope?: JobScope): Promise<EmployerDashboard> {
  const employer = await requireEmployerRecord(ctx, username);
  const [postings, offices, newApplicants] = await Promise.all([
    summarisePostings(ctx.db, employer.id, ctx.clock.now(), scope),
    loadOfficeViews(ctx.db, employer.id),
    countNewApplicants(ctx.db, employer.id, scope),
  ]);
  return {
    practiceName: employer.practiceName,
    ...postings,
    newApplicants,
    profileGaps: employerProfileGaps({
      ...employer,
      offices: offices.map((office) => ({ hours: office.hours.length, photos: office.photos.length })),
    }),
  };
}
