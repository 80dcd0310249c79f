import type { AppContext } from '../../platform/context';
import type { JobSummary } from '../jobs/public-api';
import type { Account } from './accounts-repository';
import { appLink, notify } from './notify';
import { applicationReceiptEmail } from './application-emails';
import type { NoticeWriter } from '../../platform/notice-queue';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The job seeker's receipt for an application: which posting, when, their message, and where to
 * follow it. A confidential posting's practice stays unnamed here too (ADR 23). Queued in the
 * application's transaction (tx).
 */
export async function sendApplicationConfirmation(
  ctx: AppContext,
  tx: NoticeWriter,
  seeker: Account,
  job: JobSummary,
  message: string | null,
  appliedAt: Date,
): Promise<void> {
  const title = job.name ?? job.positionLabel;
  const practice = job.isConfidential ? 'a confidential dental practice' : job.practice.name;
  const place = [job.city, job.state].filter(Boolean).join(', ');
  await notify(ctx, tx, {
    to: seeker.email,
    email: applicationReceiptEmail.render({
      seekerName: seeker.name,
      jobTitle: title,
      practice,
      place: place || null,
      appliedOn: DAY.format(appliedAt),
      message,
      applicationsUrl: appLink(ctx, '/app/job-application/all'),
      jobUrl: appLink(ctx, `/app/search-jobs/post-job/${job.id}/${job.slug}`),
    }),
  });
}
