// External (partner) job postings: the position a feed's job title names, when it is clear.
// Decisions where the spec is silent:
// - A title maps to a position only when exactly one position's words appear in it
//   ('Dental Assistant / Receptionist' names two: no position). Such postings still appear in
//   an all-positions search.
// - Words are whole words, case-insensitive; 'Dental' alone names nothing (every title has it).
import type { PositionCode } from './positions';

const POSITION_WORDS: [PositionCode, RegExp][] = [
  ['DH', /\b(hygienists?|hygiene|rdh|rdhs|ldh)\b/],
  ['DA', /\b(assistants?|assisting|rda|efda|cda|eda|da)\b/],
  [
    'DD',
    /\b(dentists?|dds|dmd|orthodontists?|endodontists?|periodontists?|prosthodontists?|pedodontists?|oral surgeons?|oral and maxillofacial surgeons?|maxillofacial surgeons?|locum tenens)\b/,
  ],
  [
    'FO',
    /\b(front office|front desk|receptionists?|reception|office managers?|practice managers?|billing|insurance coordinators?|treatment coordinators?|scheduling coordinators?|patient coordinators?|patient care coordinators?|office coordinators?|business office|administrative|administrator)\b/,
  ],
  [
    'LT',
    /\b(lab tech|lab technicians?|laboratory technicians?|dental laborator(?:y|ies)|dental technicians?|ceramists?|denture technicians?|cad\/cam technicians?)\b/,
  ],
  ['SR', /\b(sales|territory managers?|territory representatives?|account managers?|account executives?|sales representatives?|sales reps?)\b/],
];

/** The position a job title clearly names, or null ('Assistant Office Manager' names two: none). */
export function positionFromTitle(title: string | null | undefined): PositionCode | null {
  const text = (title ?? '').toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if (text.trim() === '') return null;
  const found = POSITION_WORDS.filter(([, words]) => words.test(text)).map(([code]) => code);
  const [only, ...others] = found;
  return only !== undefined && others.length === 0 ? only : null;
}
