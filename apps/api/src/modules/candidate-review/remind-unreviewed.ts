import { REVIEW_REMINDER_AFTER_DAYS } from '@chairside/domain/candidate-review';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { claimDueReviewReminders } from './candidate-review-repository';
import { appLink, notify, reviewReminderEmail } from '../applications/public-api';

export const REVIEW_REMINDER_TASK = 'hiring:review-reminders';
/** How often the task looks (an application waits 3 days to 3 days and an hour). */
export const REVIEW_REMINDER_EVERY_MS = 60 * 60_000;

/**
 * One pass: an email to the practice about each application it has not opened within 3 days,
 * once per application (the claims and their emails in one transaction). Answers how many were claimed.
 */
export async function sendReviewReminders(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = await ctx.db.transaction(async (tx) => {
    const claimed = await claimDueReviewReminders(tx as unknown as Database, now, REVIEW_REMINDER_AFTER_DAYS);
    for (const row of claimed)
      await notify(ctx, tx, {
        to: row.practiceEmail,
        email: reviewReminderEmail.render({
          practiceName: row.practiceName,
          seekerName: row.seekerName,
          jobTitle: row.jobTitle ?? 'your posting',
          days: REVIEW_REMINDER_AFTER_DAYS,
          applicationUrl: appLink(ctx, `/app/job-application/${row.jobId}/${row.username}`),
        }),
      });
    return claimed;
  });
  if (due.length > 0) log.info({ reminded: due.length }, 'review reminders sent');
  return due.length;
}
