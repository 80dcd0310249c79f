import { jobSlug } from '@chairside/domain/job-slug';
import { positionLabel } from '@chairside/domain/positions';
import type { ReportedJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { countLivePostings, listReportedJobs as loadReportedJobs, loadOpenFlags } from './job-reports-repository';

const QUEUE_LIMIT = 200;
const FLAGS_SHOWN = 10;

/**
 * GET admin/reported-jobs: the administrators' queue: postings still shown that have open
 * reports, the most recently reported first, each with its latest open reports, the posting
 * and its practice.
 */
export async function listReportedJobs(ctx: AppContext): Promise<ReportedJob[]> {
  const rows = await loadReportedJobs(ctx.db, QUEUE_LIMIT);
  const [flags, live] = await Promise.all([
    loadOpenFlags(
      ctx.db,
      rows.map((row) => row.jobId),
    ),
    countLivePostings(ctx.db, [...new Set(rows.map((row) => row.employerId))], ctx.clock.now()),
  ]);
  return rows.map((row) => ({
    jobId: row.jobId,
    name: row.name,
    position: row.position,
    positionLabel: positionLabel(row.position),
    status: row.status,
    city: row.city,
    state: row.state,
    description: row.description,
    path: `/dental-jobs/job/${row.jobId}/${encodeURIComponent(jobSlug(row))}/`,
    postedDate: row.postedDate?.toISOString() ?? null,
    employer: {
      username: row.employerUsername,
      practiceName: row.practiceName,
      email: row.employerEmail,
      memberSince: row.employerSince,
      livePostings: live.get(row.employerId) ?? 0,
      isSuspended: row.isSuspended,
    },
    flagCount: row.flagCount,
    lastFlaggedAt: row.lastFlaggedAt,
    flags: flags
      .filter((flag) => flag.jobId === row.jobId)
      .slice(0, FLAGS_SHOWN)
      .map((flag) => ({ reason: flag.reason, reporter: flag.reporter, hasEmail: flag.hasEmail, createdAt: flag.createdAt.toISOString() })),
  }));
}
