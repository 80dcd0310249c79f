import type { CeCourse } from '@chairside/domain/ce-tracker';
import { dayOf } from '@chairside/domain/job-posting';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findCeEvent, insertCourse } from './ce-repository';
import { courseOf } from './ce-views';
import { requireSeeker } from './get-ce-overview';

/**
 * POST users/staff/{id}/ce/courses/from-event/{eventId}: one step from an approved event of the
 * events calendar with CE credits to a course (its title, venue as provider, last day, credits
 * as hours, category CLINICAL to edit). Unknown, unapproved or without credits: 404 / 409 eventId.
 */
export async function addCourseFromEvent(ctx: AppContext, username: string, eventId: number): Promise<CeCourse> {
  const seeker = await requireSeeker(ctx, username);
  const event = await findCeEvent(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'That event was not found.', { field: 'eventId' });
  if (!event.ceCredits || event.ceCredits <= 0) throw new AppError('CONFLICT', 'This event lists no CE credits to add.', { field: 'eventId' });
  const row = await insertCourse(ctx.db, seeker.id, {
    title: event.title.slice(0, 150),
    provider: event.venue ? event.venue.slice(0, 150) : null,
    completedDate: dayOf(event.endAt),
    hours: Math.min(1000, event.ceCredits),
    category: 'CLINICAL',
  });
  return courseOf(username, row);
}
