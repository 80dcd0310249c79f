import type { CommunityEvent } from '@chairside/domain/community-events';
import type { RequestAuth } from '../../platform/auth';
import { findCaller } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { eventViewOf } from './event-view';
import { findEvent, type EventRow } from './events-repository';

/**
 * GET events/{id}: an approved event for anyone; one waiting for review or not approved only
 * for its submitter and administrators (everyone else 404, as if it did not exist).
 */
export async function getEvent(ctx: AppContext, auth: RequestAuth | null, id: number): Promise<CommunityEvent> {
  const { row, viewer } = await readableEvent(ctx, auth, id);
  return eventViewOf(row, viewer);
}

export async function readableEvent(
  ctx: AppContext,
  auth: RequestAuth | null,
  id: number,
): Promise<{ row: EventRow; viewer: { userId: number | null; isAdmin: boolean } }> {
  const row = await findEvent(ctx.db, id);
  if (!row) throw notFound('That event');
  const userId = auth ? ((await findCaller(ctx.db, auth.username))?.id ?? null) : null;
  const viewer = { userId, isAdmin: auth?.role === 'admin' };
  if (row.status !== 'APPROVED' && !viewer.isAdmin && (userId === null || row.submitterId !== userId)) throw notFound('That event');
  return { row, viewer };
}
