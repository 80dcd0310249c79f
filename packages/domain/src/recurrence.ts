import { instantOfLocalDateTime, localDateTimeIn } from './time-zones';

/**
 * When a recurring task runs: every fixed interval (counted from the Unix epoch, so every
 * instance agrees on the slots), or each day at a wall-clock time in a time zone (a 7 AM digest
 * stays at 7 AM across the daylight-saving changes).
 */
export type Recurrence = { everyMs: number } | { dailyAt: string; timeZone: string };

const DAILY_AT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day before a YYYY-MM-DD day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The latest time the recurrence was due at or before `now`: the occurrence a run now belongs
 * to. A daily time the clocks skip (2:30 AM on the spring change) falls an hour later that day.
 */
export function latestOccurrence(recurrence: Recurrence, now: Date): Date {
  if ('everyMs' in recurrence) {
    if (!(recurrence.everyMs >= 1000)) throw new Error('A recurrence runs at most once a second');
    return new Date(Math.floor(now.getTime() / recurrence.everyMs) * recurrence.everyMs);
  }
  if (!DAILY_AT_PATTERN.test(recurrence.dailyAt)) throw new Error(`dailyAt is a time of day as HH:MM, not ${recurrence.dailyAt}`);
  const today = localDateTimeIn(now, recurrence.timeZone).slice(0, 10);
  const todays = instantOfLocalDateTime(`${today}T${recurrence.dailyAt}`, recurrence.timeZone);
  const occurrence =
    todays && todays.getTime() <= now.getTime() ? todays : instantOfLocalDateTime(`${dayBefore(today)}T${recurrence.dailyAt}`, recurrence.timeZone);
  // Both are checked local times of a real day (the pattern above), so neither is null.
  if (!occurrence) throw new Error(`no occurrence of ${recurrence.dailyAt} in ${recurrence.timeZone} before ${now.toISOString()}`);
  return occurrence;
}
