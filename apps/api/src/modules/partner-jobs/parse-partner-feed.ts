import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normaliseZip } from '@chairside/domain/job-search';
import { positionFromTitle } from '@chairside/domain/partner-jobs';
import type { PositionCode } from '@chairside/domain/positions';
import { REGIONS } from '@chairside/domain/resume-profile';

/** One job of a partner feed, cleaned: what `partner_jobs` stores (before geocoding). */
export type FeedJob = {
  jobKey: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  position: PositionCode | null;
  jobType: string | null;
  url: string;
  description: string | null;
  postedDate: string | null;
};

export type ParsedFeed = { jobs: FeedJob[]; skipped: number; duplicates: number };

/** The feed is not XML, or not the job-feed format (a <source> root). */
export class FeedFormatError extends Error {}

const LIMITS = { title: 300, company: 200, city: 100, state: 60, zip: 20, jobType: 60, url: 2000, description: 40_000, reference: 300 };

const REGION_BY_NAME = new Map(Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code]));

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, jpath) => jpath === 'source.job',
});

/** The text of a field: the first when it repeats, nothing for nested markup; trimmed, cut to `max`. */
function field(value: unknown, max: number): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' && typeof first !== 'number') return null;
  const text = String(first).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
}

function stateOf(value: unknown): string | null {
  const text = field(value, LIMITS.state);
  if (text === null) return null;
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return REGION_BY_NAME.get(text.toLowerCase()) ?? text;
}

function dateOf(value: unknown, now: Date): string | null {
  const text = field(value, 100);
  if (text === null) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  return new Date(Math.min(ms, now.getTime())).toISOString();
}

function urlOf(value: unknown): string | null {
  const text = field(value, LIMITS.url);
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The posting's key: a hash of the feed and its reference number, or of its address when it has none. */
export function partnerJobKey(source: string, referenceNumber: string | null, url: string): string {
  const identity = referenceNumber === null ? `url:${url}` : `ref:${referenceNumber}`;
  return createHash('sha256').update(`${source}\n${identity}`).digest('hex').slice(0, 32);
}

/**
 * Reads a feed in the common XML job-feed format (<source><job><title/><company/><city/>
 * <state/><zip/><date/><url/><description/><jobtype/><referencenumber/>…</job></source>).
 * Jobs without a title or an http(s) url are skipped; a key seen twice keeps the first job.
 * Not XML, or no <source> root: FeedFormatError.
 */
export function parsePartnerFeed(xml: string, source: string, now: Date): ParsedFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`Not valid XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document = parser.parse(xml) as Record<string, unknown>;
  const root = document.source;
  if (root === undefined || root === null || typeof root !== 'object') {
    if (root === '') return { jobs: [], skipped: 0, duplicates: 0 };
    throw new FeedFormatError('Not a job feed: the root element must be <source>.');
  }
  const items = ((root as Record<string, unknown>).job ?? []) as unknown[];
  const jobs: FeedJob[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  let duplicates = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) {
      skipped++;
      continue;
    }
    const job = item as Record<string, unknown>;
    const title = field(job.title, LIMITS.title);
    const url = urlOf(job.url);
    if (title === null || url === null) {
      skipped++;
      continue;
    }
    const jobKey = partnerJobKey(source, field(job.referencenumber, LIMITS.reference), url);
    if (seen.has(jobKey)) {
      duplicates++;
      continue;
    }
    seen.add(jobKey);
    const zipText = field(job.postalcode ?? job.zip, LIMITS.zip);
    jobs.push({
      jobKey,
      title,
      company: field(job.company, LIMITS.company),
      city: field(job.city, LIMITS.city),
      state: stateOf(job.state),
      zip: zipText === null ? null : (normaliseZip(zipText) ?? zipText),
      position: positionFromTitle(title),
      jobType: field(job.jobtype, LIMITS.jobType),
      url,
      description: field(job.description, LIMITS.description),
      postedDate: dateOf(job.date, now),
    });
  }
  return { jobs, skipped, duplicates };
}
