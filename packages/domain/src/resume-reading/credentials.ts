// Licenses and certifications: the state license goes to the profile's license fields (type,
// state, number), every other line is a certification with its issuer and dates.
import type { DraftCert } from '../resume-import';
import { REGIONS, type RegionCode } from '../resume-profile-rules';
import { regionOf } from './contact-details';
import { LICENSE_CREDENTIALS, credentialsIn } from './dental-terms';
import { dayOf, findDates, findRanges, rangeDays, trimSeparators, withoutSpan } from './resume-dates';
import type { ResumeLine } from './resume-lines';

export type DraftLicense = { license: string; licenseState: RegionCode | null; licenseNumber: string | null };

const ISSUERS =
  /\b(?:DANB|Dental Assisting National Board|American Heart Association|AHA|American Red Cross|Red Cross|CDCA|WREB|CRDTS|ADEX|JCNDE|NBDHE|IDFPR|DEA|Board|Department|Council|Association|Academy|Society|Commission|Institute|University|College)\b/;
const EXPIRY_WORDS = /\b(?:exp(?:ires|iration|\.)?|(?:valid|active|good|current)\s+(?:through|until|thru)|through|until|renew(?:s|al)?(?:\s+date)?)\s*:?\s*$/i;
const LICENSE_WORDS = /\blicen[cs](?:e|ed|ure)\b/i;
const NOT_A_PROFILE_LICENSE = /\b(?:DEA|driver'?s?|CDS|controlled substance|radiolog|x-?ray|anesthesia|sedation|nitrous|permit)\b/i;
const LICENSE_NUMBER = /(?:#|\bno\.?|\bnumber:?|\blicen[cs]e:)\s*([A-Z0-9][A-Z0-9.-]*\d[A-Z0-9.-]*)/i;
/** Two-letter codes that are also common words or credentials: a state only when written out. */
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'OH', 'HI', 'OK', 'MD', 'MS', 'ON', 'PA', 'DE', 'LA', 'CO', 'AL', 'ID', 'AR', 'MA', 'NB', 'PE']);
const STATE_NAMES = Object.values(REGIONS).sort((a, b) => b.length - a.length);

/** The state or province an item names: a state's name anywhere, or an unambiguous two-letter code. */
export function stateIn(text: string): RegionCode | null {
  const name = STATE_NAMES.find((state) => new RegExp(`\\b${state}\\b`, 'i').test(text));
  if (name) return regionOf(name);
  for (const [code] of text.matchAll(/\b[A-Z]{2}\b/g)) if (!AMBIGUOUS_CODES.has(code) && regionOf(code)) return regionOf(code);
  return null;
}

/** The items of a line: split at semicolons and bars, and at commas when it is a plain list ("CPR, BLS, Nitrous Oxide Permit"). */
export function itemsOf(text: string): string[] {
  return text
    .split(/\s*;\s*|\s+\|\s+|\s+•\s+/)
    .flatMap((item) => {
      const pieces = item.split(/\s*,\s*/);
      const plainList = pieces.length > 2 && !/\d/.test(item) && pieces.every((piece) => piece.split(/\s+/).length <= 5);
      return plainList ? pieces : [item];
    })
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Issue and expiry days written in an item, and the item without them. */
function datesOf(item: string): { rest: string; issuedDate: string | null; expiresDate: string | null } {
  const range = findRanges(item)[0];
  if (range) {
    const { startDate, endDate } = rangeDays(range.range, '9999-12-31');
    return { rest: withoutSpan(item, range.index, range.length), issuedDate: startDate, expiresDate: endDate };
  }
  let rest = item;
  let issuedDate: string | null = null;
  let expiresDate: string | null = null;
  for (const found of findDates(item).reverse()) {
    const before = item.slice(0, found.index);
    const expiry = EXPIRY_WORDS.exec(before);
    if (expiry && !expiresDate) {
      expiresDate = dayOf(found.date, 'start', '9999-12-31');
      rest = rest.slice(0, expiry.index) + '\t' + rest.slice(found.index + found.length);
    } else if (!issuedDate) {
      issuedDate = dayOf(found.date, 'start', '9999-12-31');
      rest = rest.slice(0, found.index) + '\t' + rest.slice(found.index + found.length);
    }
  }
  return { rest: trimSeparators(rest.replace(/\b(?:issued|obtained|earned|certified|received|since)\s*:?\s*(?=\t|$)/gi, '')), issuedDate, expiresDate };
}

/** The name and issuer of an item: the issuer is the part after the name that names one, or an issuer in brackets. */
function nameAndIssuer(text: string): { name: string; issuer: string | null } {
  let issuer: string | null = null;
  let name = text.replace(/\(([^)]+)\)/g, (whole, inner: string) => {
    if (!issuer && ISSUERS.test(inner) && !credentialsIn(inner).length) {
      issuer = inner.trim();
      return ' ';
    }
    return whole;
  });
  const parts = name
    .split(/\s*,\s*|\s+[–—-]\s+|\s*\|\s*|\t/)
    .map((part) => part.trim())
    .filter(Boolean);
  const issuerAt = parts.findIndex((part, index) => index > 0 && ISSUERS.test(part));
  const issuerPart = parts[issuerAt];
  if (issuerAt > 0 && !issuer && issuerPart !== undefined) {
    issuer = issuerPart;
    parts.splice(issuerAt, 1);
  }
  name = trimSeparators(parts.join(', ').replace(/\s+/g, ' '));
  return { name, issuer };
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The license type an item names: its credential, else what its words and the name's credentials say. */
function licenseTypeOf(item: string, nameCredentials: readonly string[]): string | null {
  const written = credentialsIn(item).find((credential) => LICENSE_CREDENTIALS.includes(credential));
  if (written) return written;
  if (/hygien/i.test(item)) return 'RDH';
  if (/dental assist/i.test(item)) return nameCredentials.find((credential) => ['RDA', 'EFDA', 'LDA', 'RDAEF'].includes(credential)) ?? 'RDA';
  if (/\bdent(?:al|ist|istry)\b/i.test(item)) return nameCredentials.find((credential) => credential === 'DDS' || credential === 'DMD') ?? 'DDS';
  return null;
}

/**
 * The license and certifications of the credentials sections. The first line that is a state
 * license of a known type ("Illinois Dental Hygiene License #019.012345") fills the license; the
 * others are certifications.
 */
export function readCredentials(lines: readonly ResumeLine[], nameCredentials: readonly string[]): { license: DraftLicense | null; certs: DraftCert[] } {
  let license: DraftLicense | null = null;
  const certs: DraftCert[] = [];
  for (const line of lines) {
    for (const item of itemsOf(line.text)) {
      const type = LICENSE_WORDS.test(item) && !NOT_A_PROFILE_LICENSE.test(item) ? licenseTypeOf(item, nameCredentials) : null;
      if (type && !license) {
        license = { license: type, licenseState: stateIn(item), licenseNumber: LICENSE_NUMBER.exec(item)?.[1]?.replace(/[.-]$/, '') ?? null };
        continue;
      }
      const { rest, issuedDate, expiresDate } = datesOf(item);
      const { name, issuer } = nameAndIssuer(rest);
      if (name.length < 2) continue;
      certs.push({
        name: cut(name, 150),
        issuer: issuer ? cut(issuer, 150) : null,
        issuedDate,
        expiresDate: expiresDate && issuedDate && expiresDate < issuedDate ? null : expiresDate,
      });
    }
  }
  return { license, certs };
}
