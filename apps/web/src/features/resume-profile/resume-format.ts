// How the resume's values read on screen. Days arrive as YYYY-MM-DD and are calendar days
// (lib/dates): 2024-03-01 never turns into February, whatever the reader's zone.
import { addDays, dayIn, formatDate, isDay } from '../../lib/dates';

/** 'Mar 2021' */
export const monthYear = (day: string | null | undefined) => (day && isDay(day) ? formatDate(day, 'shortMonthYear') : '');

/** 'Mar 5, 2021' */
export const fullDay = (day: string | null | undefined) => (day && isDay(day) ? formatDate(day) : '');

/** 'Mar 2019 – Present', 'Mar 2019 – Jun 2022', 'Until Jun 2022', or '' when neither day is known. */
export function dateRange(start: string | null, end: string | null, { current = false } = {}): string {
  const from = monthYear(start);
  const to = end ? monthYear(end) : current ? 'Present' : '';
  if (from && to) return `${from} – ${to}`;
  if (from) return current ? `${from} – Present` : `From ${from}`;
  return to ? `Until ${to}` : '';
}

/** 'Austin, TX', 'Austin', 'TX' or ''. */
export const placeOf = (city: string | null | undefined, state: string | null | undefined) => [city?.trim(), state?.trim()].filter(Boolean).join(', ');

export const yearsLabel = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

export const hoursLabel = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')} ${hours === 1 ? 'hour' : 'hours'}`;

/** The person's own calendar day, YYYY-MM-DD (local time: "today" is the day they live in). */
export const localDay = (date: Date = new Date()) => dayIn(date);

/** The local day `days` days before `date`. */
export const localDayBefore = (days: number, date: Date = new Date()) => addDays(localDay(date), -days);

/** What each skill score means: 1 (the default) is not yet rated. */
export const SKILL_LEVELS: Record<number, string> = {
  1: 'Not yet rated',
  2: 'Learning',
  3: 'Capable',
  4: 'Strong',
  5: 'Expert',
};

/** The rating scale in words, shown with the score of a skill. */
export const SKILL_SCALE_HINT =
  '2 Learning: you do it with help. 3 Capable: you do it on your own. 4 Strong: you do it quickly and help others. 5 Expert: you teach it. Rating a skill above 1 completes the skills assessment item of your profile.';
