import type { AppContext } from '../../platform/context';
import type { NoticeWriter } from '../../platform/notice-queue';
import { practiceWelcomeEmail, seekerWelcomeEmail } from './account-emails';

export type NewAccountWelcome =
  { role: 'employer'; name: string; email: string; practiceName: string } | { role: 'staff'; name: string; email: string; position: string; zip: string };

/**
 * Queues a new account's welcome email (its first steps, by role) in the transaction that creates
 * the account, keyed by the account: every way an account is made (sign-up, the checkout) welcomes once.
 */
export async function queueWelcomeEmail(ctx: AppContext, tx: NoticeWriter, userId: number, account: NewAccountWelcome): Promise<void> {
  const link = (path: string) => `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
  const email =
    account.role === 'employer'
      ? practiceWelcomeEmail.render({
          name: account.name,
          practiceName: account.practiceName,
          postJobUrl: link('/app/post-job/new'),
          profileUrl: link('/app/employer-profile'),
          resumeSearchUrl: link('/app/resume-search'),
        })
      : seekerWelcomeEmail.render({
          name: account.name,
          zip: account.zip,
          profileUrl: link('/app/my-profile'),
          importUrl: link('/app/my-profile/import'),
          searchUrl: link(`/app/search-jobs/${encodeURIComponent(account.position)}/${encodeURIComponent(account.zip)}`),
          alertsUrl: link('/app/job-alerts'),
        });
  await ctx.mailer.send({ to: account.email, ...email }, { tx, key: `welcome:${userId}` });
}
