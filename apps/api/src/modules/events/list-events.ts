import { EVENTS_PAGE_SIZE, type EventCategory, type EventList, type CommunityEvent } from '@chairside/domain/community-events';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { eventViewOf } from './event-view';
import { listEventsBySubmitter, listUpcomingEvents } from './events-repository';
import { requireSignedInId } from '../../platform/caller';

/** GET events: approved events not yet over, soonest first, 20 a page, optionally of one category. */
export async function listEvents(ctx: AppContext, category: EventCategory | null, page: number): Promise<EventList> {
  const { rows, total } = await listUpcomingEvents(ctx.db, { category, now: ctx.clock.now(), limit: EVENTS_PAGE_SIZE, offset: (page - 1) * EVENTS_PAGE_SIZE });
  return {
    events: rows.map((row) => eventViewOf(row, { userId: null, isAdmin: false })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / EVENTS_PAGE_SIZE)),
  };
}

/** GET events/mine: the signed-in person's submissions, newest first, with their review state. */
export async function listMyEvents(ctx: AppContext, auth: RequestAuth): Promise<CommunityEvent[]> {
  const userId = await requireSignedInId(ctx, auth);
  const rows = await listEventsBySubmitter(ctx.db, userId);
  return rows.map((row) => eventViewOf(row, { userId, isAdmin: false }));
}
