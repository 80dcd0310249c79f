import type { CommunityEvent, ModerationDecision } from '@chairside/domain/community-events';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { eventViewOf } from './event-view';
import { findEvent, setEventReview } from './events-repository';

/** PUT admin/events/{id}: approve (it shows on the public pages) or reject (with an optional note for the submitter). */
export async function reviewEvent(ctx: AppContext, id: number, decision: { decision: ModerationDecision['decision']; note: string | null }): Promise<CommunityEvent> {
  const status = decision.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
  if (!(await setEventReview(ctx.db, id, status, decision.note, ctx.clock.now()))) throw notFound('That event');
  const row = await findEvent(ctx.db, id);
  if (!row) throw notFound('That event');
  return eventViewOf(row, { userId: null, isAdmin: true });
}
