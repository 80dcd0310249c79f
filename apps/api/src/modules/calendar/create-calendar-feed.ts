import type { CalendarFeedAddress } from '@chairside/domain/calendar-feed';
import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { replaceFeed } from './calendar-repository';
import { feedAddresses, feedTokenHash, newFeedToken } from './feed-token';

/**
 * POST users/{id}/calendar-feed: a new secret feed address, answered this once. It replaces the
 * person's previous one, which stops working at once.
 */
export async function createCalendarFeed(ctx: AppContext, username: string): Promise<CalendarFeedAddress> {
  const userId = await requireCallerId(ctx, username);
  const token = newFeedToken();
  const feed = await replaceFeed(ctx.db, userId, feedTokenHash(token), ctx.clock.now());
  return { ...feedAddresses(ctx, token), createdAt: feed.createdAt.toISOString() };
}
