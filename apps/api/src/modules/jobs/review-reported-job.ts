import type { ReviewedReportedJob, ReviewReportedJob } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hidePostings, jobsWithOpenFlags, lockPublishedJob, resolveOpenFlags, suspendPractice, type Reporter } from './job-reports-repository';
import { thankReporters, type NoticeLog } from './report-notices';

type Outcome = { closedReports: number; hiddenPostings: number; reporters: Reporter[] };

/**
 * PUT admin/reported-jobs/{id} {action}, in one transaction:
 * - hide-posting: the posting is taken down (hidden and closed: out of search, its page answers
 *   404) and its open reports close;
 * - dismiss: its open reports close and it stays as it is;
 * - suspend-practice: the practice is suspended (it cannot publish or reopen postings), every
 *   posting of it is taken down, and the open reports of all of them close.
 * Reporters who left an address are thanked by email once a posting is taken down (not on
 * dismiss). A draft or unknown id 404; nothing to act on 409. Audited by the admin area.
 */
export async function reviewReportedJob(ctx: AppContext, jobId: number, input: ReviewReportedJob, log?: NoticeLog): Promise<ReviewedReportedJob> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const job = await lockPublishedJob(tx, jobId);
    if (!job) throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'id' });
    if (input.action === 'dismiss') {
      const resolved = await resolveOpenFlags(tx, [jobId], 'DISMISSED', now);
      if (resolved.closed === 0) throw new AppError('CONFLICT', 'This posting has no open reports to dismiss.', { field: 'id' });
      return { closedReports: resolved.closed, hiddenPostings: 0, reporters: [] };
    }
    if (input.action === 'hide-posting') {
      const hidden = await hidePostings(tx, { jobId }, now);
      const resolved = await resolveOpenFlags(tx, [jobId], 'HIDDEN', now);
      if (hidden.length === 0 && resolved.closed === 0) throw new AppError('CONFLICT', 'This posting is already hidden.', { field: 'id' });
      return { closedReports: resolved.closed, hiddenPostings: hidden.length, reporters: resolved.reporters };
    }
    await suspendPractice(tx, job.employerId, now);
    const hidden = await hidePostings(tx, { employerId: job.employerId }, now);
    const resolved = await resolveOpenFlags(tx, await jobsWithOpenFlags(tx, job.employerId), 'SUSPENDED', now);
    return { closedReports: resolved.closed, hiddenPostings: hidden.length, reporters: resolved.reporters };
  });
  const thankedReporters = await thankReporters(ctx, log, outcome.reporters);
  return { jobId, action: input.action, closedReports: outcome.closedReports, hiddenPostings: outcome.hiddenPostings, thankedReporters };
}
