import { ALREADY_APPLIED_MESSAGE, JOB_NOT_OPEN_MESSAGE, PROFILE_INCOMPLETE_MESSAGE, type Application } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/public-api';
import { isUserGoodToApply } from '../profiles/public-api';
import { findAccountById, findApplication, insertApplication, lockPendingInvitation, respondToInvitation, type Account } from './hiring-repository';
import { applicationOf } from './hiring-views';
import { appLink, notify, type NoticeLog } from './notify';

export const alreadyApplied = () => new AppError('CONFLICT', ALREADY_APPLIED_MESSAGE, { field: 'jobId' });

/**
 * The job seeker applies to a posting (directly, or by accepting an invitation). The posting
 * must exist (404 jobId) and be live (409 jobId); once per posting (409 jobId); the resume must
 * be good to apply (409 PROFILE_INCOMPLETE). One transaction stores the application and, when
 * the practice had invited the person to this posting, marks that invitation ACCEPTED and links
 * it. Then the practice gets an email.
 */
export async function submitApplication(ctx: AppContext, log: NoticeLog, seeker: Account, jobId: number, message: string | null): Promise<Application> {
  const now = ctx.clock.now();
  const job = (await loadJobSummaries(ctx.db, [jobId], now)).get(jobId);
  if (!job || job.status === 'DRAFT') throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });
  if (await findApplication(ctx.db, jobId, seeker.id)) throw alreadyApplied();
  if (!job.isLive) throw new AppError('CONFLICT', JOB_NOT_OPEN_MESSAGE, { field: 'jobId' });
  if (!(await isUserGoodToApply(ctx.db, seeker.id))) throw new AppError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE, { field: 'profile' });

  const application = await ctx.db.transaction(async (tx) => {
    const invitationId = await lockPendingInvitation(tx, jobId, seeker.id);
    const row = await insertApplication(tx, { jobId, userId: seeker.id, message, invitationId, createdAt: now });
    if (!row) throw alreadyApplied();
    if (invitationId !== null) await respondToInvitation(tx, invitationId, 'ACCEPTED', now);
    return row;
  });

  const practice = await findAccountById(ctx.db, job.employerId);
  const title = job.name ?? 'your posting';
  if (practice)
    await notify(ctx, log, {
      to: practice.email,
      subject: `New applicant for ${title}`,
      lines: [
        `Hello ${practice.name},`,
        '',
        `${seeker.name} applied to ${title}${job.city ? ` in ${job.city}` : ''}.`,
        ...(message ? ['', 'Their message:', message] : []),
        '',
        `Review the application: ${appLink(ctx, `/app/job-application/${job.id}/${seeker.username}`)}`,
      ],
    });
  return applicationOf(application, job);
}
