// Following up with the job seeker (issue #35, ADR 121): a proposal left unanswered for 2 days
// reminds them once, and an interview the practice records as a no-show tells them it was missed
// (and how to put it right). Both go through the notice queue (outbox email and app notice).
import { sql } from 'drizzle-orm';
import { INTERVIEW_TYPES } from '@chairside/domain/hiring';
import { formatInZone } from '@chairside/domain/time-zones';
import type { AppContext } from '../../platform/context';
import type { NoticeWriter, TaskLog } from '../../platform/notice-queue';
import { emailTemplate } from '../../platform/email/email-template';
import { appLink, SAMPLE_WHEN, TO_APPLICANT } from '../applications/public-api';
import { queuePushNotice } from '../push/public-api';
import { listInterviewRows, type InterviewRow } from './interviews-repository';

/** A proposal unanswered this long reminds the job seeker (once). */
export const ANSWER_REMINDER_AFTER_MS = 2 * 86_400_000;
export const INTERVIEW_ANSWER_REMINDER_TASK = 'interview-answer-reminders';
export const INTERVIEW_ANSWER_REMINDER_EVERY_MS = 3_600_000;
const BATCH = 500;

type FollowUpData = { jobTitle: string; withWhom: string; when: string; interviewsUrl: string };
const sample = (base: string): FollowUpData => ({
  jobTitle: 'Registered Dental Hygienist',
  withWhom: 'Bright Smiles Dental',
  when: SAMPLE_WHEN,
  interviewsUrl: `${base}/app/interviews`,
});

export const interviewAnswerReminderEmail = emailTemplate({
  name: 'interview-answer-reminder',
  description: 'To a job seeker who has not answered an interview proposal for 2 days (once per interview).',
  sample,
  subject: (data) => `Please answer your interview invitation: ${data.jobTitle}`,
  content: (data: FollowUpData) => ({
    preheader: data.when,
    heading: 'An interview is waiting for your answer',
    body: [
      `${data.withWhom} proposed an interview for ${data.jobTitle} and has not heard from you yet.`,
      data.when,
      'Accept it, decline it, or ask for another time: a quick answer helps them plan.',
    ],
    button: { label: 'Answer the invitation', url: data.interviewsUrl },
    footer: { reason: TO_APPLICANT },
  }),
});

export const missedInterviewEmail = emailTemplate({
  name: 'interview-missed',
  description: 'To a job seeker when the practice records that they did not come to an interview.',
  sample,
  subject: (data) => `You missed your interview: ${data.jobTitle}`,
  content: (data: FollowUpData) => ({
    preheader: data.when,
    heading: 'We missed you at your interview',
    body: [
      `${data.withWhom} recorded that you did not come to your interview for ${data.jobTitle}.`,
      data.when,
      'If something came up, message the practice to explain or to ask for another time. Missed interviews are shown to the practice on your application.',
    ],
    button: { label: 'See your interviews', url: data.interviewsUrl },
    footer: { reason: TO_APPLICANT },
  }),
});

const dataOf = (ctx: AppContext, row: InterviewRow): FollowUpData => ({
  jobTitle: row.jobTitle ?? 'a job',
  withWhom: row.isConfidential ? 'The practice (a confidential posting)' : row.practiceName,
  when: `${INTERVIEW_TYPES[row.type]}, ${formatInZone(new Date(row.interviewDate), row.timeZone)}, ${row.durationMinutes} minutes.`,
  interviewsUrl: appLink(ctx, '/app/interviews'),
});

async function emailOf(ctx: AppContext, userId: number): Promise<string | null> {
  const rows = await ctx.db.execute<{ email: string }>(sql`select email from users where id = ${userId}`);
  return rows.rows[0]?.email ?? null;
}

/**
 * Reminds each job seeker of a proposal still unanswered (PROPOSED, no answer) 2 days after it was
 * made or last changed, while the interview is still ahead: once per interview, stamped in the
 * same transaction as the email and app notice it queues.
 */
export async function remindUnansweredProposals(ctx: AppContext, log: TaskLog, now: Date): Promise<number> {
  const due = await ctx.db.execute<{ id: number | string; employer_id: number | string }>(sql`
    select i.id, j.employer_id
    from interviews i join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
    where i.status = 'PROPOSED' and i.response is null and i.answer_reminded_at is null
      and i.updated_at <= ${new Date(now.getTime() - ANSWER_REMINDER_AFTER_MS).toISOString()}::timestamptz
      and i.interview_date > ${now.toISOString()}::timestamptz
    order by i.id
    limit ${BATCH}`);
  let sent = 0;
  for (const next of due.rows) {
    const [row] = await listInterviewRows(ctx.db, { employerId: Number(next.employer_id) }, { kind: 'id', interviewId: Number(next.id) }, 1);
    if (!row) continue;
    const email = await emailOf(ctx, row.applicantId);
    const data = dataOf(ctx, row);
    const told = await ctx.db.transaction(async (tx) => {
      const stamped = await tx.execute(
        sql`update interviews set answer_reminded_at = ${now.toISOString()} where id = ${row.id} and answer_reminded_at is null returning id`,
      );
      if (stamped.rows.length === 0) return false;
      const key = `interview-answer-reminder:${row.id}`;
      if (email) await ctx.mailer.send({ ...interviewAnswerReminderEmail.render(data), to: email }, { tx, key });
      await queuePushNotice(
        ctx,
        row.applicantId,
        'interviews',
        { title: 'Interview waiting for your answer', body: `${data.withWhom}: ${data.when}`, url: '/app/interviews', tag: `interview-${row.id}` },
        { tx, key },
      );
      return true;
    });
    if (told) sent++;
  }
  if (sent > 0) log.info({ sent }, 'unanswered interview proposals reminded');
  return sent;
}

/**
 * Prepares the notice that tells the job seeker the practice recorded a no-show (read before the
 * transaction); the answer queues it, once per interview, in the transaction that records it.
 */
export async function missedInterviewNotice(ctx: AppContext, row: InterviewRow): Promise<(tx: NoticeWriter) => Promise<void>> {
  const email = await emailOf(ctx, row.applicantId);
  return (tx) => tellMissedInterview(ctx, tx, row, email);
}

async function tellMissedInterview(ctx: AppContext, tx: NoticeWriter, row: InterviewRow, email: string | null): Promise<void> {
  const data = dataOf(ctx, row);
  const key = `interview-missed:${row.id}`;
  if (email) await ctx.mailer.send({ ...missedInterviewEmail.render(data), to: email }, { tx, key });
  await queuePushNotice(
    ctx,
    row.applicantId,
    'interviews',
    { title: 'You missed an interview', body: `${data.withWhom}: ${data.when}`, url: '/app/interviews', tag: `interview-${row.id}` },
    { tx, key },
  );
}
