// The jobs of a resume's experience section: title, practice, place, dates and description.
import type { DraftCompany } from '../resume-import';
import { employerScore, titleScore } from './dental-terms';
import { entryBlocks, partsOf, placeOf, type EntryBlock } from './entry-blocks';
import { findDates, findRanges, rangeDays, withoutSpan, type DateRange, type FoundRange } from './resume-dates';
import type { ResumeLine } from './resume-lines';

const hasRange = (text: string) => findRanges(text).length > 0;
/** Heading lines longer than this many words are read as description. */
const MAX_HEAD_WORDS = 12;

/** A job of one month or one year ("Summer 2014"): a range from it to itself. */
function singleDate(text: string): FoundRange | null {
  const found = findDates(text)[0];
  return found ? { range: { start: found.date, end: found.date }, index: found.index, length: found.length } : null;
}

type Reading = { title: string | null; name: string | null; city: string | null; state: string | null; range: DateRange | null; extra: string[] };

/** Title, practice, place and dates from an entry's heading lines; lines that fit none go to the description. */
function readHead(head: readonly string[]): Reading {
  const reading: Reading = { title: null, name: null, city: null, state: null, range: null, extra: [] };
  const unknown: string[] = [];
  for (const line of head) {
    let text = line;
    const found = reading.range ? null : (findRanges(text)[0] ?? singleDate(text));
    if (found) {
      reading.range = found.range;
      text = withoutSpan(text, found.index, found.length);
    }
    if (text.split(/\s+/).length > MAX_HEAD_WORDS) {
      reading.extra.push(text);
      continue;
    }
    for (const part of partsOf(text)) {
      const place = placeOf(part);
      if (place) {
        if (!reading.city) Object.assign(reading, place);
        continue;
      }
      const title = titleScore(part);
      const employer = employerScore(part);
      if (title > employer && !reading.title) reading.title = part;
      else if (employer > title && !reading.name) reading.name = part;
      else unknown.push(part);
    }
  }
  // Parts neither title nor practice by their words: the practice first (it is often a person's
  // name, "Dr. Ann Lee"), then the title; more than two go to the description.
  for (const part of unknown) {
    if (!reading.name) reading.name = part;
    else if (!reading.title) reading.title = part;
    else reading.extra.push(part);
  }
  return reading;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function companyOf(block: EntryBlock, today: string): DraftCompany | null {
  const reading = readHead(block.head);
  if (!reading.name && !reading.title) return null;
  const days = reading.range ? rangeDays(reading.range, today) : null;
  const description = [...reading.extra, ...block.body].join('\n').trim();
  return {
    name: cut(reading.name ?? '', 150),
    title: cut(reading.title ?? '', 100),
    city: reading.city ? cut(reading.city, 100) : null,
    state: reading.state,
    startDate: days?.startDate ?? null,
    endDate: days ? days.endDate : null,
    current: reading.range?.end === 'present',
    description: description ? cut(description, 2000) : null,
  };
}

/** The jobs of the experience sections, in the order written. */
export function readWorkHistory(lines: readonly ResumeLine[], today: string): DraftCompany[] {
  return entryBlocks(lines, hasRange)
    .map((block) => companyOf(block, today))
    .filter((company): company is DraftCompany => company !== null);
}
