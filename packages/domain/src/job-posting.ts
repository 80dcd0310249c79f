// A job posting as employers write it and everyone reads it: request bodies, answers, pay codes
// and their display, the posting's life (expired, unslotted, live) and its schema.org markup.
// Status, groups, filters, sorting and the adjusted expiry are in ./job-status; the slug in ./job-slug.
// Decisions where the spec is silent (docs/decisions/0010-job-postings-and-slots.md):
// - Pay codes are written HOUR, YEAR, PRODUCTION, COLLECTION and, for a range, the same with
//   '_RANGE' (HOUR_RANGE...). payUnitOf/isPayRange also read the legacy 'HOURRANGE' spelling.
// - Amounts are whole hundredths: cents of a dollar for HOUR and YEAR, hundredths of a percent
//   for PRODUCTION and COLLECTION (3000 = 30%). A range needs salaryMax >= salaryMin; a single
//   amount has salaryMax null. `salary` (display text) and `salaryUnits` (HOUR, YEAR,
//   PRODUCTION, COLLECTION) are answered, computed from payCode and the amounts.
// - Temp (TEMP, isPlanned) postings need at least one date; each date may carry a shift
//   (startTime and endTime, both or neither, end after start). Permanent postings have no dates.
// - The description is HTML with basic formatting. Scripts, styles, forms, embedded content,
//   event handlers and javascript: links are refused (400 description), not stripped; other
//   tags are removed by the server's sanitiser, keeping their text.
// - A published posting is live (isActive) while ACTIVE, not expired and not unslotted. A
//   30-day posting expires at expiredDate; a subscription posting renews while its slot (the
//   subscription) lasts. Unslotted: published, and its slot is gone or was cancelled.
import { z } from 'zod';
import { ZipSchema } from './accounts';
import { TIME_PATTERN, idSchema, optionalText, timeSchema } from './form-fields';
import { jobSlug } from './job-slug';
import {
  JOB_DISPLAY_STATUSES,
  JobStatusSchema,
  POST_GROUPS,
  POSTING_DURATION_DAYS,
  adjustedExpireDate,
  displayStatus,
  postGroup,
  type JobPostingSummary,
  type JobStatus,
} from './job-status';
import { OfficeSchema } from './office';
import { PositionCodeSchema, positionLabel } from './positions';
import { RegionCodeSchema, SPECIALTY_CODES, SpecialtyCodeSchema, isRealDay } from './resume-profile';

export const JOB_TYPES = { PERM: 'Permanent', TEMP: 'Temp' } as const;
export type JobType = keyof typeof JOB_TYPES;
export const JobTypeSchema = z.enum(['PERM', 'TEMP'], { error: 'type is PERM (permanent) or TEMP (temp dates).' });

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
export const PayCodeSchema = z.enum(PAY_CODES, { error: `payCode is one of ${PAY_CODES.join(', ')}.` });

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

// ---- request bodies ----

export const daySchema = (label: string) =>
  z.string({ error: `${label} is a day written YYYY-MM-DD.` }).refine(isRealDay, `${label} is a day written YYYY-MM-DD.`);

export const JobDateInputSchema = z
  .strictObject({
    date: daySchema('date'),
    startTime: timeSchema('startTime').nullable().default(null),
    endTime: timeSchema('endTime').nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.startTime === null) !== (value.endTime === null))
      ctx.addIssue({ code: 'custom', path: [value.startTime === null ? 'startTime' : 'endTime'], message: 'Give both the start and the end time of the shift, or neither.' });
    else if (value.startTime !== null && value.endTime !== null && TIME_PATTERN.test(value.startTime) && TIME_PATTERN.test(value.endTime) && value.endTime <= value.startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must come after the start time.' });
  });
export type JobDateInput = z.infer<typeof JobDateInputSchema>;

const amountSchema = (field: string) =>
  z
    .number({ error: `${field} is a whole number of hundredths (cents, or hundredths of a percent).` })
    .int(`${field} is a whole number of hundredths (cents, or hundredths of a percent).`)
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000_000, `${field} is too large.`);

/**
 * POST users/employers/{id}/jobs and PUT jobs/{id}: the posting as the form holds it. A field
 * left out is null (PUT replaces the whole posting). Drafts may leave position, title,
 * description and place empty; publishing needs them (publishProblems).
 */
export const JobPostingInputSchema = z
  .strictObject({
    officeId: idSchema('officeId').nullable().default(null),
    position: PositionCodeSchema.nullable().default(null),
    name: optionalText(JOB_TITLE_MAX_LENGTH, `A job title is at most ${JOB_TITLE_MAX_LENGTH} characters.`, 'name (the job title) is text, or null.').default(null),
    description: optionalText(
      JOB_DESCRIPTION_MAX_LENGTH,
      `A description is at most ${JOB_DESCRIPTION_MAX_LENGTH} characters.`,
      'description is text (HTML with basic formatting), or null.',
    ).default(null),
    urltitle: optionalText(JOB_TITLE_MAX_LENGTH, `A url title is at most ${JOB_TITLE_MAX_LENGTH} characters.`).default(null),
    type: JobTypeSchema.default('PERM'),
    address: optionalText(150, 'A street address is at most 150 characters.').default(null),
    address2: optionalText(150, 'The second address line is at most 150 characters.').default(null),
    city: optionalText(100, 'A city is at most 100 characters.').default(null),
    state: RegionCodeSchema.nullable().default(null),
    zip: ZipSchema.nullable().default(null),
    isConfidential: z.boolean({ error: 'isConfidential is true or false.' }).default(false),
    payCode: PayCodeSchema.nullable().default(null),
    salaryMin: amountSchema('salaryMin').nullable().default(null),
    salaryMax: amountSchema('salaryMax').nullable().default(null),
    specialties: z
      .array(SpecialtyCodeSchema, { error: 'specialties is a list of specialty codes.' })
      .max(SPECIALTY_CODES.length, 'Choose each specialty at most once.')
      .default([])
      .transform((codes) => [...new Set(codes)]),
    jobDates: z
      .array(JobDateInputSchema, { error: 'jobDates is a list of {date, startTime, endTime}.' })
      .max(JOB_DATES_LIMIT, `A temp posting has at most ${JOB_DATES_LIMIT} dates.`)
      .default([]),
  })
  .superRefine((posting, ctx) => {
    if (posting.description !== null && containsUnsafeHtml(posting.description))
      ctx.addIssue({ code: 'custom', path: ['description'], message: UNSAFE_DESCRIPTION_MESSAGE });
    if (posting.type === 'TEMP' && posting.jobDates.length === 0)
      ctx.addIssue({ code: 'custom', path: ['jobDates'], message: 'A temp posting needs at least one date.' });
    if (posting.type === 'PERM' && posting.jobDates.length > 0)
      ctx.addIssue({ code: 'custom', path: ['jobDates'], message: 'Only temp postings have dates: choose type TEMP or remove the dates.' });
    const seen = new Set<string>();
    posting.jobDates.forEach((jobDate, index) => {
      if (seen.has(jobDate.date)) ctx.addIssue({ code: 'custom', path: ['jobDates', index, 'date'], message: 'List each date once.' });
      seen.add(jobDate.date);
    });
    for (const problem of payProblems(posting)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type JobPostingInput = z.infer<typeof JobPostingInputSchema>;

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

export const PublishableStatusSchema = z.enum(['ACTIVE', 'BOOKED', 'CANCELED'], {
  error: 'status is ACTIVE (reopen), BOOKED (filled) or CANCELED (closed).',
});

/** PUT jobs/{id}/status: fill (BOOKED), close (CANCELED) or reopen (ACTIVE). */
export const JobStatusInputSchema = z.strictObject({ status: PublishableStatusSchema });
/** PUT jobs/{id}/status/{jobDateId}: a temp date's own status. */
export const JobDateStatusInputSchema = z.strictObject({
  status: z.enum(['ACTIVE', 'BOOKED', 'CANCELED'], { error: 'status is ACTIVE (open), BOOKED (filled) or CANCELED.' }),
});

/** PUT jobs/{id}/publish: the slot to publish into (optional; the first free one otherwise). */
export const PublishJobInputSchema = z.strictObject({ slotId: idSchema('slotId').optional() });

export const JOB_FLAG_REASON_MAX = 500;
/** PUT jobs/{id}/flag. */
export const JobFlagInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Tell us what is wrong with this posting (reason).' })
    .trim()
    .min(1, 'Tell us what is wrong with this posting (reason).')
    .max(JOB_FLAG_REASON_MAX, `A reason is at most ${JOB_FLAG_REASON_MAX} characters.`),
});

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

// ---- answers ----

export const JobDateSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(['ACTIVE', 'BOOKED', 'CANCELED']),
});
export type JobDate = z.infer<typeof JobDateSchema>;

const postingFields = {
  id: z.number().int(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  name: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  status: JobStatusSchema,
  type: JobTypeSchema,
  isPlanned: z.boolean(),
  isNational: z.boolean(),
  isConfidential: z.boolean(),
  payCode: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salary: z.string().nullable(),
  salaryUnits: z.string().nullable(),
  specialties: z.array(z.string()),
  jobDates: z.array(JobDateSchema),
  urltitle: z.string().nullable(),
  slug: z.string(),
  postedDate: z.string().nullable(),
  expiredDate: z.string().nullable(),
  adjustedExpireDate: z.string().nullable(),
  isExpired: z.boolean(),
  isUnslotted: z.boolean(),
  isActive: z.boolean(),
  displayStatus: z.enum(JOB_DISPLAY_STATUSES).nullable(),
};

/** A posting as its employer sees it (list and detail). */
export const EmployerJobSchema = z.object({
  ...postingFields,
  officeId: z.number().int().nullable(),
  slotId: z.number().int().nullable(),
  isBasic: z.boolean(),
  isSubscription: z.boolean(),
  group: z.enum(POST_GROUPS),
  views: z.number().int(),
  applicantCount: z.number().int(),
  newApplicantCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployerJob = z.infer<typeof EmployerJobSchema>;

/** GET jobs/{id}: the public job page. */
export const PublicJobSchema = z.object({
  ...postingFields,
  /** ACTIVE, not expired, not unslotted: the page may show the markup and the apply button. */
  isLive: z.boolean(),
  /** null when the posting is confidential. */
  practice: z.object({ username: z.string(), name: z.string(), isPublic: z.boolean() }).nullable(),
  /** null when the posting is confidential or has no office. */
  office: OfficeSchema.nullable(),
  /** schema.org JobPosting for a JSON-LD script; null unless live. */
  structuredData: z.record(z.string(), z.unknown()).nullable(),
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

export const LiveJobPageSchema = z.object({ id: z.number().int(), slug: z.string(), lastmod: z.string() });
export type LiveJobPage = z.infer<typeof LiveJobPageSchema>;

export const JOB_SLOT_PRODUCTS = ['JOB', 'JOBSUB'] as const;
export type JobSlotProduct = (typeof JOB_SLOT_PRODUCTS)[number];

export const JobSlotSchema = z.object({
  slotId: z.number().int(),
  /** 0 when the slot is unassigned. */
  activeJobId: z.number().int(),
  orderId: z.number().int().nullable(),
  product: z.enum(JOB_SLOT_PRODUCTS),
  isSubscription: z.boolean(),
  expiresAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobSlot = z.infer<typeof JobSlotSchema>;

export const JobFlagStateSchema = z.object({ flagged: z.boolean() });
export const JobViewAnswerSchema = z.object({ counted: z.boolean() });

export const FlaggedJobSchema = z.object({
  jobId: z.number().int(),
  name: z.string().nullable(),
  position: z.string().nullable(),
  status: JobStatusSchema,
  employer: z.object({ username: z.string(), practiceName: z.string() }),
  flagCount: z.number().int(),
  lastFlaggedAt: z.string(),
  flags: z.array(z.object({ reason: z.string(), reporter: z.string().nullable(), createdAt: z.string() })),
});
export type FlaggedJob = z.infer<typeof FlaggedJobSchema>;

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
