// The days a calendar view shows, Monday first as in the temp profile (DISPLAY_WEEK), and the
// items that fall on each: a day is a calendar day in the person's zone (their ZIP code's).
import type { CalendarItem } from '@chairside/domain/calendar-feed';
import { addDays, dayIn, formatDate } from '../../lib/dates';

export type CalendarView = 'month' | 'week';

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday on or before the day. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the day's month. */
function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The weeks a month view shows: Monday to Sunday, from the week of the 1st to the week of the last day. */
export function monthWeeks(anchor: string): string[][] {
  const weeks: string[][] = [];
  const last = lastOfMonth(anchor);
  for (let monday = mondayOf(firstOfMonth(anchor)); monday <= last; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  return weeks;
}

/** Monday to Sunday of the day's week. */
export const weekDays = (anchor: string) => Array.from({ length: 7 }, (_, index) => addDays(mondayOf(anchor), index));

/** The days to ask the API for: what the view shows. */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  const days = view === 'month' ? monthWeeks(anchor).flat() : weekDays(anchor);
  return { from: days[0], to: days[days.length - 1] };
}

/** The day the view moves to: a month (to its 1st) or a week either way. */
export function moveAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + step, 1)).toISOString().slice(0, 10);
}

/** 'December 2026', or the week: 'Nov 30 – Dec 6, 2026'. */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return formatDate(anchor, 'monthYear');
  const days = weekDays(anchor);
  const first = days[0];
  const last = days[6];
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${sameYear ? formatDate(first, 'monthDay') : formatDate(first, 'medium')} – ${formatDate(last, 'medium')}`;
}

/** Whether the day is in the anchor's month. */
export const inMonth = (day: string, anchor: string) => day.slice(0, 7) === anchor.slice(0, 7);

/** The items on each day (the day each starts on in `timeZone`), in time order, all-day items first. */
export function itemsByDay(items: readonly CalendarItem[], timeZone: string): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  const sorted = [...items].sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  for (const item of sorted) {
    // An all-day item is dated in its own zone (the practice's), where its midnight is.
    const day = dayIn(item.start, item.allDay ? item.timeZone : timeZone);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** A day (YYYY-MM-DD) from the address, or null when it is not one. */
export function dayParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
