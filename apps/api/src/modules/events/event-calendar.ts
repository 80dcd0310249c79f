import { interviewCalendar } from '@chairside/domain/interview-calendar';
import { eventCategoryByCode, eventPath } from '@chairside/domain/community-events';
import type { RequestAuth } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { readableEvent } from './get-event';

/**
 * GET events/{id}/calendar.ics: the event as an iCalendar file (the writer the interviews use),
 * METHOD:PUBLISH, one stable UID per event so a second download updates the first.
 */
export async function eventCalendar(ctx: AppContext, auth: RequestAuth | null, id: number): Promise<{ filename: string; body: string }> {
  const { row } = await readableEvent(ctx, auth, id);
  const host = new URL(ctx.config.PUBLIC_URL).hostname;
  const place = row.isOnline ? 'Online' : [row.venue, row.city, row.state].filter(Boolean).join(', ');
  const pageUrl = new URL(eventPath(row.id, row.title), ctx.config.PUBLIC_URL).toString();
  const body = interviewCalendar({
    method: 'PUBLISH',
    uid: `event-${row.id}@${host.replace(/[^A-Za-z0-9.-]/g, '') || 'chairside'}`,
    sequence: 0,
    start: row.startAt,
    durationMinutes: Math.max(1, Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000)),
    summary: row.title,
    description: [eventCategoryByCode(row.category)?.label ?? '', row.description, row.url ?? pageUrl].filter(Boolean).join('\n\n'),
    location: place || null,
    stamp: ctx.clock.now(),
    confirmed: true,
  });
  return { filename: `event-${row.id}.ics`, body };
}
