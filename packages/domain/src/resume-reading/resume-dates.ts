// Dates as resumes write them: "Jan 2019", "January, 2019", "Sept. 2019", "03/2019",
// "3/15/2019", "Fall 2015", "2019", and ranges of two of them ("Jan 2019 – Present",
// "2015-2018", "06/2016 to 12/2018"). A day of the profile is the first of the month.

/** A month of a year; month null when only the year is written. */
export type MonthYear = { year: number; month: number | null };
export type DateRange = { start: MonthYear; end: MonthYear | 'present' };
/** A date found in a line, with where it was written. */
export type FoundDate = { date: MonthYear; index: number; length: number };
export type FoundRange = { range: DateRange; index: number; length: number };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASONS: Record<string, number> = { winter: 1, spring: 3, summer: 6, fall: 9, autumn: 9 };

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const SEASON = String.raw`(?:winter|spring|summer|fall|autumn)`;
const YEAR = String.raw`(?:19[5-9]\d|20\d\d)`;
/** One date: month name and year, season and year, month/year, month/day/year, or a year alone. */
const DATE = String.raw`(?:(?:${MONTH_NAME}|${SEASON}),?\s+${YEAR}|(?:0?[1-9]|1[0-2])[/.-](?:(?:0?[1-9]|[12]\d|3[01])[/.-])?${YEAR}|${YEAR})`;
const PRESENT = String.raw`(?:present|current(?:ly)?|now|today|to\s+date|ongoing)`;
const BETWEEN = String.raw`\s*(?:–|—|-|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\btill\b)\s*`;

const edge = (pattern: string) => String.raw`(?<![\p{L}\p{N}/.#-])${pattern}(?![\p{L}\p{N}/#]|[.-]\d)`;
const DATE_PATTERN = new RegExp(edge(DATE), 'giu');
const RANGE_PATTERN = new RegExp(edge(String.raw`(${DATE})${BETWEEN}(${DATE}|${PRESENT})`), 'giu');

/** The month and year a date's text names; null when it names none. */
export function parseMonthYear(text: string): MonthYear | null {
  const lower = text.toLowerCase().trim();
  const year = Number(/(19[5-9]\d|20\d\d)$/.exec(lower)?.[1]);
  if (!year) return null;
  const word = /^[a-z]+/.exec(lower)?.[0];
  if (word) {
    const season = Object.hasOwn(SEASONS, word) ? SEASONS[word] : undefined;
    if (season !== undefined) return { year, month: season };
    const month = MONTHS.indexOf(word.slice(0, 3));
    return month === -1 ? null : { year, month: month + 1 };
  }
  const numeric = /^(\d{1,2})[/.-]/.exec(lower);
  return { year, month: numeric ? Number(numeric[1]) : null };
}

/** The date ranges written in a line, in order. */
export function findRanges(text: string): FoundRange[] {
  const found: FoundRange[] = [];
  for (const match of text.matchAll(RANGE_PATTERN)) {
    // Both groups always take part in a match.
    const [, from = '', to = ''] = match;
    const start = parseMonthYear(from);
    const end = /^\d|^[a-z]+\.?,?\s+\d/i.test(to) ? parseMonthYear(to) : 'present';
    if (start && end) found.push({ range: { start, end }, index: match.index, length: match[0].length });
  }
  return found;
}

/** The single dates written in a line (those of ranges too), in order. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const match of text.matchAll(DATE_PATTERN)) {
    const date = parseMonthYear(match[0]);
    if (date) found.push({ date, index: match.index, length: match[0].length });
  }
  return found;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The profile's day (YYYY-MM-DD) of a month: its first day. A year alone is January when it
 * starts something and December when it ends it ("2015 – 2018" covers 2018), never after `today`.
 */
export function dayOf(date: MonthYear, side: 'start' | 'end', today: string): string {
  const day = `${date.year}-${pad(date.month ?? (side === 'start' ? 1 : 12))}-01`;
  const thisMonth = `${today.slice(0, 7)}-01`;
  return side === 'end' && date.month === null && day > thisMonth && date.year === Number(today.slice(0, 4)) ? thisMonth : day;
}

/** A range as profile days: start and end (null: still going on), the end never before the start. */
export function rangeDays(range: DateRange, today: string): { startDate: string; endDate: string | null } {
  const startDate = dayOf(range.start, 'start', today);
  if (range.end === 'present') return { startDate, endDate: null };
  const endDate = dayOf(range.end, 'end', today);
  return endDate < startDate ? { startDate: endDate, endDate: startDate } : { startDate, endDate };
}

/** The text with the written part [index, index + length) taken out and the separators it leaves at the ends trimmed. */
export function withoutSpan(text: string, index: number, length: number): string {
  return trimSeparators(`${text.slice(0, index)}\t${text.slice(index + length)}`);
}

/** Text without separators, brackets and label words left at its ends ("(", "|", "–", ",", "Dates:"). */
export function trimSeparators(text: string): string {
  return text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/^[\s\t|,;:–—\-•·()[\]]+|[\s\t|,;:–—\-•·([]+$/g, '')
    .replace(/\)$/, (closing) => (text.includes('(') ? closing : ''))
    .trim();
}
