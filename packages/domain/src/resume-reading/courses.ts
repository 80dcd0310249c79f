// Continuing education: one course per line, with its provider, completion date and hours.
import type { DraftCourse } from '../resume-import';
import { itemsOf } from './credentials';
import { dayOf, findDates, trimSeparators } from './resume-dates';
import type { ResumeLine } from './resume-lines';

const HOURS = /\(?\b(\d{1,4}(?:\.\d{1,2})?)\s*(?:ce\s*)?(?:hours?|hrs?\.?|credits?|ceus?|units?|ce)\b\)?/i;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function courseOf(item: string): DraftCourse | null {
  let rest = item;
  let hours: number | null = null;
  const written = HOURS.exec(rest);
  if (written) {
    const value = Number(written[1]);
    hours = value >= 0.25 && value <= 1000 ? value : null;
    rest = `${rest.slice(0, written.index)}\t${rest.slice(written.index + written[0].length)}`;
  }
  const date = findDates(rest).at(-1);
  if (date) rest = `${rest.slice(0, date.index)}\t${rest.slice(date.index + date.length)}`;
  const parts = rest
    .split(/\s*,\s*|\s+[–—-]\s+|\s*\|\s*|\t|\s*\(\s*|\s*\)\s*/)
    .map(trimSeparators)
    .filter((part) => /\p{L}/u.test(part));
  const [name] = parts;
  if (name === undefined) return null;
  return {
    name: cut(name, 150),
    provider: parts[1] ? cut(parts.slice(1).join(', '), 150) : null,
    completedDate: date ? dayOf(date.date, 'start', '9999-12-31') : null,
    hours,
  };
}

/** The courses of the continuing education sections. */
export function readCourses(lines: readonly ResumeLine[]): DraftCourse[] {
  return lines.flatMap((line) => itemsOf(line.text)).flatMap((item) => courseOf(item) ?? []);
}
