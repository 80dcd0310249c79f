import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { FEED_DAYS_AFTER, FEED_DAYS_BEFORE, calendarFeed } from '@chairside/domain/calendar-feed';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { feedEventOf, personEvents, type PersonEvent } from './calendar-events';
import { findCalendarOwner, findFeedByHash, noteFeedFetched } from './calendar-repository';

const DAY_MS = 86_400_000;

/** The calendar's name in the person's calendar app. */
export const FEED_NAME = 'Chairside';

/**
 * GET calendar-feeds/{token}.ics: the feed's owner's shifts and interviews from 30 days ago to
 * 180 days ahead as iCalendar text. An unknown or revoked secret: 404.
 */
export async function serveCalendarFeed(ctx: AppContext, tokenHash: string): Promise<string> {
  const feed = await findFeedByHash(ctx.db, tokenHash);
  const owner = feed ? await findCalendarOwner(ctx.db, feed.userId) : null;
  if (!feed || !owner) throw notFound('That calendar feed');
  const now = ctx.clock.now();
  const range = { start: new Date(now.getTime() - FEED_DAYS_BEFORE * DAY_MS), end: new Date(now.getTime() + FEED_DAYS_AFTER * DAY_MS) };
  const [events, timeZone] = await Promise.all([personEvents(ctx, { id: feed.userId, role: owner.role }, range, null), timeZoneOfUser(ctx.db, feed.userId)]);
  await noteFeedFetched(ctx.db, tokenHash, now);
  return calendarFeed({
    name: FEED_NAME,
    timeZone,
    events: events.filter((event): event is PersonEvent & { uid: string } => event.uid !== null).map((event) => feedEventOf(ctx, event)),
    stamp: now,
  });
}
