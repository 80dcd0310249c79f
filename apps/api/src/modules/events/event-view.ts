import { eventCategoryByCode, eventPath, type CommunityEvent, type EventCategory } from '@chairside/domain/community-events';
import { localDateTimeIn } from '@chairside/domain/time-zones';
import type { EventRow } from './events-repository';

/** The event as the API answers it; the review note only for its submitter and administrators. */
export function eventViewOf(row: EventRow, viewer: { userId: number | null; isAdmin: boolean }): CommunityEvent {
  const isOwner = viewer.userId !== null && row.submitterId === viewer.userId;
  return {
    id: row.id,
    status: row.status,
    category: row.category as EventCategory,
    categoryLabel: eventCategoryByCode(row.category)?.label ?? row.category,
    title: row.title,
    url: row.url,
    isOnline: row.isOnline,
    venue: row.venue,
    city: row.city,
    state: row.state,
    zip: row.zip,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    startLocal: localDateTimeIn(row.startAt, row.timeZone),
    endLocal: localDateTimeIn(row.endAt, row.timeZone),
    timeZone: row.timeZone,
    description: row.description,
    ceCredits: row.ceCredits,
    path: eventPath(row.id, row.title),
    isOwner,
    reviewNote: isOwner || viewer.isAdmin ? row.reviewNote : null,
    submittedAt: row.createdAt.toISOString(),
  };
}
