// The entries of a list section (jobs, schools): which lines belong together, and the parts of
// an entry's heading lines (title, practice, place, dates).
import { regionOf } from './contact-details';
import type { ResumeLine } from './resume-lines';

/** One entry: its heading lines (title, practice, place, dates) and its description lines. */
export type EntryBlock = { head: string[]; body: string[] };

/** A line written as a list item or a sentence of a description rather than as a heading of an entry (a dated line is a heading). */
export function isDescription(line: ResumeLine, isDated: (text: string) => boolean): boolean {
  if (line.bullet) return true;
  if (isDated(line.text)) return false;
  const words = line.text.split(/\s+/).length;
  return words > 12 || (words > 5 && /[.!]$/.test(line.text)) || /^[a-z]/.test(line.text);
}

/**
 * The entries of a section. Heading lines come before description lines; heading lines after a
 * description start the next entry. Heading lines that hold several dated lines (entries without
 * descriptions) are cut into as many entries, each shaped like the first: as many lines before
 * its dated line as the first entry has before its own.
 */
export function entryBlocks(lines: readonly ResumeLine[], isDated: (text: string) => boolean): EntryBlock[] {
  const groups: EntryBlock[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (isDescription(line, isDated)) {
      if (last) last.body.push(line.text);
      else groups.push({ head: [], body: [line.text] });
    } else if (!last || last.body.length > 0) groups.push({ head: [line.text], body: [] });
    else last.head.push(line.text);
  }
  return groups.flatMap((group) => cutByDates(group, isDated));
}

function cutByDates(group: EntryBlock, isDated: (text: string) => boolean): EntryBlock[] {
  const dated = group.head.flatMap((text, index) => (isDated(text) ? [index] : []));
  const before = dated[0];
  if (before === undefined || dated.length < 2) return [group];
  const starts = [0];
  let previous = before;
  for (const index of dated.slice(1)) {
    starts.push(Math.max(previous + 1, index - before));
    previous = index;
  }
  return starts.map((start, n) => ({
    head: group.head.slice(start, starts[n + 1]),
    body: n + 1 === starts.length ? group.body : [],
  }));
}

export type Place = { city: string | null; state: string | null };

/** "Chicago, IL", "Oak Park, Illinois": a city and a state or province, at a part's end. */
const PLACE =
  /(?:^|[\t|,–—-]\s*|\s)((?:[A-Z][\p{L}.'-]*)(?:\s+[A-Z][\p{L}.'-]*){0,3}),\s*([A-Z]{2}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)(?:\s+\d{5}(?:-\d{4})?)?\s*$/u;

/** A part that is only a place ("Chicago, IL"); null otherwise. */
export function placeOf(part: string): Place | null {
  const match = PLACE.exec(part);
  if (!match || match.index !== 0 || match[0].trim() !== part.trim()) return null;
  // Both groups always take part in a match.
  const [, city = '', stateText = ''] = match;
  const state = regionOf(stateText);
  return state ? { city: city.trim(), state } : null;
}

/** Words that end a name after a comma and belong to it ("Lee Family Dental, PC", "Dr. Ann Lee, DDS"). */
const NAME_SUFFIX = /^(?:dds|dmd|pc|p\.c\.|llc|pllc|inc\.?|ltd\.?|pa|p\.a\.|ms|md|jr\.?|sr\.?|corp\.?)$/i;

/**
 * The parts of an entry's heading line: split at tabs, bars, spaced dashes, bullets, " at " and
 * commas, a place ("Chicago, IL") kept whole, a suffix ("PC", "DDS") kept with the name before it.
 */
export function partsOf(text: string): string[] {
  const parts: string[] = [];
  // An abbreviation in brackets stays with the words before it ("Doctor of Dental Medicine (DMD)").
  const kept = text.replace(/\s*\(([A-Z][A-Z.]{1,7})\)/g, ' \u27E8$1\u27E9');
  for (const chunk of kept.split(/\t|\s+[|•·]\s+|\s*\|\s*|\s+[–—-]\s+|\s+at\s+|\s*\(\s*|\s*\)\s*/)) {
    const pieces = chunk.split(/\s*,\s*/).filter(Boolean);
    let joined = false;
    for (const [i, piece] of pieces.entries()) {
      if (joined) {
        joined = false;
        continue;
      }
      const next = pieces[i + 1];
      const last = parts.at(-1);
      if (next && regionOf(next.replace(/\s+\d{5}(?:-\d{4})?$/, '')) && /^[A-Z]/.test(piece) && piece.split(/\s+/).length <= 4) {
        parts.push(`${piece}, ${next}`);
        joined = true;
      } else if (NAME_SUFFIX.test(piece) && last !== undefined) parts[parts.length - 1] = `${last}, ${piece}`;
      else parts.push(piece);
    }
  }
  return parts
    .map((part) =>
      part
        .replace(/\u27E8/g, '(')
        .replace(/\u27E9/g, ')')
        .trim(),
    )
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
