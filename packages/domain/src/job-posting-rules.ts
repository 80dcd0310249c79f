// Job postings without zod: types, limits, pay codes and their display, the description check,
// what publishing needs, a posting's life and its schema.org markup. ./job-posting holds the
// schemas and re-exports all of this.
import { formatCents } from './money';
import { localDateTimeIn } from './time-zones';
import { jobSlug } from './job-slug';
import { POSTING_DURATION_DAYS, adjustedExpireDate, displayStatus, postGroup, type JobPostingSummary, type JobStatus } from './job-status';
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
export const PAY_CODES = ['HOUR', 'HOUR_RANGE', 'YEAR', 'YEAR_RANGE', 'PRODUCTION', 'PRODUCTION_RANGE', 'COLLECTION', 'COLLECTION_RANGE'] as const;
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

function formatAmount(amount: number, unit: PayUnit): string {
  if (unit === 'PRODUCTION' || unit === 'COLLECTION') return `${trimZeros((amount / 100).toFixed(2))}%`;
  const dollars = amount / 100;
  if (unit === 'YEAR' && dollars >= 1000) return `$${trimZeros((dollars / 1000).toFixed(1))}K`;
  return formatCents(Math.round(amount));
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
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'svg',
  'math',
  'template',
  'noscript',
  'xml',
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
    // Both groups always take part in a match (the second may be empty).
    const [, name = '', attributes = ''] = match;
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

/**
 * The first day a temp date may fall on: today where the day ends last among the places the
 * product serves (Hawaii), so a practice anywhere can post a shift for later today at 7 pm.
 */
export const firstTempDayOf = (instant: Date): string => localDateTimeIn(instant, 'Pacific/Honolulu').slice(0, 10);

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
  /** The practice's own website (its sameAs); null when it gave none. */
  practiceWebsite?: string | null;
  /** The absolute address of the practice's logo; null when it has none. */
  practiceLogo?: string | null;
  /** Whether the application starts on the posting's page here (this site's Apply); false when it happens elsewhere. */
  directApply: boolean;
  payCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  /** FULL_TIME, PART_TIME or PER_DIEM; null or left out: not said. */
  employmentType?: string | null;
  /** The page's absolute address, when known. */
  url?: string;
};

/** How a confidential posting's practice is called wherever the job seeker would see its name (ADR 23). */
export const CONFIDENTIAL_EMPLOYER = 'Confidential dental practice';

/** Google's value of hiringOrganization for an employer hiring anonymously (ADR 100). */
export const CONFIDENTIAL_HIRING_ORGANIZATION = 'confidential';

/** schema.org hiringOrganization: the practice with its website and logo, or 'confidential' when it hires anonymously. */
export function hiringOrganizationOf(job: Pick<StructuredDataInput, 'isConfidential' | 'practiceName' | 'practiceWebsite' | 'practiceLogo'>) {
  if (job.isConfidential || !job.practiceName) return CONFIDENTIAL_HIRING_ORGANIZATION;
  return {
    '@type': 'Organization',
    name: job.practiceName,
    ...(job.practiceWebsite ? { sameAs: job.practiceWebsite } : {}),
    ...(job.practiceLogo ? { logo: job.practiceLogo } : {}),
  };
}

/** schema.org employmentType: one value, or a list for a temp posting that also says how much it works. */
export function structuredEmploymentType(type: JobType, employmentType: string | null): string | string[] {
  if (type === 'TEMP') return employmentType ? ['TEMPORARY', employmentType] : 'TEMPORARY';
  return employmentType ?? 'FULL_TIME';
}

/**
 * schema.org JobPosting for Google's job search: title, description, datePosted, validThrough,
 * employmentType (the posting's FULL_TIME, PART_TIME or PER_DIEM; a temp posting adds TEMPORARY; a
 * permanent one that does not say is FULL_TIME), hiringOrganization (with the practice's website
 * as sameAs and its logo), jobLocation, directApply, and baseSalary for hourly or yearly pay (a
 * percentage of production or collections has no MonetaryAmount form, so it is left out). A
 * confidential posting names no practice and no street: its hiringOrganization is 'confidential'.
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
    employmentType: structuredEmploymentType(job.type, job.employmentType ?? null),
    hiringOrganization: hiringOrganizationOf(job),
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
    directApply: job.directApply,
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

// ---- the fields seekers filter by (ADR 33) ----

/** How much a job works: Google's JobPosting employmentType values, as the spec's people say them. */
export const EMPLOYMENT_TYPES = { FULL_TIME: 'Full time', PART_TIME: 'Part time', PER_DIEM: 'Per diem' } as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;
export const EMPLOYMENT_TYPE_CODES = Object.keys(EMPLOYMENT_TYPES) as EmploymentType[];

/** Days of the week, Monday first (how US practices write their hours). */
export const WORK_DAYS = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' } as const;
export type WorkDay = keyof typeof WORK_DAYS;
export const WORK_DAY_CODES = Object.keys(WORK_DAYS) as WorkDay[];
export const WEEKEND_DAYS: readonly WorkDay[] = ['SAT', 'SUN'];

/** Parts of the day. */
export const SHIFTS = { MORNINGS: 'Mornings', AFTERNOONS: 'Afternoons', EVENINGS: 'Evenings' } as const;
export type Shift = keyof typeof SHIFTS;
export const SHIFT_CODES = Object.keys(SHIFTS) as Shift[];

/** The schedule filter's codes: a day, a part of the day, or WEEKENDS (works Saturday or Sunday). */
export const SCHEDULE_FILTERS = { ...WORK_DAYS, ...SHIFTS, WEEKENDS: 'Weekends' } as const;
export type ScheduleFilter = keyof typeof SCHEDULE_FILTERS;
export const SCHEDULE_FILTER_CODES = Object.keys(SCHEDULE_FILTERS) as ScheduleFilter[];

/** The fixed list of benefits a posting may offer. */
export const BENEFITS = {
  HEALTH_INSURANCE: 'Health insurance',
  DENTAL_INSURANCE: 'Dental insurance',
  VISION_INSURANCE: 'Vision insurance',
  RETIREMENT_PLAN: '401(k) / retirement plan',
  PAID_TIME_OFF: 'Paid time off',
  PAID_HOLIDAYS: 'Paid holidays',
  CONTINUING_EDUCATION: 'Continuing education allowance',
  LICENSE_RENEWAL: 'License renewal paid',
  UNIFORM_ALLOWANCE: 'Uniform / scrubs allowance',
  EMPLOYEE_DENTAL_CARE: 'Free dental care for the team',
  BONUS: 'Bonus or production incentive',
  SIGN_ON_BONUS: 'Sign-on bonus',
  PARKING: 'Free parking',
} as const;
export type Benefit = keyof typeof BENEFITS;
export const BENEFIT_CODES = Object.keys(BENEFITS) as Benefit[];

export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_MIN_LENGTH = 5;
export const SCREENING_QUESTION_MAX_LENGTH = 200;

export type ScreeningQuestion = { id: string; text: string; isDealBreaker: boolean };
/** A question as it was asked when applying, with the answer (null: not asked, e.g. an accepted invitation). */
export type ScreeningAnswerRecord = { questionId: string; text: string; isDealBreaker: boolean; answer: boolean | null };

/** Codes in their list's order, each once: a stored and compared form that does not depend on the order they were sent in. */
export function inListOrder<T extends string>(codes: readonly string[], list: readonly T[]): T[] {
  const chosen = new Set(codes);
  return list.filter((code) => chosen.has(code));
}

/**
 * The schedule as people read it: 'Mon–Fri · Mornings, Afternoons', 'Tue, Thu, Sat · Evenings',
 * 'Every day'. Consecutive days of three or more become a span. Null when nothing is said.
 */
export function formatSchedule(workDays: readonly string[], shifts: readonly string[]): string | null {
  const days = inListOrder(workDays, WORK_DAY_CODES);
  const parts = inListOrder(shifts, SHIFT_CODES).map((code) => SHIFTS[code]);
  let dayText = '';
  if (days.length === 7) dayText = 'Every day';
  else if (days.length > 0) {
    // Runs of consecutive days: the days and the list position of the last one.
    const runs: { days: (typeof days)[number][]; first: (typeof days)[number]; last: (typeof days)[number]; end: number }[] = [];
    for (const day of days) {
      const index = WORK_DAY_CODES.indexOf(day);
      const run = runs[runs.length - 1];
      if (run && run.end === index - 1) {
        run.days.push(day);
        run.last = day;
        run.end = index;
      } else runs.push({ days: [day], first: day, last: day, end: index });
    }
    dayText = runs
      .flatMap((run) => (run.days.length >= 3 ? [`${WORK_DAYS[run.first]}–${WORK_DAYS[run.last]}`] : run.days.map((day) => WORK_DAYS[day])))
      .join(', ');
  }
  const text = [dayText, parts.join(', ')].filter(Boolean).join(' · ');
  return text || null;
}

/** True when the posting works Saturday or Sunday. */
export const worksWeekends = (workDays: readonly string[]): boolean => workDays.some((day) => (WEEKEND_DAYS as readonly string[]).includes(day));

export type ScreeningOutcome =
  { ok: true; records: ScreeningAnswerRecord[]; missedDealBreaker: boolean } | { ok: false; problems: { field: string; message: string }[] };

/**
 * Checks an applicant's answers against the posting's questions: every question needs a yes or
 * no (400 `answers.{questionId}` naming the question); answers to questions the posting does not
 * ask are refused. Answering no to a deal-breaker does not stop the application: it is stored
 * with missedDealBreaker true, and the practice sees the flag (ADR 33).
 */
export function screeningOutcome(questions: readonly ScreeningQuestion[], answers: readonly { questionId: string; answer: boolean }[]): ScreeningOutcome {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  const problems: { field: string; message: string }[] = [];
  for (const question of questions)
    if (!given.has(question.id)) problems.push({ field: `answers.${question.id}`, message: `Answer yes or no: “${question.text}”` });
  const known = new Set(questions.map((q) => q.id));
  for (const answer of answers)
    if (!known.has(answer.questionId))
      problems.push({ field: `answers.${answer.questionId}`, message: 'That question is not asked by this posting (it may have changed): reload the page.' });
  if (problems.length) return { ok: false, problems };
  const records = questions.map((q) => ({ questionId: q.id, text: q.text, isDealBreaker: q.isDealBreaker, answer: given.get(q.id) as boolean }));
  return { ok: true, records, missedDealBreaker: records.some((r) => r.isDealBreaker && r.answer === false) };
}

/** The filters a seeker sets on the posting fields (undefined or empty: not filtered). */
export type PostingFieldFilters = {
  employmentTypes: readonly EmploymentType[];
  schedule: readonly ScheduleFilter[];
  benefits: readonly Benefit[];
  /** In the unit's hundredths, with the unit: postings paid in that unit whose top of range reaches it. */
  minPay: { amount: number; unit: PayUnit } | null;
};

/**
 * Whether a posting passes the posting-field filters (the search's SQL does the same):
 * employment types: any of them; schedule: every code (WEEKENDS: Saturday or Sunday); benefits:
 * every one; minimum pay: the posting's pay is in the same unit and its top (salaryMax, or the
 * single amount) is at least the minimum. A posting that does not say is left out by a filter.
 */
export function matchesPostingFilters(
  posting: {
    employmentType: string | null;
    workDays: readonly string[];
    shifts: readonly string[];
    benefits: readonly string[];
    payCode: string | null;
    salaryMin: number | null;
    salaryMax: number | null;
  },
  filters: PostingFieldFilters,
): boolean {
  if (filters.employmentTypes.length && !(posting.employmentType !== null && (filters.employmentTypes as readonly string[]).includes(posting.employmentType)))
    return false;
  for (const code of filters.schedule) {
    if (code === 'WEEKENDS') {
      if (!worksWeekends(posting.workDays)) return false;
    } else if (!posting.workDays.includes(code) && !posting.shifts.includes(code)) return false;
  }
  if (!filters.benefits.every((benefit) => posting.benefits.includes(benefit))) return false;
  if (filters.minPay) {
    if (payUnitOf(posting.payCode) !== filters.minPay.unit) return false;
    const top = posting.salaryMax ?? posting.salaryMin;
    if (top === null || top < filters.minPay.amount) return false;
  }
  return true;
}

/** True when any posting-field filter is set (partner postings say none of these, so such a search lists none of them). */
export const hasPostingFieldFilters = (filters: PostingFieldFilters): boolean =>
  filters.employmentTypes.length > 0 || filters.schedule.length > 0 || filters.benefits.length > 0 || filters.minPay !== null;
