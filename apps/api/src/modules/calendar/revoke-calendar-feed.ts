import { requireCallerId } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { deleteFeed } from './calendar-repository';

/** DELETE users/{id}/calendar-feed: the address stops working (404) at once; without one, nothing to do. */
export async function revokeCalendarFeed(ctx: AppContext, username: string): Promise<void> {
  await deleteFeed(ctx.db, await requireCallerId(ctx, username));
}
