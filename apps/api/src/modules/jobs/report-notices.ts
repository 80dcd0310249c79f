import type { AppContext } from '../../platform/context';
import { reporterThanksEmail, reportsAlertEmail } from './report-emails';

export { REPORTER_THANKS_SUBJECT, REPORTS_ALERT_SUBJECT } from './report-emails';

/** Where a failed notice is reported (the request's logger). */
export type NoticeLog = { error: (details: object, message: string) => void };

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const base = (ctx: AppContext) => ctx.config.PUBLIC_URL.replace(/\/$/, '');
export const REPORTED_JOBS_ADMIN_PATH = '/app/admin/reported-jobs';

/**
 * Tells support (CONTACT_EMAIL) that a posting reached the reports threshold, with the way to
 * the administrators' queue. The caller claimed the posting's one alert; a failed send is logged
 * and answers false, so the claim can be let go and the next report tries again.
 */
export async function sendReportsAlert(
  ctx: AppContext,
  log: NoticeLog | undefined,
  job: { id: number; name: string | null; practiceName: string; flagCount: number },
): Promise<boolean> {
  try {
    await ctx.mailer.send({
      to: ctx.config.CONTACT_EMAIL,
      ...reportsAlertEmail.render({
        jobId: job.id,
        jobTitle: oneLine(job.name) || 'Untitled',
        practiceName: oneLine(job.practiceName),
        flagCount: job.flagCount,
        reviewUrl: `${base(ctx)}${REPORTED_JOBS_ADMIN_PATH}`,
      }),
    });
    return true;
  } catch (err) {
    log?.error({ err, jobId: job.id }, 'reports alert email not sent');
    return false;
  }
}

/**
 * Thanks the people who reported a posting the team took down (each address once per posting).
 * The decision stands if the mail server fails: the failure is logged (without the address).
 * Answers how many went.
 */
export async function thankReporters(
  ctx: AppContext,
  log: NoticeLog | undefined,
  reporters: readonly { email: string; jobName: string | null }[],
): Promise<number> {
  let sent = 0;
  for (const reporter of reporters) {
    try {
      await ctx.mailer.send({
        to: reporter.email,
        ...reporterThanksEmail.render({ jobTitle: oneLine(reporter.jobName) || 'Untitled', siteUrl: `${base(ctx)}/` }),
      });
      sent += 1;
    } catch (err) {
      log?.error({ err }, 'reporter thanks email not sent');
    }
  }
  return sent;
}
