// The not-selected notice: when a posting is filled or closed, every applicant still open hears it
// (ADR 112), by email and in the app, queued in the transaction of the fill or close.
import { sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { NOT_A_DECLINE_REASONS, notSelectedText } from '@chairside/domain/no-ghosting';
import { appLink } from '../../platform/app-link';
import type { AppContext } from '../../platform/context';
import { quote } from '../../platform/email/email-content';
import { emailTemplate } from '../../platform/email/email-template';
import { queuePushNotice } from '../push/public-api';

export type NotSelectedData = {
  seekerName: string;
  /** The practice's name, or 'The practice' for a confidential posting. */
  from: string;
  jobTitle: string;
  filled: boolean;
  message: string;
  applicationsUrl: string;
};

/** To each applicant still open when the posting is filled or closed: the practice's words, or the polite default. */
export const notSelectedEmail = emailTemplate({
  name: 'not-selected',
  description:
    'To every applicant still open (not hired, not declined) when the practice fills or closes the posting, once per application, with the text the practice wrote or the default.',
  sample: (base): NotSelectedData => ({
    seekerName: 'Raé Núñez',
    from: 'Bright Smiles Dental',
    jobTitle: 'Registered Dental Hygienist',
    filled: true,
    message: 'Thank you for applying and for the time you gave us. We have now filled this position. We wish you the very best in your search.',
    applicationsUrl: `${base}/app/job-application/all`,
  }),
  subject: (data) => `Your application to ${data.jobTitle}`,
  content: (data: NotSelectedData) => ({
    preheader: `${data.from} has ${data.filled ? 'filled' : 'closed'} this posting.`,
    heading: 'An update on your application',
    greeting: `Hello ${data.seekerName},`,
    body: [
      `${data.from} has ${data.filled ? 'filled' : 'closed'} the posting ${data.jobTitle}, and you were not selected this time.`,
      quote('Their message:', data.message),
    ],
    button: { label: 'See where your applications stand', url: data.applicationsUrl },
    footer: { reason: 'You got this email because you applied to this job on Chairside.' },
  }),
});

type OpenApplicantRaw = { application_id: string | number; user_id: string | number; email: string; name: string };

/**
 * Marks every application to the posting still open as not selected (with the text) and queues
 * its email and app notice, all in the caller's transaction (tx, the fill or close). Open: not
 * hired (an interview outcome HIRED, or booked on one of its dates), not declined (a rejection
 * reason sent) and not told before, so a posting reopened and filled again tells only the newer
 * applicants. The notice is also the practice's answer to the application. Answers how many were told.
 */
export async function tellOpenApplicantsNotSelected(
  ctx: AppContext,
  tx: Database,
  job: { id: number; employerId: number; name: string | null; isConfidential: boolean },
  status: 'BOOKED' | 'CANCELED',
  written: string | null | undefined,
  now: Date,
): Promise<number> {
  const message = notSelectedText(written, status);
  const at = now.toISOString();
  const notDeclines = sql.join(
    NOT_A_DECLINE_REASONS.map((reason) => sql`${reason}`),
    sql`, `,
  );
  const told = await tx.execute<OpenApplicantRaw>(sql`
    update applications a set not_selected_at = ${at}::timestamptz, not_selected_message = ${message}, answered_at = coalesce(a.answered_at, ${at}::timestamptz)
    from users s
    where a.job_id = ${job.id} and s.id = a.user_id and a.not_selected_at is null
      and not exists (select 1 from unnest(a.feedback_reasons) as r(reason) where r.reason not in (${notDeclines}))
      and not exists (
        select 1 from interviews i join interview_outcomes o on o.interview_id = i.id
        where i.application_id = a.id and o.outcome = 'HIRED')
      and not exists (select 1 from job_dates d where d.job_id = a.job_id and d.booked_user_id = a.user_id)
      and coalesce((select ps.meaning from pipeline_stages ps where ps.employer_id = ${job.employerId} and ps.key = a.pipeline_stage), a.pipeline_stage) <> 'hired'
    returning a.id as application_id, a.user_id, s.email, s.name`);
  if (told.rows.length === 0) return 0;
  const practice = await tx.execute<{ practice_name: string | null }>(sql`select practice_name from employers where user_id = ${job.employerId}`);
  const from = job.isConfidential ? 'The practice' : (practice.rows[0]?.practice_name ?? 'The practice');
  const jobTitle = job.name ?? 'a job';
  const filled = status === 'BOOKED';
  for (const row of told.rows) {
    const applicationId = Number(row.application_id);
    await ctx.mailer.send(
      {
        to: row.email,
        ...notSelectedEmail.render({ seekerName: row.name, from, jobTitle, filled, message, applicationsUrl: appLink(ctx, '/app/job-application/all') }),
      },
      { tx, key: `not-selected:${applicationId}` },
    );
    await queuePushNotice(
      ctx,
      Number(row.user_id),
      'applicationUpdates',
      { title: `Not selected: ${jobTitle}`, body: message.slice(0, 180), url: '/app/job-application/all' },
      { tx, key: `not-selected:${applicationId}` },
    );
  }
  return told.rows.length;
}
