import type { CommunityEvent, EventValues } from '@chairside/domain/community-events';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { eventFieldsOf } from './event-values';
import { eventViewOf } from './event-view';
import { findEvent, updateOwnEvent } from './events-repository';
import { approveIfVerifiedPractice } from './verified-practice-event';
import { requireSignedInId } from '../../platform/caller';

/** PUT events/{id}: its submitter edits it, and it goes back to review. Anyone else: 404. */
export async function updateEvent(ctx: AppContext, auth: RequestAuth, id: number, input: EventValues): Promise<CommunityEvent> {
  const userId = await requireSignedInId(ctx, auth);
  const fields = eventFieldsOf(input);
  if (!(await updateOwnEvent(ctx.db, id, userId, fields, ctx.clock.now()))) throw notFound('That event');
  await approveIfVerifiedPractice(ctx, id, userId);
  const row = await findEvent(ctx.db, id);
  if (!row) throw notFound('That event');
  return eventViewOf(row, { userId, isAdmin: false });
}
