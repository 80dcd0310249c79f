// Scheduling links the practice sent and no one has used to book a time yet (ADR 125): the list,
// sending one again (a fresh link through the notice queue) and withdrawing one (it stops opening;
// the applicant is told politely).
import type { Database } from '@chairside/db/client';
import type { PendingSchedulingLink } from '@chairside/domain/interview-scheduling';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNED_LINK_TTL_MS } from '../../platform/signed-links';
import { findAccountById, notify, requireEmployerAccount } from '../applications/public-api';
import { findPendingLink, listPendingLinks, markLinkCancelled, markLinkSent, type PendingLinkRow } from './scheduling-links-repository';
import { findPostingPractice } from './scheduling-repository';
import { schedulingLinkWithdrawnEmail } from './scheduling-emails';
import { queueSchedulingLink } from './interview-availability';
import { appLink } from '../../platform/app-link';

const TTL_MS = SIGNED_LINK_TTL_MS['interview-scheduling'];
const notPending = () =>
  new AppError('NOT_FOUND', 'That scheduling link was not found among the links waiting for a time: it may be booked or withdrawn.', {
    field: 'requestId',
  });

function viewOf(row: PendingLinkRow, now: Date): PendingSchedulingLink {
  const expiresAt = new Date(row.sentAt.getTime() + TTL_MS);
  return {
    requestId: row.requestId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    applicantName: row.applicantName,
    applicantUsername: row.applicantUsername,
    officeName: row.officeName,
    interviewerName: row.interviewerName,
    sentAt: row.sentAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= now.getTime(),
  };
}

/** GET users/employers/{id}/scheduling-links: the links waiting for a time, newest sent first; expired ones marked. */
export async function listPendingSchedulingLinks(ctx: AppContext, username: string): Promise<PendingSchedulingLink[]> {
  const employer = await requireEmployerAccount(ctx, username);
  const now = ctx.clock.now();
  return (await listPendingLinks(ctx.db, employer.id)).map((row) => viewOf(row, now));
}

async function pendingOrThrow(ctx: AppContext, username: string, requestId: number): Promise<{ row: PendingLinkRow; employerId: number }> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findPendingLink(ctx.db, employer.id, requestId);
  if (!row) throw notPending();
  return { row, employerId: employer.id };
}

/** POST users/employers/{id}/scheduling-links/{requestId}/resend: the applicant is emailed a fresh link (30 days from now). */
export async function resendSchedulingLink(ctx: AppContext, username: string, requestId: number): Promise<PendingSchedulingLink> {
  const { row } = await pendingOrThrow(ctx, username, requestId);
  const applicant = await findAccountById(ctx.db, row.applicantId);
  if (!applicant) throw notPending();
  const posting = await findPostingPractice(ctx.db, row.jobId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await markLinkSent(db, row.requestId, now);
    await queueSchedulingLink(ctx, db, { applicant, jobTitle: row.jobTitle, posting, durationMinutes: row.durationMinutes, requestId: row.requestId });
  });
  return viewOf({ ...row, sentAt: now }, now);
}

/** PUT users/employers/{id}/scheduling-links/{requestId}/cancel: the link stops opening; the applicant is told politely. */
export async function cancelSchedulingLink(ctx: AppContext, username: string, requestId: number): Promise<void> {
  const { row } = await pendingOrThrow(ctx, username, requestId);
  const applicant = await findAccountById(ctx.db, row.applicantId);
  const posting = await findPostingPractice(ctx.db, row.jobId);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await markLinkCancelled(db, row.requestId, ctx.clock.now());
    if (!applicant) return;
    await notify(ctx, db, {
      to: applicant.email,
      email: schedulingLinkWithdrawnEmail.render({
        applicantName: applicant.name,
        jobTitle: row.jobTitle ?? 'a job',
        practiceName: !posting || posting.isConfidential ? null : posting.practiceName,
        url: appLink(ctx, '/app/applications'),
      }),
    });
  });
}
