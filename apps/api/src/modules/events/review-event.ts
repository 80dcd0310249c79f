import type { CommunityEvent, ModerationDecision } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { eventViewOf } from './event-view';
import { findEvent, findSubmitterContact, setEventReview } from './events-repository';
import { sendEventReviewNotice, type NoticeLog } from './review-notices';

/**
 * PUT admin/events/{id}: approve (it shows on the public pages) or reject (with an optional note for
 * the submitter). When the status changes, the submitter gets an email saying so (the public page,
 * or the reason and how to resubmit); a decision that leaves the status as it was sends none.
 */
export async function reviewEvent(
  ctx: AppContext,
  id: number,
  decision: { decision: ModerationDecision['decision']; note: string | null },
  log?: NoticeLog,
): Promise<CommunityEvent> {
  const status = decision.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  const before = await setEventReview(ctx.db, id, status, decision.note, ctx.clock.now());
  if (before === null) throw notFound('That event');
  const row = await findEvent(ctx.db, id);
  if (!row) throw notFound('That event');
  if (before !== row.status && row.submitterId !== null) {
    const submitter = await findSubmitterContact(ctx.db, row.submitterId);
    if (submitter) await sendEventReviewNotice(ctx, log, row, submitter);
  }
  return eventViewOf(row, { userId: null, isAdmin: true });
}
