import type { FlaggedJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { listFlaggedJobs as loadFlaggedJobs, loadFlags } from './job-activity-repository';

const REVIEW_LIST_LIMIT = 200;
const FLAGS_SHOWN = 10;

/** The admins' review list: reported postings, the most recently reported first, with their latest reports. */
export async function listFlaggedJobs(ctx: AppContext): Promise<FlaggedJob[]> {
  const rows = await loadFlaggedJobs(ctx.db, REVIEW_LIST_LIMIT);
  const flags = await loadFlags(ctx.db, rows.map((row) => row.jobId));
  return rows.map((row) => ({
    jobId: row.jobId,
    name: row.name,
    position: row.position,
    status: row.status,
    employer: { username: row.employerUsername, practiceName: row.practiceName },
    flagCount: row.flagCount,
    lastFlaggedAt: row.lastFlaggedAt,
    flags: flags
      .filter((flag) => flag.jobId === row.jobId)
      .slice(0, FLAGS_SHOWN)
      .map((flag) => ({ reason: flag.reason, reporter: flag.reporter, createdAt: flag.createdAt.toISOString() })),
  }));
}
