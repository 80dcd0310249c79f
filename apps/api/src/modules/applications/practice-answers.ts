// The practice's first answer to an application (ADR 112): stamped once, by the first of feedback,
// an interview proposal, a message to the applicant or the not-selected notice; and the reminder
// of an application left unanswered for 7 days.
import { sql } from 'drizzle-orm';
import { ANSWER_REMINDER_AFTER_DAYS } from '@chairside/domain/no-ghosting';
import type { Database } from '@chairside/db/client';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { unansweredReminderEmail } from './application-emails';
import { notify } from './notify';

type Executor = Pick<Database, 'execute'>;

/** Stamps the practice's first answer to one application (later answers leave it as it is). */
export async function recordAnswer(db: Executor, applicationId: number, at: Date): Promise<void> {
  await db.execute(sql`update applications set answered_at = ${at.toISOString()}::timestamptz where id = ${applicationId} and answered_at is null`);
}

/**
 * A message from one person to another answers every application the recipient made, before it,
 * to postings of the sender (nothing when the sender is not a practice the recipient applied to).
 */
export async function recordMessageAnswer(db: Executor, senderId: number, recipientId: number, at: Date): Promise<void> {
  await db.execute(sql`
    update applications a set answered_at = ${at.toISOString()}::timestamptz
    from jobs j
    where j.id = a.job_id and j.employer_id = ${senderId} and a.user_id = ${recipientId}
      and a.answered_at is null and a.created_at <= ${at.toISOString()}::timestamptz`);
}

export const UNANSWERED_REMINDER_TASK = 'hiring:unanswered-reminders';
/** How often the task looks (an application waits 7 days to 7 days and an hour). */
export const UNANSWERED_REMINDER_EVERY_MS = 60 * 60_000;

type DueRaw = {
  application_id: string | number;
  job_id: string | number;
  job_title: string | null;
  username: string;
  seeker_name: string;
  practice_email: string;
  practice_name: string;
};

/**
 * One pass: an email to the practice about each application to a live posting it has not answered
 * within 7 days, once per application: the claim (answer_reminded_at) and its email in one
 * transaction, so instances never remind twice. Answers how many were reminded.
 */
export async function sendUnansweredReminders(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await ctx.db.transaction(async (tx) => {
    const claimed = await tx.execute<DueRaw>(sql`
      update applications a set answer_reminded_at = ${at}::timestamptz
      from jobs j, users p, employers e, users s
      where j.id = a.job_id and p.id = j.employer_id and e.user_id = j.employer_id and s.id = a.user_id
        and a.answered_at is null and a.answer_reminded_at is null and a.not_selected_at is null
        and j.status = 'ACTIVE'
        and a.created_at <= ${at}::timestamptz - make_interval(days => ${ANSWER_REMINDER_AFTER_DAYS})
      returning a.id as application_id, a.job_id, j.name as job_title, s.username, s.name as seeker_name, p.email as practice_email, e.practice_name`);
    for (const row of claimed.rows)
      await notify(ctx, tx, {
        to: row.practice_email,
        email: unansweredReminderEmail.render({
          practiceName: row.practice_name,
          seekerName: row.seeker_name,
          jobTitle: row.job_title ?? 'your posting',
          days: ANSWER_REMINDER_AFTER_DAYS,
          applicationUrl: appLink(ctx, `/app/job-application/${row.job_id}/${row.username}`),
        }),
      });
    return claimed.rows.length;
  });
  if (due > 0) log.info({ reminded: due }, 'unanswered-application reminders sent');
  return due;
}
