// What the top of a resume says about the person that the profile keeps: a phone number, the ZIP
// code of their address and the credentials after their name.
import { REGIONS, type RegionCode } from '../resume-profile-rules';
import { credentialsIn } from './dental-terms';
import type { ResumeLine } from './resume-lines';

export type ContactDetails = { phone: string | null; zip: string | null; credentials: string[] };

/** A North American phone number: (312) 555-0142, 312.555.0142, +1 312 555 0142. */
const PHONE = /(?<![\d-])(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\d-])/;
/** A ZIP code after a state ("Chicago, IL 60614", "Naperville, Illinois 60540-1234"). */
const ZIP_AFTER_STATE = /\b([A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)[,\s]\s*(\d{5})(?:-\d{4})?\b/g;

const REGION_NAMES = new Map(Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code as RegionCode]));

/** The region code a state's code or name stands for ("IL", "Illinois"); null for other words. */
export function regionOf(text: string): RegionCode | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (/^[A-Z]{2}$/.test(trimmed) && Object.hasOwn(REGIONS, trimmed)) return trimmed as RegionCode;
  return REGION_NAMES.get(trimmed.toLowerCase()) ?? null;
}

/** The first phone number written in the lines, as written. */
export function phoneIn(lines: readonly ResumeLine[]): string | null {
  for (const line of lines) {
    const match = PHONE.exec(line.text);
    if (match) return match[0].trim();
  }
  return null;
}

/** The first ZIP code written after a state in the lines. */
export function zipIn(lines: readonly ResumeLine[]): string | null {
  for (const line of lines) for (const [, state = '', zip = ''] of line.text.matchAll(ZIP_AFTER_STATE)) if (regionOf(state)) return zip;
  return null;
}

/**
 * The contact details of the resume's top lines (those before the first heading; when there is
 * no heading, its first eight lines).
 */
export function contactDetailsOf(header: readonly ResumeLine[]): ContactDetails {
  const top = header.slice(0, 12);
  return {
    phone: phoneIn(top),
    zip: zipIn(top),
    credentials: [...new Set(top.slice(0, 3).flatMap((line) => credentialsIn(line.text)))],
  };
}
