import { timeZoneOfUser } from '@chairside/db/zip-codes';
import { addDaysTo, startOfDayIn, type Calendar, type CalendarQuery } from '@chairside/domain/calendar-feed';
import { requireCaller } from '../../platform/caller';
import type { AppContext } from '../../platform/context';
import { calendarItemOf, personEvents } from './calendar-events';

/**
 * GET users/{id}/calendar?from&to: the person's shifts, interviews and (a job seeker's) temp
 * availability from the start of `from` to the end of `to`, days in the person's zone.
 */
export async function listCalendar(ctx: AppContext, username: string, query: CalendarQuery): Promise<Calendar> {
  const person = await requireCaller(ctx, username);
  const timeZone = await timeZoneOfUser(ctx.db, person.id);
  const range = { start: startOfDayIn(query.from, timeZone), end: startOfDayIn(addDaysTo(query.to, 1), timeZone) };
  const events = await personEvents(ctx, person, range, { from: query.from, to: query.to, timeZone });
  return { from: query.from, to: query.to, timeZone, items: events.map(calendarItemOf) };
}
