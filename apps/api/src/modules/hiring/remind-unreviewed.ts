import { REVIEW_REMINDER_AFTER_DAYS } from '@chairside/domain/candidate-review';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { claimDueReviewReminders } from './candidate-review-repository';
import { appLink, notify } from './notify';

export const REVIEW_REMINDER_TASK = 'hiring:review-reminders';
/** How often the task looks (an application waits 3 days to 3 days and an hour). */
export const REVIEW_REMINDER_EVERY_MS = 60 * 60_000;

/**
 * One pass: an email to the practice about each application it has not opened within 3 days,
 * once per application (the claim is written before the email goes). Answers how many were claimed.
 */
export async function sendReviewReminders(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = await claimDueReviewReminders(ctx.db, now, REVIEW_REMINDER_AFTER_DAYS);
  for (const row of due) {
    const title = row.jobTitle ?? 'your posting';
    await notify(ctx, log, {
      to: row.practiceEmail,
      subject: `${row.seekerName} is waiting for your review`,
      lines: [
        `Hello ${row.practiceName},`,
        '',
        `${row.seekerName} applied to ${title} ${REVIEW_REMINDER_AFTER_DAYS} days ago and their application has not been opened yet.`,
        'A quick look, a like or a word of feedback lets them know where they stand.',
        '',
        `Review the application: ${appLink(ctx, `/app/job-application/${row.jobId}/${row.username}`)}`,
      ],
    });
  }
  if (due.length > 0) log.info({ reminded: due.length }, 'review reminders sent');
  return due.length;
}

/** The recurring task, once per interval across instances. */
export function registerReviewReminders(ctx: AppContext, log: TaskLog): void {
  ctx.notices.every({ name: REVIEW_REMINDER_TASK, recurrence: { everyMs: REVIEW_REMINDER_EVERY_MS }, run: (now) => sendReviewReminders(ctx, log, now) });
}
