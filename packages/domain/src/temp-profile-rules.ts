// The temp profile without zod: weekdays, limits, times of day as minutes, whether a shift fits
// and the one-line summary shown on the resume. ./temp-profile holds the schemas and re-exports
// all of this (docs/decisions/0096-temp-profile.md).
// - Times are wall-clock HH:MM in the person's time zone (their ZIP code's), 00:00 to 23:59; a
//   window ends after it starts, on the same day (no overnight windows yet).
// - Exceptions override the weekly pattern for their date: a day off is unavailable all day; an
//   available window on a date replaces that weekday's windows for the date.
import { formatCentsShort } from './money';
import { reliabilityPercent } from './temp-reliability';
import { POSITIONS, type PositionCode } from './positions';

/** The weekdays as the wire names them, Sunday first: the index is JavaScript's getUTCDay (0 Sunday). */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Monday first, as people read a week. */
export const DISPLAY_WEEK: readonly WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const WEEKDAY_SHORT: Record<WeekdayKey, string> = { sun: 'Sun', mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat' };
export const WEEKDAY_NAMES: Record<WeekdayKey, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

export const TRAVEL_MILES_MIN = 5;
export const TRAVEL_MILES_MAX = 100;
/** The distance a new temp profile starts with. */
export const TRAVEL_MILES_DEFAULT = 25;
/** $7.25, the US federal minimum wage, to $500 an hour. */
export const MINIMUM_RATE_CENTS_MIN = 725;
export const MINIMUM_RATE_CENTS_MAX = 50_000;
export const WINDOWS_PER_DAY_MAX = 4;
export const EXCEPTIONS_MAX = 60;

/** A time of day HH:MM, 24 hours. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type TimeWindow = { start: string; end: string };
export type WeeklyPattern = Record<WeekdayKey, TimeWindow[]>;
/** A day off (available false, no times) or a window on a date otherwise off (available true). */
export type TempException = { date: string; available: boolean; start: string | null; end: string | null };
/** What the availability rules read of a temp profile. */
export type TempAvailability = { weekly: WeeklyPattern; exceptions: readonly TempException[] };
export type ShiftWindow = { date: string; start: string; end: string };

/** A week without windows. */
export const emptyWeek = (): WeeklyPattern => ({ sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] });

/** '07:30' -> 450; null for anything that is not HH:MM. */
export function minutesOf(time: string): number | null {
  if (!TIME_OF_DAY_PATTERN.test(time)) return null;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 450 -> '07:30'. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '17:00' -> '5:00 pm'. */
export function formatTimeOfDay(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '7:00 am–5:00 pm'. */
export const formatWindow = (window: TimeWindow) => `${formatTimeOfDay(window.start)}–${formatTimeOfDay(window.end)}`;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekday of a day written YYYY-MM-DD; null for anything else. */
export function weekdayOfDate(date: string): WeekdayKey | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return WEEKDAY_KEYS[at.getUTCDay()] ?? null;
}

export type WindowProblem = { index: number; field: 'start' | 'end'; message: string };

export const END_BEFORE_START_MESSAGE = 'The end time must come after the start time.';

/**
 * What is wrong with one day's windows (times already HH:MM): an end not after its start, and a
 * window that overlaps one listed before it (said at its start). Touching windows (7–12, 12–5) are fine.
 */
export function windowProblems(windows: readonly TimeWindow[]): WindowProblem[] {
  const problems: WindowProblem[] = [];
  const ranges = windows.map((window) => ({ start: minutesOf(window.start), end: minutesOf(window.end) }));
  ranges.forEach((range, index) => {
    if (range.start === null || range.end === null) return;
    if (range.end <= range.start) return problems.push({ index, field: 'end', message: END_BEFORE_START_MESSAGE });
    const { start, end } = range;
    const earlier = ranges.findIndex(
      (other, at) => at < index && other.start !== null && other.end !== null && other.end > other.start && other.start < end && start < other.end,
    );
    const clash = windows[earlier];
    if (clash) problems.push({ index, field: 'start', message: `This overlaps ${formatWindow(clash)}: make them one window or change the times.` });
  });
  return problems;
}

/** The windows that count on a date: its exceptions when it has any (none for a day off), else its weekday's. */
export function windowsOn(profile: TempAvailability, date: string): TimeWindow[] {
  const weekday = weekdayOfDate(date);
  if (!weekday) return [];
  const onDate = profile.exceptions.filter((exception) => exception.date === date);
  if (onDate.length === 0) return profile.weekly[weekday] ?? [];
  if (onDate.some((exception) => !exception.available)) return [];
  return onDate.flatMap((exception) => (exception.start && exception.end ? [{ start: exception.start, end: exception.end }] : []));
}

/** Whether the person can take a shift on that date from start to end (local HH:MM, end after start). */
export function isAvailableFor(profile: TempAvailability, shift: ShiftWindow): boolean {
  const start = minutesOf(shift.start);
  const end = minutesOf(shift.end);
  if (start === null || end === null || end <= start) return false;
  const ranges = windowsOn(profile, shift.date)
    .map((window) => ({ start: minutesOf(window.start) ?? 0, end: minutesOf(window.end) ?? 0 }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  // Touching windows (7–12 and 12–5) cover a shift across noon.
  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.some((range) => range.start <= start && end <= range.end);
}

/** The exceptions from `today` (YYYY-MM-DD, the person's calendar) on, by date then start. */
export function upcomingExceptions<T extends TempException>(exceptions: readonly T[], today: string): T[] {
  return exceptions.filter((exception) => exception.date >= today).sort((a, b) => a.date.localeCompare(b.date) || (a.start ?? '').localeCompare(b.start ?? ''));
}

/** 'Dental Hygienist' for DH: the position's label without its bracketed titles. */
export const positionShortLabel = (code: PositionCode) => POSITIONS[code].replace(/\s*\(.*\)$/, '');

/** 'Mon–Fri', 'Sat, Sun', 'Mon, Wed, Fri': days in week order, runs of three or more with a dash. */
function daysLabel(days: readonly WeekdayKey[]): string {
  const runs: WeekdayKey[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && DISPLAY_WEEK.indexOf(day) === DISPLAY_WEEK.indexOf(previous) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length >= 3 ? `${WEEKDAY_SHORT[run[0]!]}–${WEEKDAY_SHORT[run.at(-1)!]}` : run.map((day) => WEEKDAY_SHORT[day]).join(', ')))
    .join(', ');
}

/** 'Mon–Fri 7:00 am–5:00 pm; Sat 8:00 am–12:00 pm': days with the same windows together, Monday first. */
export function weeklySummary(weekly: WeeklyPattern): string | null {
  const groups = new Map<string, { days: WeekdayKey[]; windows: TimeWindow[] }>();
  for (const day of DISPLAY_WEEK) {
    const windows = [...(weekly[day] ?? [])].sort((a, b) => a.start.localeCompare(b.start));
    if (windows.length === 0) continue;
    const key = windows.map((window) => `${window.start}-${window.end}`).join(',');
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], windows });
  }
  if (groups.size === 0) return null;
  return [...groups.values()].map((group) => `${daysLabel(group.days)} ${group.windows.map(formatWindow).join(' & ')}`).join('; ');
}

export type TempProfileSummaryInput = {
  positions: readonly PositionCode[];
  weekly: WeeklyPattern;
  travelMiles: number;
  minimumRateCents: number;
  instantBooking: boolean;
};

/**
 * The line on the resume: 'Temps as Dental Hygienist, Dental Assistant · Mon–Fri 7:00 am–5:00 pm ·
 * within 25 mi · from $45/h · instant booking'. Without weekly windows the person temps on the
 * dates they choose (their exceptions, or as agreed): 'on chosen dates'. A reliability score (0 to
 * 1000), given once the person has a history of booked shifts, ends it: '· reliability 79%'.
 */
export function tempProfileSummary(profile: TempProfileSummaryInput, reliability: number | null = null): string {
  return [
    `Temps as ${profile.positions.map(positionShortLabel).join(', ')}`,
    weeklySummary(profile.weekly) ?? 'on chosen dates',
    `within ${profile.travelMiles} mi`,
    `from ${formatCentsShort(profile.minimumRateCents)}/h`,
    ...(profile.instantBooking ? ['instant booking'] : []),
    ...(reliability !== null ? [`reliability ${reliabilityPercent(reliability)}%`] : []),
  ].join(' · ');
}
