import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTERVIEW_TYPES } from '@chairside/domain/hiring';
import { formatInZone, localDateTimeIn } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import { noticeKind } from '../../platform/notice-queue';
import { channelsFor } from '../notice-preferences/public-api';
import { queuePushNotice } from '../push/public-api';
import { queueText } from '../sms/public-api';
import { listInterviewRows, type InterviewRow } from './interviews-repository';
import { appLink } from '../applications/public-api';
import { interviewReminderEmail, interviewsTodayEmail } from './reminder-emails';

/** How long before an interview each reminder goes, and how late it may still go (a reminder an hour late is still useful; later, the next one takes over). */
export const REMINDER_LEADS = [
  { name: '24h', beforeMs: 24 * 3_600_000, lateByMs: 3_600_000 },
  { name: '2h', beforeMs: 2 * 3_600_000, lateByMs: 30 * 60_000 },
] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number]['name'];

export const INTERVIEW_REMINDER_PLAN_TASK = 'interview-reminders:plan';
/** The planning pass looks this far ahead and queues each reminder for its own time. */
export const INTERVIEW_REMINDER_PLAN_EVERY_MS = 10 * 60_000;
export const INTERVIEWS_TODAY_TASK = 'interviews-today:summary';
export const INTERVIEWS_TODAY_EVERY_MS = 3_600_000;
/** The practice's summary goes in the first hourly pass from this local hour, until noon. */
export const INTERVIEWS_TODAY_FROM_HOUR = 7;
const INTERVIEWS_TODAY_UNTIL_HOUR = 12;
const PLAN_BATCH = 2_000;

const InterviewReminderSchema = z.object({
  interviewId: z.number().int().positive(),
  employerId: z.number().int().positive(),
  startsAt: z.iso.datetime(),
  lead: z.enum(['24h', '2h']),
});
/** One interview's reminder at one lead: when it is handled, the interview is read again and each side is told by the channels they chose. */
export const INTERVIEW_REMINDER = noticeKind('interview-reminder', InterviewReminderSchema, { maxAttempts: 5, backoffMs: 60_000 });

const REMINDED_STATUSES = ['PROPOSED', 'CONFIRMED'];

/**
 * Queues the reminders that fall due before the next planning pass, each for its own time, keyed
 * by interview, start time and lead: a rescheduled interview gets fresh reminders, a repeated
 * pass adds nothing. A reminder whose time came before the interview was proposed or last changed
 * is not queued (that email just told the person); one more than its lateness past is not either.
 */
export async function planInterviewReminders(ctx: AppContext, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LEADS[0].beforeMs + INTERVIEW_REMINDER_PLAN_EVERY_MS * 2);
  const due = await ctx.db.execute<{ id: number | string; employer_id: number | string; interview_date: string | Date; updated_at: string | Date }>(sql`
    select i.id, j.employer_id, i.interview_date, i.updated_at
    from interviews i
    join applications a on a.id = i.application_id
    join jobs j on j.id = a.job_id
    where i.status in ('PROPOSED', 'CONFIRMED')
      and i.interview_date > ${now.toISOString()}::timestamptz
      and i.interview_date <= ${horizon.toISOString()}::timestamptz
    order by i.interview_date
    limit ${PLAN_BATCH}`);
  let queued = 0;
  for (const row of due.rows) {
    const startsAt = new Date(row.interview_date);
    const changedAt = new Date(row.updated_at).getTime();
    for (const lead of REMINDER_LEADS) {
      const remindAt = startsAt.getTime() - lead.beforeMs;
      if (remindAt > now.getTime() + INTERVIEW_REMINDER_PLAN_EVERY_MS * 2) continue;
      if (remindAt < now.getTime() - lead.lateByMs || remindAt < changedAt) continue;
      const fresh = await ctx.notices.enqueue(ctx.db, {
        kind: INTERVIEW_REMINDER,
        key: `interview-reminder:${row.id}:${startsAt.toISOString()}:${lead.name}`,
        payload: { interviewId: Number(row.id), employerId: Number(row.employer_id), startsAt: startsAt.toISOString(), lead: lead.name },
        runAt: new Date(Math.max(remindAt, now.getTime())),
      });
      if (fresh) queued++;
    }
  }
  return queued;
}

/** What a text or push says of an interview: who, when in the office's zone. */
function reminderLine(row: InterviewRow, side: 'applicant' | 'practice', lead: ReminderLead): string {
  const when = formatInZone(new Date(row.interviewDate), row.timeZone);
  const soon = lead === '24h' ? 'tomorrow' : 'in 2 hours';
  const withWhom = side === 'practice' ? row.name : row.isConfidential ? 'a practice (confidential posting)' : row.practiceName;
  return `Interview ${soon} with ${withWhom}: ${INTERVIEW_TYPES[row.type]}, ${when}.`;
}

/**
 * Sends one reminder: the interview as it is now (none if it was cancelled, declined or moved:
 * the move has its own reminders), to the applicant and the practice, each by the channels they
 * chose for interview reminders. Every message is keyed by the reminder, so a second attempt
 * queues nothing twice.
 */
export async function sendInterviewReminder(ctx: AppContext, key: string, payload: z.infer<typeof InterviewReminderSchema>): Promise<void> {
  const [row] = await listInterviewRows(ctx.db, { employerId: payload.employerId }, { kind: 'id', interviewId: payload.interviewId }, 1);
  if (!row || !REMINDED_STATUSES.includes(row.status) || new Date(row.interviewDate).toISOString() !== payload.startsAt) return;
  const sides = [
    { side: 'applicant' as const, userId: row.applicantId, email: await applicantEmail(ctx, row.applicantId) },
    { side: 'practice' as const, userId: payload.employerId, email: row.practiceEmail },
  ];
  const link = appLink(ctx, '/app/interviews');
  const plans = await Promise.all(
    sides.map(async (side) => ({
      ...side,
      channels: await channelsFor(ctx.db, side.userId, 'interviewReminders'),
      message: await interviewReminderEmail(ctx, row, side.side, payload.lead),
    })),
  );
  await ctx.db.transaction(async (tx) => {
    for (const { side, userId, email, channels, message } of plans) {
      const line = reminderLine(row, side, payload.lead);
      if (channels.email && email) await ctx.mailer.send({ ...message, to: email }, { tx, key: `${key}:${side}` });
      if (channels.push)
        await queuePushNotice(
          ctx,
          userId,
          'interviews',
          { title: 'Interview reminder', body: line, url: '/app/interviews', tag: `interview-${row.id}` },
          { tx, key: `${key}:${side}` },
        );
      if (channels.sms)
        await queueText(ctx, tx, {
          userId,
          kind: 'interviewReminders',
          key: `${key}:${side}`,
          body: `Chairside: ${line} ${link}`,
          notAfter: new Date(payload.startsAt),
        });
    }
  });
}

async function applicantEmail(ctx: AppContext, userId: number): Promise<string | null> {
  const rows = await ctx.db.execute<{ email: string }>(sql`select email from users where id = ${userId}`);
  return rows.rows[0]?.email ?? null;
}

/**
 * The practice's morning summary: in the first hourly pass from 7 AM in an office's zone (until
 * noon), each practice with interviews that day there gets one summary, keyed by practice and
 * day, by the channels it chose for today's interviews.
 */
export async function sendInterviewsToday(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db.execute<{ employer_id: number | string }>(sql`
    select distinct j.employer_id
    from interviews i
    join applications a on a.id = i.application_id
    join jobs j on j.id = a.job_id
    where i.status in ('PROPOSED', 'CONFIRMED')
      and i.interview_date > ${now.toISOString()}::timestamptz - interval '12 hours'
      and i.interview_date < ${now.toISOString()}::timestamptz + interval '18 hours'`);
  let sent = 0;
  for (const { employer_id } of rows.rows) {
    const employerId = Number(employer_id);
    const upcoming = await listInterviewRows(ctx.db, { employerId }, { kind: 'upcoming', now: new Date(now.getTime() - 12 * 3_600_000) }, 200);
    // The day as the office reads it, in each interview's own zone.
    const local = (row: InterviewRow) => localDateTimeIn(now, row.timeZone);
    const today = upcoming.filter((row) => {
      const here = local(row);
      const hour = Number(here.slice(11, 13));
      return (
        REMINDED_STATUSES.includes(row.status) &&
        localDateTimeIn(new Date(row.interviewDate), row.timeZone).slice(0, 10) === here.slice(0, 10) &&
        hour >= INTERVIEWS_TODAY_FROM_HOUR &&
        hour < INTERVIEWS_TODAY_UNTIL_HOUR
      );
    });
    if (today.length === 0) continue;
    const day = local(today[0]).slice(0, 10);
    const key = `interviews-today:${employerId}:${day}`;
    const channels = await channelsFor(ctx.db, employerId, 'interviewsToday');
    const count = `${today.length} interview${today.length === 1 ? '' : 's'} today`;
    const first = today[0];
    const summaryLine = `${count}; the first at ${formatInZone(new Date(first.interviewDate), first.timeZone)} with ${first.name}.`;
    await ctx.db.transaction(async (tx) => {
      if (channels.email && first.practiceEmail) await ctx.mailer.send({ ...interviewsTodayEmail(ctx, today), to: first.practiceEmail }, { tx, key });
      if (channels.push)
        await queuePushNotice(ctx, employerId, 'interviews', { title: count, body: summaryLine, url: '/app/interviews', tag: 'interviews-today' }, { tx, key });
      if (channels.sms)
        await queueText(ctx, tx, {
          userId: employerId,
          kind: 'interviewsToday',
          key,
          body: `Chairside: ${summaryLine} ${appLink(ctx, '/app/interviews')}`,
          notAfter: new Date(first.interviewDate),
        });
    });
    sent++;
  }
  return sent;
}

/** The reminders' handler; their two recurring tasks are in the list of scheduled tasks (scheduled-tasks.ts). */
export function handleInterviewReminders(ctx: AppContext): void {
  ctx.notices.handle(INTERVIEW_REMINDER, (notice) => sendInterviewReminder(ctx, notice.key, notice.payload));
}
