import type { JobFlagInput } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { enforceLimit, type RequestLimit } from '../../platform/request-limits';
import { findUserContact, hasFlagged, saveFlag } from './job-activity-repository';
import { claimFlagAlert, releaseFlagAlert } from './job-reports-repository';
import { findPublishedJob } from './jobs-repository';
import { sendReportsAlert, type NoticeLog } from './report-notices';
import type { Visitor } from './visitor-key';

/** Reports per visitor per hour, over all postings. */
export const FLAGS_PER_HOUR = 20;

/** Open reports (from different visitors) that get a posting emailed to support, once per posting (ADR 72). */
export const FLAGS_TO_ALERT_SUPPORT = 3;

/** Reports by one visitor (the person signed in, else the client address), over all postings (ADR 22). */
const REPORTS_PER_VISITOR: RequestLimit = {
  name: 'job-flags:visitor',
  limit: FLAGS_PER_HOUR,
  windowSeconds: 3600,
  message: (wait) => `You have reported many postings in a short time. Please try again in ${wait}.`,
};

/**
 * A visitor reports a published posting (once; again: the reason is replaced and the report is
 * open again). It joins the administrators' queue; the address given (signed in: else the
 * account's) is thanked when the team takes the posting down. The report that brings the posting
 * to FLAGS_TO_ALERT_SUPPORT open reports emails support, once per posting.
 */
export async function flagJob(ctx: AppContext, visitor: Visitor, jobId: number, input: JobFlagInput, log?: NoticeLog): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  await enforceLimit(ctx, REPORTS_PER_VISITOR, visitor.key);
  const account = visitor.username ? await findUserContact(ctx.db, visitor.username) : null;
  await saveFlag(ctx.db, {
    jobId,
    reporterKey: visitor.key,
    reporterUserId: account?.id ?? null,
    reporterEmail: input.email ?? account?.email ?? null,
    reason: input.reason,
  });
  const alert = await claimFlagAlert(ctx.db, jobId, FLAGS_TO_ALERT_SUPPORT, ctx.clock.now());
  if (alert && !(await sendReportsAlert(ctx, log, { id: jobId, ...alert }))) await releaseFlagAlert(ctx.db, jobId);
  return { flagged: true };
}

/** Whether this visitor has reported the posting. */
export async function getJobFlag(ctx: AppContext, visitor: Visitor, jobId: number): Promise<{ flagged: boolean }> {
  if (!(await findPublishedJob(ctx.db, jobId))) throw notFound('That job posting');
  return { flagged: await hasFlagged(ctx.db, jobId, visitor.key) };
}
