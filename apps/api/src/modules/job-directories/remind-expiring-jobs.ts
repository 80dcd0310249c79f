import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { postingExpiringEmail } from './expiry-reminder-email';

export const EXPIRY_REMINDER_TASK = 'jobs:expiry-reminders';
/** How often the task looks: a posting is announced between 3 days and 3 days less an hour before it ends. */
export const EXPIRY_REMINDER_EVERY_MS = 60 * 60_000;
/** How long before a posting leaves search its practice hears about it. */
export const EXPIRY_REMINDER_DAYS = 3;

type DueRow = { job_id: string | number; live_until: string | Date; title: string | null; email: string; practice_name: string };

/**
 * One pass: an email to the practice of each live 30-day posting that leaves search within
 * EXPIRY_REMINDER_DAYS, to relist it or mark it filled. Once per posting and end date: the claim
 * (job_expiry_reminders) is written in the same statement that picks the postings, so two
 * instances never both send, and a relisted posting with a new end date is announced again.
 * Subscription postings are left out: they run as long as their subscription renews.
 */
export async function sendExpiryReminders(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await ctx.db.execute<DueRow>(sql`
    with claimed as (
      insert into job_expiry_reminders (job_id, live_until, sent_at)
      select j.id, j.live_until, ${at}::timestamptz from jobs j
       where j.status = 'ACTIVE' and not j.is_subscription
         and j.live_until > ${at}::timestamptz
         and j.live_until <= ${at}::timestamptz + make_interval(days => ${EXPIRY_REMINDER_DAYS})
      on conflict do nothing
      returning job_id, live_until)
    select c.job_id, c.live_until, j.name as title, u.email, e.practice_name
      from claimed c join jobs j on j.id = c.job_id join users u on u.id = j.employer_id join employers e on e.user_id = j.employer_id`);
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  for (const row of due.rows) {
    const jobId = Number(row.job_id);
    const ends = new Date(row.live_until).toISOString().slice(0, 10);
    const title = row.title ?? 'Your posting';
    try {
      await ctx.mailer.send({
        to: row.email,
        ...postingExpiringEmail.render({
          practiceName: row.practice_name,
          jobTitle: title,
          endsOn: ends,
          relistUrl: `${base}/app/post-job/summary/${jobId}`,
          postingsUrl: `${base}/app/post-job/all`,
        }),
      });
    } catch (err) {
      log.error({ err, jobId }, 'expiry reminder not sent');
    }
  }
  if (due.rows.length > 0) log.info({ reminded: due.rows.length }, 'expiry reminders sent');
  return due.rows.length;
}
