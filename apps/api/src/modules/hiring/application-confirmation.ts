import type { AppContext } from '../../platform/context';
import type { JobSummary } from '../jobs/public-api';
import type { Account } from './hiring-repository';
import { appLink, notify, type NoticeLog } from './notify';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The job seeker's receipt for an application: which posting, when, their message, and where to
 * follow it. A confidential posting's practice stays unnamed here too (ADR 23).
 */
export async function sendApplicationConfirmation(
  ctx: AppContext,
  log: NoticeLog,
  seeker: Account,
  job: JobSummary,
  message: string | null,
  appliedAt: Date,
): Promise<void> {
  const title = job.name ?? job.positionLabel;
  const practice = job.isConfidential ? 'a confidential dental practice' : job.practice.name;
  const place = [job.city, job.state].filter(Boolean).join(', ');
  await notify(ctx, log, {
    to: seeker.email,
    subject: `You applied to ${title}`,
    lines: [
      `Hello ${seeker.name},`,
      '',
      `Your application to ${title} at ${practice}${place ? ` (${place})` : ''} was sent on ${DAY.format(appliedAt)}. Your resume went with it.`,
      ...(message ? ['', 'Your message:', message] : []),
      '',
      'The practice reviews applications and replies through Chairside: you will get an email when they invite you to an interview or write to you.',
      '',
      `Your applications: ${appLink(ctx, '/app/job-application/all')}`,
      `The job: ${appLink(ctx, `/app/search-jobs/post-job/${job.id}/${job.slug}`)}`,
    ],
  });
}
