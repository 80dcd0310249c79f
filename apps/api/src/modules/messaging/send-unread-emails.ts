import { sql } from 'drizzle-orm';
import { CONFIDENTIAL_EMPLOYER } from '@chairside/domain/job-posting-rules';
import type { AppContext } from '../../platform/context';
import type { TaskLog } from '../../platform/notice-queue';
import { unreadMessageEmail } from './messaging-emails';

/** A message unread this long sends an email. */
export const UNREAD_EMAIL_AFTER_MINUTES = 15;
export const UNREAD_EMAIL_TASK = 'messaging:unread-emails';
/** How often the task looks (a message waits 15 to 20 minutes for its email). */
export const UNREAD_EMAIL_EVERY_MS = 5 * 60_000;

type Due = { conversation_id: string | number; email: string; name: string; other_name: string | null };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Claims, for one side of every conversation, an email about messages unread for 15 minutes:
 * when the person's email preferences allow messages, nothing was emailed for this conversation
 * in the last day, the messages arrived after the last such email, and neither side blocks the
 * other. The claim (the side's emailed time) is written in the same statement, so instances
 * never send it twice. To the job seeker, a confidential posting's practice is not named (ADR 23).
 */
async function claimDue(ctx: AppContext, side: 'employer' | 'staff', now: Date): Promise<Due[]> {
  const mine = sql.raw(`c.${side}_user_id`);
  const other = sql.raw(side === 'employer' ? 'c.staff_user_id' : 'c.employer_user_id');
  const read = sql.raw(`c.${side}_read_message_id`);
  const emailed = sql.raw(`${side}_emailed_at`);
  const hidden = side === 'staff' ? sql.raw('j.is_confidential') : sql.raw('false');
  const at = now.toISOString();
  const result = await ctx.db.execute<Due>(sql`
    update conversations c set ${emailed} = ${at}::timestamptz
    from users r, jobs j, users o left join employers e on e.user_id = o.id
    where r.id = ${mine} and o.id = ${other} and j.id = c.job_id
      and (r.email_preferences ->> 'messages') is distinct from 'false'
      and (c.${emailed} is null or c.${emailed} <= ${at}::timestamptz - interval '1 day')
      and exists (
        select 1 from conversation_messages m
        where m.conversation_id = c.id and m.sender_user_id <> r.id and m.id > ${read}
          and m.created_at <= ${at}::timestamptz - make_interval(mins => ${UNREAD_EMAIL_AFTER_MINUTES})
          and (c.${emailed} is null or m.created_at > c.${emailed}))
      and not exists (
        select 1 from user_blocks b
        where (b.blocker_user_id = r.id and b.blocked_user_id = o.id) or (b.blocker_user_id = o.id and b.blocked_user_id = r.id))
    returning c.id as conversation_id, r.email, r.name, case when ${hidden} then null else coalesce(e.practice_name, o.name) end as other_name`);
  return result.rows;
}

/** One pass: an email for each claimed conversation side, with a link to the conversation. Answers how many were sent. */
export async function sendUnreadEmails(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = [...(await claimDue(ctx, 'employer', now)), ...(await claimDue(ctx, 'staff', now))];
  let sent = 0;
  const base = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  for (const row of due) {
    const from = oneLine(row.other_name ?? CONFIDENTIAL_EMPLOYER);
    try {
      await ctx.mailer.send({
        to: row.email,
        ...unreadMessageEmail.render({
          name: row.name,
          from,
          conversationUrl: `${base}/app/messages/${row.conversation_id}`,
          settingsUrl: `${base}/app/account-settings#settings-preferences`,
        }),
      });
      sent++;
    } catch (err) {
      log.error({ err, conversationId: Number(row.conversation_id) }, 'unread message email not sent');
    }
  }
  if (sent > 0) log.info({ sent }, 'unread message emails sent');
  return sent;
}
