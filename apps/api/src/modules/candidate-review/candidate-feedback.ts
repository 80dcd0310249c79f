import { FEEDBACK_REASONS } from '@chairside/domain/application-stage';
import { DEFAULT_DECLINE_TEMPLATE, fillTemplate, isDeclined } from '@chairside/domain/no-ghosting';
import type { CandidateFeedbackInput, SignedFeedbackInput, SignedFeedback, SignedFeedbackWithdraw } from '@chairside/domain/candidate-review';
import type { EmployerApplication } from '@chairside/domain/hiring';
import type { Database } from '@chairside/db/client';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { linkInvalid } from '../../platform/signed-links';
import { loadProfileScores } from '../profiles/public-api';
import { findFeedbackTarget, saveFeedback, type FeedbackTarget } from './candidate-review-repository';
import {
  findApplicant,
  findApplicantById,
  employerApplicationOf,
  appLink,
  notify,
  candidateFeedbackEmail,
  recordAnswer,
  requireEmployerAccount,
  subjectId,
} from '../applications/public-api';

/** Reasons in the spec's order, each once. */
const inSpecOrder = (reasons: Iterable<string>) => {
  const chosen = new Set(reasons);
  return FEEDBACK_REASONS.filter((reason) => chosen.has(reason));
};

/**
 * Saves the feedback and emails it to the applicant in one transaction; a confidential posting's
 * practice is not named (ADR 23). A decline without a message carries the default decline text.
 */
async function saveAndEmailFeedback(
  ctx: AppContext,
  target: FeedbackTarget,
  reasons: string[],
  message: string | null,
  at: Date,
  member: { userId: number; name: string } | null = null,
): Promise<void> {
  const title = target.jobTitle ?? 'a job';
  // The team member's name with the practice's (ADR 127).
  const from = target.isConfidential ? 'The practice' : member ? `${member.name}, ${target.practiceName}` : target.practiceName;
  await ctx.db.transaction(async (tx) => {
    await saveFeedback(tx as unknown as Database, target.applicationId, reasons, message, at, member?.userId ?? null);
    await recordAnswer(tx, target.applicationId, at);
    await notify(ctx, tx, {
      to: target.seekerEmail,
      email: candidateFeedbackEmail.render({
        seekerName: target.seekerName,
        from,
        jobTitle: title,
        reasons,
        // A decline always reads politely: with no words of the practice's own, the default decline (ADR 112).
        message:
          message ??
          (isDeclined(reasons)
            ? fillTemplate(DEFAULT_DECLINE_TEMPLATE, {
                name: target.seekerName,
                posting: title,
                practice: target.isConfidential ? 'our practice' : target.practiceName,
              })
            : null),
        applicationsUrl: appLink(ctx, '/app/job-application/all'),
      }),
    });
  });
}

/**
 * PUT users/employers/{id}/applications/{jobId}/{applicant}/feedback {reasons, message}: the
 * feedback replaces the earlier one, is shown on the applicant's application and sent by email.
 * Another practice's posting, or no such applicant: 404.
 */
export async function sendCandidateFeedback(
  ctx: AppContext,
  username: string,
  jobId: number,
  applicant: string,
  input: CandidateFeedbackInput,
  member: { userId: number; name: string } | null = null,
): Promise<EmployerApplication> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findApplicant(ctx.db, employer.id, jobId, applicant);
  if (!row) throw notFound('That applicant');
  const target = await findFeedbackTarget(ctx.db, employer.id, row.id);
  if (!target) throw notFound('That applicant');
  const reasons = inSpecOrder(input.reasons);
  const at = ctx.clock.now();
  await saveAndEmailFeedback(ctx, target, reasons, input.message, at, member);
  const scores = await loadProfileScores(ctx.db, [row.userId]);
  return employerApplicationOf(
    { ...row, feedbackReasons: reasons, feedbackMessage: input.message, feedbackAt: at, feedbackByName: member?.name ?? null },
    scores.get(row.userId),
  );
}

/** The application a feedback link is about; it must still be to the practice's posting. */
async function requireSignedTarget(ctx: AppContext, token: string): Promise<{ target: FeedbackTarget; expiresAt: Date }> {
  const link = ctx.signedLinks.verify(token, 'feedback');
  const target = await findFeedbackTarget(ctx.db, subjectId(link.subject, 'employerId'), subjectId(link.subject, 'applicationId'));
  if (!target) throw linkInvalid();
  return { target, expiresAt: link.expiresAt };
}

async function signedFeedbackOf(ctx: AppContext, target: FeedbackTarget, expiresAt: Date): Promise<SignedFeedback> {
  const row = await findApplicantById(ctx.db, target.employerId, target.applicationId);
  if (!row) throw linkInvalid();
  return {
    applicationId: target.applicationId,
    jobId: target.jobId,
    jobTitle: target.jobTitle,
    candidateName: row.name,
    candidateUsername: row.username,
    positionLabel: employerApplicationOf(row, undefined).positionLabel,
    reasons: target.feedbackReasons,
    message: target.feedbackMessage,
    feedbackDate: target.feedbackAt ? target.feedbackAt.toISOString() : null,
    expiresAt: expiresAt.toISOString(),
  };
}

const asList = (feedback: SignedFeedbackInput['feedback'] | SignedFeedbackWithdraw['feedback']) => (Array.isArray(feedback) ? feedback : [feedback]);

/** GET signed/feedback/{token}: the applicant and the feedback given so far. */
export async function readSignedFeedback(ctx: AppContext, token: string): Promise<SignedFeedback> {
  const { target, expiresAt } = await requireSignedTarget(ctx, token);
  return signedFeedbackOf(ctx, target, expiresAt);
}

/**
 * POST signed/feedback/{token} {feedback}: adds the reasons to the application's feedback and
 * emails the applicant when something was added (again the same: no change, no email).
 */
export async function addSignedFeedback(ctx: AppContext, token: string, input: SignedFeedbackInput): Promise<SignedFeedback> {
  const { target, expiresAt } = await requireSignedTarget(ctx, token);
  const reasons = inSpecOrder([...target.feedbackReasons, ...asList(input.feedback)]);
  if (reasons.length === target.feedbackReasons.length) return signedFeedbackOf(ctx, target, expiresAt);
  const at = ctx.clock.now();
  await saveAndEmailFeedback(ctx, target, reasons, target.feedbackMessage, at);
  return signedFeedbackOf(ctx, { ...target, feedbackReasons: reasons, feedbackAt: at }, expiresAt);
}

/** DELETE signed/feedback/{token} {feedback}: withdraws those reasons (no email); with none left and no message, no feedback. */
export async function removeSignedFeedback(ctx: AppContext, token: string, input: SignedFeedbackWithdraw): Promise<SignedFeedback> {
  const { target, expiresAt } = await requireSignedTarget(ctx, token);
  const removed = new Set<string>(asList(input.feedback));
  const reasons = target.feedbackReasons.filter((reason) => !removed.has(reason));
  const at = reasons.length === 0 && !target.feedbackMessage ? null : target.feedbackAt;
  await saveFeedback(ctx.db, target.applicationId, reasons, target.feedbackMessage, at);
  return signedFeedbackOf(ctx, { ...target, feedbackReasons: reasons, feedbackAt: at }, expiresAt);
}
