import type { LatestJobsAnswer } from '@chairside/domain/job-directories';
import { roleByPosition, rolePath } from '@chairside/domain/job-directory-rules';
import type { AppContext } from '../../platform/context';
import { directoryOverview } from './directory-overview';
import { toDirectoryJob } from './directory-views';
import { listDirectoryJobs } from './job-directories-repository';

/** How many of the newest postings the home page lists. */
export const LATEST_JOBS = 6;

/**
 * The home page's view of the live postings: how many there are (the directories' counts, at
 * most SEARCH_CACHE_SECONDS old), each role's count, and this site's newest postings.
 */
export async function getLatestJobs(ctx: AppContext): Promise<LatestJobsAnswer> {
  const overview = await directoryOverview(ctx);
  // The count is not needed: the overview's total is shown.
  const listing = await listDirectoryJobs(ctx.readDb, { ownOnly: true }, ctx.clock.now(), LATEST_JOBS, 0, 0);
  return {
    total: overview.total,
    roles: overview.roles
      .flatMap((entry) => {
        const role = roleByPosition(entry.key);
        return role ? [{ name: `${role.label} Jobs`, path: rolePath(role.slug), count: entry.count }] : [];
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    jobs: listing.rows.map(toDirectoryJob),
  };
}
