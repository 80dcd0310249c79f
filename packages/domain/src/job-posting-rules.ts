// Job postings without zod: types, limits, pay codes and their display, the description check,
// what publishing needs, a posting's life and its schema.org markup. ./job-posting holds the
// schemas and re-exports all of this.
import { jobSlug } from './job-slug';
import {
  POSTING_DURATION_DAYS,
  adjustedExpireDate,
  displayStatus,
  postGroup,
  type JobPostingSummary,
  type JobStatus,
} from './job-status';
import { positionLabel } from './positions';

export const JOB_TYPES = { PERM: 'Permanent', TEMP: 'Temp' } as const;
export type JobType = keyof typeof JOB_TYPES;

export const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_DESCRIPTION_MAX_LENGTH = 20_000;
export const JOB_DATES_LIMIT = 90;
/** The employer job list's limit (spec: 2500), also the most postings one employer keeps. */
export const EMPLOYER_JOB_LIMIT = 2500;

// ---- pay ----

export const PAY_UNITS = ['HOUR', 'YEAR', 'PRODUCTION', 'COLLECTION'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
export const PAY_CODES = [
  'HOUR',
  'HOUR_RANGE',
  'YEAR',
  'YEAR_RANGE',
  'PRODUCTION',
  'PRODUCTION_RANGE',
  'COLLECTION',
  'COLLECTION_RANGE',
] as const;
export type PayCode = (typeof PAY_CODES)[number];

/** The pay unit a display code starts with, or null. */
export function payUnitOf(code: string | null | undefined): PayUnit | null {
  const upper = code?.trim().toUpperCase() ?? '';
  return PAY_UNITS.find((unit) => upper.startsWith(unit)) ?? null;
}

/** True for codes with the optional RANGE ending. */
export function isPayRange(code: string | null | undefined): boolean {
  return payUnitOf(code) !== null && (code ?? '').trim().toUpperCase().endsWith('RANGE');
}

/** Accepted amounts per unit, in hundredths (cents; hundredths of a percent). */
export const PAY_LIMITS: Record<PayUnit, { min: number; max: number; words: string }> = {
  HOUR: { min: 725, max: 50_000, words: 'Hourly pay is from $7.25 to $500.00 (725 to 50000 cents)' },
  YEAR: { min: 1_000_000, max: 100_000_000, words: 'A yearly salary is from $10,000 to $1,000,000 (1000000 to 100000000 cents)' },
  PRODUCTION: { min: 100, max: 10_000, words: 'A percentage of production is from 1% to 100% (100 to 10000 hundredths of a percent)' },
  COLLECTION: { min: 100, max: 10_000, words: 'A percentage of collections is from 1% to 100% (100 to 10000 hundredths of a percent)' },
};

const trimZeros = (value: string) => value.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');

/** One formatter for every call: toLocaleString with options builds a new one each time (slow in lists). */
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function formatAmount(amount: number, unit: PayUnit): string {
  if (unit === 'PRODUCTION' || unit === 'COLLECTION') return `${trimZeros((amount / 100).toFixed(2))}%`;
  const dollars = amount / 100;
  if (unit === 'YEAR' && dollars >= 1000) return `$${trimZeros((dollars / 1000).toFixed(1))}K`;
  return `$${DOLLARS.format(dollars)}`;
}

const UNIT_SUFFIX: Record<PayUnit, string> = { HOUR: '/hour', YEAR: '/year', PRODUCTION: ' of production', COLLECTION: ' of collections' };

/**
 * The pay as people read it: '$45.00/hour', '$42.00–$55.00/hour', '$160K–$200K/year',
 * '30% of collections'. US dollars with 2 decimals, large yearly figures abbreviated. Null
 * when no pay is given.
 */
export function formatPay(payCode: string | null, salaryMin: number | null, salaryMax: number | null): string | null {
  const unit = payUnitOf(payCode);
  if (!unit || salaryMin === null) return null;
  const low = formatAmount(salaryMin, unit);
  const range = isPayRange(payCode) && salaryMax !== null && salaryMax !== salaryMin;
  return `${range ? `${low}–${formatAmount(salaryMax, unit)}` : low}${UNIT_SUFFIX[unit]}`;
}

export type PayProblem = { field: 'payCode' | 'salaryMin' | 'salaryMax'; message: string };

/** What is wrong with a posting's pay (nothing: an empty list). */
export function payProblems(pay: { payCode: string | null; salaryMin: number | null; salaryMax: number | null }): PayProblem[] {
  const unit = payUnitOf(pay.payCode);
  if (pay.payCode === null) {
    return pay.salaryMin !== null || pay.salaryMax !== null
      ? [{ field: 'payCode', message: 'Choose how the pay is quoted (payCode), or leave the amounts empty.' }]
      : [];
  }
  if (!unit) return [{ field: 'payCode', message: `payCode is one of ${PAY_CODES.join(', ')}.` }];
  const limits = PAY_LIMITS[unit];
  const problems: PayProblem[] = [];
  if (pay.salaryMin === null) problems.push({ field: 'salaryMin', message: 'Enter the pay (salaryMin).' });
  else if (pay.salaryMin < limits.min || pay.salaryMin > limits.max) problems.push({ field: 'salaryMin', message: `${limits.words}.` });
  if (isPayRange(pay.payCode)) {
    if (pay.salaryMax === null) problems.push({ field: 'salaryMax', message: 'A pay range needs its top (salaryMax).' });
    else if (pay.salaryMax < limits.min || pay.salaryMax > limits.max) problems.push({ field: 'salaryMax', message: `${limits.words}.` });
    else if (pay.salaryMin !== null && pay.salaryMax < pay.salaryMin)
      problems.push({ field: 'salaryMax', message: 'The top of the pay range must be at least its bottom.' });
  } else if (pay.salaryMax !== null) {
    problems.push({ field: 'salaryMax', message: `A single amount has no salaryMax; use ${unit}_RANGE for a range.` });
  }
  return problems;
}

// ---- description ----

const UNSAFE_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'form', 'input', 'button',
  'textarea', 'select', 'option', 'link', 'meta', 'svg', 'math', 'template', 'noscript', 'xml',
]);

export const UNSAFE_DESCRIPTION_MESSAGE =
  'The description may not contain scripts, styles, forms, embedded content or event handlers. Use bold, italics, lists and links.';

/**
 * A quick check of HTML a person typed: true when a tag is one of the unsafe ones, carries an
 * event handler (on...=) or a javascript:, vbscript: or data: address. The server also checks
 * with a real HTML parser before it sanitises.
 */
export function containsUnsafeHtml(html: string): boolean {
  for (const match of html.matchAll(/<\s*\/?\s*([a-zA-Z][\w:-]*)([^>]*)/g)) {
    const [, name, attributes] = match;
    if (UNSAFE_TAGS.has(name.toLowerCase())) return true;
    if (/(^|[\s/"'])on[a-z]+\s*=/i.test(attributes)) return true;
    // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a URL scheme
    if (/=\s*["']?\s*(javascript|vbscript|data)\s*:/i.test(attributes.replace(/[\u0000-\u001f]/g, ''))) return true;
  }
  return false;
}

export type PublishProblem = { field: string; message: string };

/**
 * What a posting still needs before it can be published (and keep being edited once live):
 * position, title, description, a place (ZIP, city and state, or an office) and, for temp
 * postings, dates from today on. `today` is YYYY-MM-DD.
 */
export function publishProblems(
  posting: {
    position: string | null;
    name: string | null;
    description: string | null;
    zip: string | null;
    city: string | null;
    state: string | null;
    type: string;
    jobDates: readonly { date: string }[];
  },
  today: string,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  if (!posting.position) problems.push({ field: 'position', message: 'Choose the position before publishing.' });
  if (!posting.name) problems.push({ field: 'name', message: 'Enter the job title before publishing.' });
  if (!posting.description) problems.push({ field: 'description', message: 'Describe the job before publishing.' });
  if (!posting.zip) problems.push({ field: 'zip', message: 'Enter the ZIP code (or choose an office) before publishing.' });
  else if (!posting.city || !posting.state) problems.push({ field: 'city', message: 'Enter the city and state before publishing.' });
  if (posting.type === 'TEMP') {
    if (posting.jobDates.length === 0) problems.push({ field: 'jobDates', message: 'A temp posting needs at least one date.' });
    posting.jobDates.forEach((jobDate, index) => {
      if (jobDate.date < today) problems.push({ field: `jobDates.${index}.date`, message: 'A temp date cannot be in the past.' });
    });
  }
  return problems;
}

export const JOB_FLAG_REASON_MAX = 500;

// ---- a posting's life ----

export type JobLifeInput = {
  status: JobStatus;
  expiredDate: string | null;
  isSubscription: boolean;
  /** The slot the posting was published into; null when it has none. */
  slot: { cancelledAt: string | null; expiresAt: string | null } | null;
};

export type JobLife = { isExpired: boolean; isUnslotted: boolean; isActive: boolean };

/** Expired, unslotted and live, at `now`. Drafts are none of them. */
export function jobLife(job: JobLifeInput, now: Date): JobLife {
  if (job.status === 'DRAFT') return { isExpired: false, isUnslotted: false, isActive: false };
  const passed = (iso: string | null) => iso !== null && Date.parse(iso) <= now.getTime();
  const isUnslotted = job.slot === null || job.slot.cancelledAt !== null;
  const isExpired = job.isSubscription && job.slot ? passed(job.slot.expiresAt) : job.expiredDate === null || passed(job.expiredDate);
  return { isExpired, isUnslotted, isActive: job.status === 'ACTIVE' && !isExpired && !isUnslotted };
}

const DAY_MS = 86_400_000;

/** When a posting published at `postedAt` expires: 30 days later. */
export function expiryOf(postedAt: Date): Date {
  return new Date(postedAt.getTime() + POSTING_DURATION_DAYS * DAY_MS);
}

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

export const JOB_SLOT_PRODUCTS = ['JOB', 'JOBSUB', 'BASIC'] as const;
export type JobSlotProduct = (typeof JOB_SLOT_PRODUCTS)[number];

// ---- derived fields and markup ----

export type PostingFacts = JobPostingSummary & { payCode: string | null; salaryMin: number | null; salaryMax: number | null };

/** The derived fields every answer carries, from the stored facts (today: YYYY-MM-DD). */
export function derivedFields(job: PostingFacts, today: string) {
  return {
    positionLabel: positionLabel(job.position),
    slug: jobSlug(job),
    salary: formatPay(job.payCode, job.salaryMin, job.salaryMax),
    salaryUnits: payUnitOf(job.payCode),
    displayStatus: displayStatus(job),
    group: postGroup(job),
    adjustedExpireDate: adjustedExpireDate(job, today),
  };
}

/** O*NET-SOC occupations per position, for schema.org occupationalCategory. */
export const OCCUPATIONAL_CATEGORIES: Readonly<Record<string, string>> = {
  DD: '29-1021.00 Dentists, General',
  DA: '31-9091.00 Dental Assistants',
  DH: '29-2021.00 Dental Hygienists',
  FO: '43-6013.00 Medical Secretaries and Administrative Assistants',
  LT: '51-9081.00 Dental Laboratory Technicians',
  SR: '41-4011.00 Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products',
};

export type StructuredDataInput = {
  id: number;
  name: string | null;
  description: string | null;
  position: string | null;
  type: JobType;
  postedDate: string | null;
  /** ISO date or date-time. */
  validThrough: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  isConfidential: boolean;
  practiceName: string | null;
  payCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** The page's absolute address, when known. */
  url?: string;
};

const CONFIDENTIAL_EMPLOYER = 'Confidential dental practice';

/**
 * schema.org JobPosting for Google's job search: title, description, datePosted, validThrough,
 * employmentType (PERM: FULL_TIME, TEMP: TEMPORARY), hiringOrganization, jobLocation, and
 * baseSalary for hourly or yearly pay (a percentage of production or collections has no
 * MonetaryAmount form, so it is left out). A confidential posting names no practice and no street.
 */
export function jobPostingStructuredData(job: StructuredDataInput): Record<string, unknown> {
  const unit = payUnitOf(job.payCode);
  const street = job.isConfidential ? null : [job.address, job.address2].filter(Boolean).join(' ') || null;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.name ?? positionLabel(job.position),
    description: job.description ?? '',
    identifier: { '@type': 'PropertyValue', name: 'Chairside', value: String(job.id) },
    datePosted: job.postedDate ? job.postedDate.slice(0, 10) : undefined,
    validThrough: job.validThrough ?? undefined,
    employmentType: job.type === 'TEMP' ? 'TEMPORARY' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.isConfidential || !job.practiceName ? CONFIDENTIAL_EMPLOYER : job.practiceName },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        addressLocality: job.city ?? undefined,
        addressRegion: job.state ?? undefined,
        postalCode: job.zip ?? undefined,
        addressCountry: 'US',
      },
    },
  };
  if (job.position && OCCUPATIONAL_CATEGORIES[job.position]) data.occupationalCategory = OCCUPATIONAL_CATEGORIES[job.position];
  if (job.url) data.url = job.url;
  if ((unit === 'HOUR' || unit === 'YEAR') && job.salaryMin !== null) {
    const range = isPayRange(job.payCode) && job.salaryMax !== null && job.salaryMax !== job.salaryMin;
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        ...(range ? { minValue: job.salaryMin / 100, maxValue: (job.salaryMax as number) / 100 } : { value: job.salaryMin / 100 }),
        unitText: unit,
      },
    };
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
