import { ALREADY_APPLIED_MESSAGE, JOB_NOT_OPEN_MESSAGE, PROFILE_INCOMPLETE_MESSAGE, type Application } from '@chairside/domain/hiring';
import { screeningOutcome, type ScreeningAnswerRecord } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadJobSummaries } from '../jobs/public-api';
import { isUserGoodToApply } from '../profiles/public-api';
import { findAccountById, findApplication, insertApplication, lockPendingInvitation, respondToInvitation, type Account } from './hiring-repository';
import { applicationOf } from './hiring-views';
import { appLink, notify, type NoticeLog } from './notify';
import { feedbackLink } from './candidate-feedback';
import { applicantResumeLink } from './signed-link-urls';
import { sendApplicationConfirmation } from './application-confirmation';

export const alreadyApplied = () => new AppError('CONFLICT', ALREADY_APPLIED_MESSAGE, { field: 'jobId' });

/**
 * The job seeker applies to a posting (directly, or by accepting an invitation). The posting
 * must exist (404 jobId) and be live (409 jobId); once per posting (409 jobId); the resume must
 * be good to apply (409 PROFILE_INCOMPLETE). One transaction stores the application and, when
 * the practice had invited the person to this posting, marks that invitation ACCEPTED and links
 * it. Then the practice gets an email and the job seeker a confirmation.
 */
export async function submitApplication(
  ctx: AppContext,
  log: NoticeLog,
  seeker: Account,
  jobId: number,
  message: string | null,
  /** Answers to the posting's screening questions; null: not asked (accepting an invitation, ADR 33). */
  answers: readonly { questionId: string; answer: boolean }[] | null = null,
): Promise<Application> {
  const now = ctx.clock.now();
  const job = (await loadJobSummaries(ctx.db, [jobId], now)).get(jobId);
  if (!job || job.status === 'DRAFT') throw new AppError('NOT_FOUND', 'That job posting was not found.', { field: 'jobId' });
  if (await findApplication(ctx.db, jobId, seeker.id)) throw alreadyApplied();
  if (!job.isLive) throw new AppError('CONFLICT', JOB_NOT_OPEN_MESSAGE, { field: 'jobId' });
  if (!(await isUserGoodToApply(ctx.db, seeker.id))) throw new AppError('PROFILE_INCOMPLETE', PROFILE_INCOMPLETE_MESSAGE, { field: 'profile' });
  const screening = screeningOf(job.screeningQuestions, answers);

  const application = await ctx.db.transaction(async (tx) => {
    const invitationId = await lockPendingInvitation(tx, jobId, seeker.id);
    const row = await insertApplication(tx, { jobId, userId: seeker.id, message, invitationId, createdAt: now, ...screening });
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
        `Read the resume without signing in (for 14 days): ${applicantResumeLink(ctx, { applicationId: application.id, employerId: job.employerId })}`,
        `Give them feedback without signing in (for 30 days): ${feedbackLink(ctx, { applicationId: application.id, employerId: job.employerId })}`,
      ],
    });
  await sendApplicationConfirmation(ctx, log, seeker, job, message, application.createdAt);
  return applicationOf(application, job);
}

/**
 * The screening answers as stored: every question answered (400 answers.{questionId} naming the
 * first missing one), a 'no' to a deal-breaker flagged. Without answers (an accepted invitation)
 * the questions are kept unanswered and nothing is flagged.
 */
function screeningOf(
  questions: { id: string; text: string; isDealBreaker: boolean }[],
  answers: readonly { questionId: string; answer: boolean }[] | null,
): { screeningAnswers: ScreeningAnswerRecord[]; missedDealBreaker: boolean } {
  if (answers === null)
    return { screeningAnswers: questions.map((q) => ({ questionId: q.id, text: q.text, isDealBreaker: q.isDealBreaker, answer: null })), missedDealBreaker: false };
  const outcome = screeningOutcome(questions, answers);
  if (!outcome.ok) {
    const [first] = outcome.problems;
    throw new AppError('VALIDATION', first.message, { field: first.field });
  }
  return { screeningAnswers: outcome.records, missedDealBreaker: outcome.missedDealBreaker };
}
