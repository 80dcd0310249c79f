import { dayIn, type Opinion, type OpinionAnswer } from '@chairside/domain/hiring';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findApplicant, saveOpinion } from './applications-repository';
import { requireEmployerAccount } from './require-accounts';
import { emitWebhookEvent } from '../integrations/public-api';

/**
 * PUT .../applications/{jobId}/{applicant}/opinion: like, dislike or clear (null) the person (the
 * practice's candidate record, shared by its postings). Changing it is allowed any time; an
 * applicant not opened yet counts as reviewed today (the posting office's day). The practice's
 * webhook endpoints hear of it (application.stage_changed) in the same transaction.
 */
export async function setApplicantOpinion(
  ctx: AppContext,
  username: string,
  jobId: number,
  applicant: string,
  opinion: Opinion | null,
): Promise<OpinionAnswer> {
  const employer = await requireEmployerAccount(ctx, username);
  const row = await findApplicant(ctx.db, employer.id, jobId, applicant);
  if (!row) throw notFound('That applicant');
  const review = await ctx.db.transaction(async (tx) => {
    const saved = await saveOpinion(tx, { id: row.id, employerId: employer.id, userId: row.userId }, opinion, dayIn(ctx.clock.now(), row.timeZone));
    await emitWebhookEvent(ctx, tx, employer.id, 'application.stage_changed', { applicationId: row.id, jobId, applicant, opinion: saved.opinion });
    return saved;
  });
  return { applicationId: row.id, ...review, isLike: review.opinion === 'LIKED', isDislike: review.opinion === 'DISLIKED' };
}
