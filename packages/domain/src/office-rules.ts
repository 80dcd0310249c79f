// Offices without zod: limits, day names, the hours answer and the hours as people read them.
// ./office holds the schemas and re-exports all of this.
import type { OfficeHour } from './office';

export const OFFICE_LIMIT = 50;
export const OFFICE_PHOTO_LIMIT = 20;
export const OFFICE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const OFFICE_PHOTO_TOO_LARGE_MESSAGE = 'The photo you have chosen is a very large file. Please choose a file that is less than 5 MB.';
export const OFFICE_PHOTO_DESCRIPTION_MAX = 300;
/** Office photos are re-encoded to at most this many pixels a side; thumbnails are 400x300. */
export const OFFICE_PHOTO_MAX_SIDE = 1600;
export const OFFICE_PHOTO_THUMBNAIL = { width: 400, height: 300 } as const;

export const DOW_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The hours answer: every open day, Sunday first. */
export function officeHoursOf(days: readonly { dow: number; opens: string; closes: string }[]): OfficeHour[] {
  return [...days]
    .sort((a, b) => a.dow - b.dow)
    .map((day) => ({ dow: day.dow, day: DOW_NAMES[day.dow] ?? String(day.dow), opens: day.opens, closes: day.closes }));
}

/** '8:00 AM - 5:00 PM' for the page; the API answers HH:MM. */
export function formatOpeningHours(opens: string, closes: string): string {
  const twelve = (time: string) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(time);
    if (!match) return time;
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    const suffix = hours < 12 ? 'AM' : 'PM';
    return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
  };
  return `${twelve(opens)} - ${twelve(closes)}`;
}
