// The schools of a resume's education section: school, degree or program, place and dates.
import type { DraftSchool } from '../resume-import';
import { entryBlocks, partsOf, placeOf, type EntryBlock } from './entry-blocks';
import { dayOf, findDates, findRanges, rangeDays, withoutSpan } from './resume-dates';
import type { ResumeLine } from './resume-lines';

const SCHOOL_WORDS = /\b(?:university|college|school|institute|academy|polytechnic|seminary|conservatory|career center|technical center)\b/i;
const DEGREE_WORDS =
  /\b(?:associate(?:'s)?|bachelor(?:'s)?|master(?:'s)?|doctor(?:ate)?|degree|diploma|certificate|certification|program|ged|major|minor|residency|fellowship|a\.?a\.?s\.?|a\.?s\.?|b\.?s\.?|b\.?a\.?|m\.?s\.?|m\.?b\.?a\.?|m\.?p\.?h\.?|ph\.?d\.?|d\.?d\.?s\.?|d\.?m\.?d\.?|bsdh|msdh|gpr|aegd)(?![\p{L}])/iu;

const isDated = (text: string) => findRanges(text).length > 0 || findDates(text).length > 0;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function schoolOf(block: EntryBlock, today: string): DraftSchool | null {
  let name: string | null = null;
  let degree: string | null = null;
  let place: { city: string | null; state: string | null } = { city: null, state: null };
  let startDate: string | null = null;
  let endDate: string | null = null;
  const unknown: string[] = [];
  // An entry written as one long line reads as a description: then that line is its heading.
  for (const line of block.head.length > 0 ? block.head : block.body.slice(0, 1)) {
    let text = line.replace(/\b(?:graduated|graduation|expected|anticipated|completed|class of)\b:?/gi, ' ');
    const range = findRanges(text)[0];
    const single = range ? null : findDates(text).at(-1);
    if (range && !startDate && !endDate) {
      ({ startDate, endDate } = rangeDays(range.range, today));
      text = withoutSpan(text, range.index, range.length);
    } else if (single && !endDate) {
      endDate = dayOf(single.date, 'end', '9999-12-31');
      text = withoutSpan(text, single.index, single.length);
    }
    for (const part of partsOf(text)) {
      const isPlace = placeOf(part);
      if (isPlace) place = place.city ? place : isPlace;
      else if (SCHOOL_WORDS.test(part) && !name) name = part;
      else if (DEGREE_WORDS.test(part) && !degree) degree = part;
      else unknown.push(part);
    }
  }
  // A degree written as two parts ("Associate of Applied Science, Dental Hygiene") reads whole.
  const next = unknown[0];
  if (degree && next !== undefined && !name) name = unknown.shift() ?? null;
  else if (degree && next !== undefined && next.split(/\s+/).length <= 5) {
    unknown.shift();
    degree = `${degree}, ${next}`;
  }
  if (!name) name = unknown.shift() ?? null;
  if (!name) return null;
  return {
    name: cut(name, 150),
    degree: degree ? cut(degree, 100) : null,
    city: place.city ? cut(place.city, 100) : null,
    state: place.state,
    startDate,
    endDate,
  };
}

/** The schools of the education sections, in the order written. */
export function readEducation(lines: readonly ResumeLine[], today: string): DraftSchool[] {
  return entryBlocks(lines, isDated)
    .map((block) => schoolOf(block, today))
    .filter((school): school is DraftSchool => school !== null);
}
