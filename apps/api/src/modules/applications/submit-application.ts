import type { ApplicationSource } from '@chairside/domain/hiring-numbers';
import { ALREADY_APPLIED_MESSAGE, JOB_NOT_OPEN_MESSAGE, PROFILE_INCOMPLETE_MESSAGE, type Application } from '@chairside/domain/hiring';
import { screeningOutcome, type ScreeningAnswerRecord } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/public-api';
import { isUserGoodToApply } from '../profiles/public-api';
import { findAccountById, type Account } from './accounts-repository';
import { acceptPendingInvitation, findApplication, insertApplication, lockPendingInvitation } from './applications-repository';
import { applicationOf } from './application-views';
import { appLink, notify } from './notify';
import { newApplicantEmail } from './application-emails';
import { applicantResumeLink, feedbackLink } from './signed-link-urls';
import { sendApplicationConfirmation } from './application-confirmation';
import { emitWebhookEvent } from '../integrations/public-api';
import { requireCredentials } from '../credentials/public-api';
import { dayOf } from '@chairside/domain/job-posting';

export const alreadyApplied = () => new AppError('CONFLICT', ALREADY_APPLIED_MESSAGE, { field: 'jobId' });

/**
 * The job seeker applies to a posting (directly, or by accepting an invitation). The posting
 * must exist (404 jobId) and be live (409 jobId); once per posting (409 jobId); the resume must
 * be good to apply (409 PROFILE_INCOMPLETE). One transaction stores the application and, when
 * the practice had invited the person to this posting, marks that invitation ACCEPTED and links
 * it, and queues the practice's email and the job seeker's confirmation.
 */
export async function submitApplication(
  ctx: AppContext,
  seeker: Account,
  jobId: number,
  message: string | null,
  /** Answers to the posting's screening questions, applying or accepting an invitation alike. */
  answers: readonly { questionId: string; answer: boolean }[],
  /** Where the applicant came from, as the job page saw it (ADR 121); answering an invitation counts as invitation. */
  source: ApplicationSource | null = null,
): Promise<Application> {
  const now = ctx.clock.now();
  const job = (await loadJobSummaries(ctx.db, [jobId], now)).get(jobId);
  if (!job || job.status === 'DRAFT') throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });
  if (await findApplication(ctx.db, jobId, seeker.id)) throw alreadyApplied();
  if (!job.isLive) throw new AppError('CONFLICT', JOB_NOT_OPEN_MESSAGE, { field: 'jobId' });
  if (!(await isUserGoodToApply(ctx.db, seeker.id))) throw new AppError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE, { field: 'profile' });
  const screening = screeningOf(job.screeningQuestions, answers);
  // A posting's required licenses, permits or certificates must be verified, for its state, valid today (ADR 115).
  await requireCredentials(ctx.db, seeker.id, job.requirements, { state: job.state, day: dayOf(now), what: 'job' });

  const practice = await findAccountById(ctx.db, job.employerId);
  const title = job.name ?? 'your posting';

  const application = await ctx.db.transaction(async (tx) => {
    const invitationId = await lockPendingInvitation(tx, jobId, seeker.id);
    const row = await insertApplication(tx, {
      jobId,
      userId: seeker.id,
      message,
      invitationId,
      createdAt: now,
      source: invitationId !== null ? 'invitation' : source,
      ...screening,
    });
    if (!row) throw alreadyApplied();
    if (invitationId !== null) await acceptPendingInvitation(tx, invitationId, now);
    if (practice)
      await notify(ctx, tx, {
        to: practice.email,
        email: newApplicantEmail.render({
          practiceName: practice.name,
          applicantName: seeker.name,
          jobTitle: title,
          city: job.city,
          message,
          applicationUrl: appLink(ctx, `/app/job-application/${job.id}/${seeker.username}`),
          resumeUrl: applicantResumeLink(ctx, { applicationId: row.id, employerId: job.employerId }),
          feedbackUrl: feedbackLink(ctx, { applicationId: row.id, employerId: job.employerId }),
        }),
      });
    await sendApplicationConfirmation(ctx, tx, seeker, job, message, row.createdAt);
    await emitWebhookEvent(ctx, tx, job.employerId, 'application.received', {
      applicationId: row.id,
      jobId: job.id,
      jobTitle: job.name,
      applicant: seeker.username,
      applicantName: seeker.name,
      appliedAt: row.createdAt.toISOString(),
    });
    return row;
  });
  return applicationOf(application, job);
}

/**
 * The screening answers as stored: every question answered (400 answers.{questionId} naming the
 * first missing one), a 'no' to a deal-breaker flagged.
 */
function screeningOf(
  questions: { id: string; text: string; isDealBreaker: boolean }[],
  answers: readonly { questionId: string; answer: boolean }[],
): { screeningAnswers: ScreeningAnswerRecord[]; missedDealBreaker: boolean } {
  const outcome = screeningOutcome(questions, answers);
  if (!outcome.ok) {
    const [first] = outcome.problems;
    throw new AppError('VALIDATION', first.message, { field: first.field });
  }
  return { screeningAnswers: outcome.records, missedDealBreaker: outcome.missedDealBreaker };
}
