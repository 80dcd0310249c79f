import type { CalendarFeedStatus } from '@chairside/domain/calendar-feed';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { findFeedOf } from './calendar-repository';

/** GET users/{id}/calendar-feed: whether the person has a feed address and when it was last fetched; never the address. */
export async function getCalendarFeed(ctx: AppContext, username: string): Promise<CalendarFeedStatus> {
  const feed = await findFeedOf(ctx.db, await requireCallerId(ctx, username));
  return {
    exists: feed !== null,
    createdAt: feed ? feed.createdAt.toISOString() : null,
    lastFetchedAt: feed?.lastFetchedAt ? feed.lastFetchedAt.toISOString() : null,
  };
}
