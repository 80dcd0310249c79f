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
// The values and rules without zod (pay, description check, publishing, life, markup) are in ./job-posting-rules, re-exported here.
import { z } from 'zod';
import { EmailSchema, ZipSchema } from './accounts';
import { PositionCodeSchema, TIME_PATTERN, idSchema, optionalText, timeSchema } from './form-fields';
import {
  BENEFIT_CODES,
  EMPLOYMENT_TYPE_CODES,
  SCREENING_QUESTIONS_MAX,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTION_MIN_LENGTH,
  SHIFT_CODES,
  WORK_DAY_CODES,
  inListOrder,
  type EmploymentType,
  JOB_DATES_LIMIT,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_FLAG_REASON_MAX,
  JOB_SLOT_PRODUCTS,
  JOB_TITLE_MAX_LENGTH,
  PAY_CODES,
  UNSAFE_DESCRIPTION_MESSAGE,
  containsUnsafeHtml,
  payProblems,
} from './job-posting-rules';
import { JOB_DISPLAY_STATUSES, JOB_STATUSES, POST_GROUPS } from './job-status';
import { OfficeSchema } from './office';
import { NotSelectedMessageSchema, ResponseTimeSchema } from './no-ghosting';
import { RegionCodeSchema, SPECIALTY_CODES, SpecialtyCodeSchema, isRealDay } from './resume-profile';
import { BOOKING_MODES } from './temp-shifts';
import { RequiredCredentialsInputSchema } from './credentials';

export * from './job-posting-rules';

export const JobStatusSchema = z.enum(JOB_STATUSES);
export const JobTypeSchema = z.enum(['PERM', 'TEMP'], { error: 'type is PERM (permanent) or TEMP (temp dates).' });

export const PayCodeSchema = z.enum(PAY_CODES, { error: `payCode is one of ${PAY_CODES.join(', ')}.` });

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
      ctx.addIssue({
        code: 'custom',
        path: [value.startTime === null ? 'startTime' : 'endTime'],
        message: 'Give both the start and the end time of the shift, or neither.',
      });
    else if (
      value.startTime !== null &&
      value.endTime !== null &&
      TIME_PATTERN.test(value.startTime) &&
      TIME_PATTERN.test(value.endTime) &&
      value.endTime <= value.startTime
    )
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must come after the start time.' });
  });
export type JobDateInput = z.infer<typeof JobDateInputSchema>;

const amountSchema = (field: string) =>
  z
    .number({ error: `${field} is a whole number of hundredths (cents, or hundredths of a percent).` })
    .int(`${field} is a whole number of hundredths (cents, or hundredths of a percent).`)
    .min(0, `${field} cannot be negative.`)
    .max(1_000_000_000, `${field} is too large.`);

export const EmploymentTypeSchema = z.enum(EMPLOYMENT_TYPE_CODES as [EmploymentType, ...EmploymentType[]], {
  error: `employmentType is one of ${EMPLOYMENT_TYPE_CODES.join(', ')}, or null.`,
});

/** A list of codes from a fixed list: each once, stored in the list's order. */
const codeListSchema = <T extends string>(field: string, codes: readonly T[]) =>
  z
    .array(z.enum(codes as unknown as [T, ...T[]], { error: `${field} holds codes from: ${codes.join(', ')}.` }), {
      error: `${field} is a list of codes from: ${codes.join(', ')}.`,
    })
    .max(codes.length * 2, `${field} lists each code at most once.`)
    .default([])
    .transform((chosen) => inListOrder(chosen, codes));

export const SCREENING_QUESTION_ID_PATTERN = /^[a-z0-9]{1,16}$/;

/** One yes/no screening question; a question kept from before sends its id back, a new one has none. */
export const ScreeningQuestionInputSchema = z.strictObject({
  id: z.string({ error: 'A question id is text.' }).regex(SCREENING_QUESTION_ID_PATTERN, 'A question id is 1 to 16 lower-case letters and digits.').optional(),
  text: z
    .string({ error: 'Write the question (text).' })
    .trim()
    .min(SCREENING_QUESTION_MIN_LENGTH, `A question is at least ${SCREENING_QUESTION_MIN_LENGTH} characters.`)
    .max(SCREENING_QUESTION_MAX_LENGTH, `A question is at most ${SCREENING_QUESTION_MAX_LENGTH} characters.`),
  isDealBreaker: z.boolean({ error: 'isDealBreaker is true or false.' }).default(false),
});
export type ScreeningQuestionInput = z.infer<typeof ScreeningQuestionInputSchema>;

/**
 * POST users/employers/{id}/jobs and PUT jobs/{id}: the posting as the form holds it. A field
 * left out is null (PUT replaces the whole posting). Drafts may leave position, title,
 * description and place empty; publishing needs them (publishProblems).
 */
export const JobPostingInputSchema = z
  .strictObject({
    officeId: idSchema('officeId').nullable().default(null),
    position: PositionCodeSchema.nullable().default(null),
    name: optionalText(JOB_TITLE_MAX_LENGTH, `A job title is at most ${JOB_TITLE_MAX_LENGTH} characters.`, 'name (the job title) is text, or null.').default(
      null,
    ),
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
    employmentType: EmploymentTypeSchema.nullable().default(null),
    workDays: codeListSchema('workDays', WORK_DAY_CODES),
    shifts: codeListSchema('shifts', SHIFT_CODES),
    benefits: codeListSchema('benefits', BENEFIT_CODES),
    screeningQuestions: z
      .array(ScreeningQuestionInputSchema, { error: 'screeningQuestions is a list of {text, isDealBreaker}.' })
      .max(SCREENING_QUESTIONS_MAX, `A posting asks at most ${SCREENING_QUESTIONS_MAX} screening questions.`)
      .default([]),
    requiredCredentials: RequiredCredentialsInputSchema,
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
    const ids = new Set<string>();
    const texts = new Set<string>();
    posting.screeningQuestions.forEach((question, index) => {
      if (question.id !== undefined && ids.has(question.id))
        ctx.addIssue({ code: 'custom', path: ['screeningQuestions', index, 'id'], message: 'Each question id appears once.' });
      if (texts.has(question.text.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['screeningQuestions', index, 'text'], message: 'Ask each question once.' });
      if (question.id !== undefined) ids.add(question.id);
      texts.add(question.text.toLowerCase());
    });
  });
export type JobPostingInput = z.infer<typeof JobPostingInputSchema>;

export const PublishableStatusSchema = z.enum(['ACTIVE', 'BOOKED', 'CANCELED'], {
  error: 'status is ACTIVE (reopen), BOOKED (filled) or CANCELED (closed).',
});

/** PUT jobs/{id}/status: fill (BOOKED), close (CANCELED) or reopen (ACTIVE). */
export const JobStatusInputSchema = z.strictObject({
  status: PublishableStatusSchema,
  /** Filling or closing: the not-selected notice every open applicant gets (blank or left out: the polite default). */
  notSelectedMessage: NotSelectedMessageSchema.nullish(),
});
/** PUT jobs/{id}/status/{jobDateId}: a temp date's own status. */
export const JobDateStatusInputSchema = z.strictObject({
  status: z.enum(['ACTIVE', 'BOOKED', 'CANCELED'], { error: 'status is ACTIVE (open), BOOKED (filled) or CANCELED.' }),
});

/** PUT jobs/{id}/publish: the slot to publish into (optional; the first free one otherwise). */
export const PublishJobInputSchema = z.strictObject({ slotId: idSchema('slotId').optional() });

/** PUT jobs/{id}/flag. */
export const JobFlagInputSchema = z.strictObject({
  reason: z
    .string({ error: 'Tell us what is wrong with this posting (reason).' })
    .trim()
    .min(1, 'Tell us what is wrong with this posting (reason).')
    .max(JOB_FLAG_REASON_MAX, `A reason is at most ${JOB_FLAG_REASON_MAX} characters.`),
  /** Optional: where to thank the reporter once the team acts on the report (signed in: the account's address when left out). */
  email: z
    .union([z.literal('').transform(() => null), EmailSchema], { error: 'Enter a valid email address, or leave email empty.' })
    .nullable()
    .optional(),
});
export type JobFlagInput = z.infer<typeof JobFlagInputSchema>;

// ---- answers ----

/** One date of a temp posting: it is a shift, with how it is booked and what it pays (ADR 97). */
export const JobDateSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(['ACTIVE', 'BOOKED', 'CANCELED']),
  bookingMode: z.enum(BOOKING_MODES),
  /** The hourly rate in cents; null until the practice sets it. */
  rateCents: z.number().int().nullable(),
  /** The unpaid break. */
  breakMinutes: z.number().int(),
  /** What the shift pays in all, in cents; null without hours or rate. */
  totalCents: z.number().int().nullable(),
  /** The zone of the posting's ZIP code: the times are wall-clock there. */
  timeZone: z.string(),
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
  employmentType: z.string().nullable(),
  workDays: z.array(z.string()),
  shifts: z.array(z.string()),
  benefits: z.array(z.string()),
  /** The schedule as people read it ('Mon–Fri · Mornings'), or null. */
  schedule: z.string().nullable(),
  screeningQuestions: z.array(z.object({ id: z.string(), text: z.string(), isDealBreaker: z.boolean() })),
  requiredCredentials: z.array(z.string()),
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
  /** The IANA time zone of the posting's place (its ZIP code's); interviews are set in it. */
  timeZone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployerJob = z.infer<typeof EmployerJobSchema>;

/** GET jobs/{id}: the public job page. */
export const PublicJobSchema = z.object({
  ...postingFields,
  /** The questions an applicant answers; which are deal-breakers is the practice's own (ADR 33). */
  screeningQuestions: z.array(z.object({ id: z.string(), text: z.string() })),
  /** ACTIVE, not expired, not unslotted: the page may show the markup and the apply button. */
  isLive: z.boolean(),
  /** The practice's late-cancellation fee: the share of a shift's pay it owes a booked professional (ADR 97). */
  lateCancelFeePercent: z.number().int(),
  /** The practice's terms for temp professionals, shown before booking: independent contractor unless it says employee (ADR 126). */
  workerClassification: z.enum(['CONTRACTOR', 'EMPLOYEE']),
  /** null when the posting is confidential. */
  practice: z.object({ username: z.string(), name: z.string(), isPublic: z.boolean(), isVerified: z.boolean().optional() }).nullable(),
  /** null when the posting is confidential or has no office. */
  office: OfficeSchema.nullable(),
  /** schema.org JobPosting for a JSON-LD script; null unless live. */
  structuredData: z.record(z.string(), z.unknown()).nullable(),
  /** How soon the practice usually answers applicants (ADR 112); null when confidential or too few answered applications to say. */
  responseTime: ResponseTimeSchema.nullable().optional(),
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

export const LiveJobPageSchema = z.object({ id: z.number().int(), slug: z.string(), lastmod: z.string() });
export type LiveJobPage = z.infer<typeof LiveJobPageSchema>;

export const JobSlotSchema = z.object({
  slotId: z.number().int(),
  /** 0 when the slot is unassigned. */
  activeJobId: z.number().int(),
  orderId: z.number().int().nullable(),
  product: z.enum(JOB_SLOT_PRODUCTS),
  /** The position it was bought for: it carries postings of that position only (null: any). */
  position: z.string().nullable(),
  /** The price region it was bought for (NORTHEAST, SOUTHEAST, MIDWEST, SOUTH, WEST; null: any). */
  region: z.string().nullable(),
  isSubscription: z.boolean(),
  expiresAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobSlot = z.infer<typeof JobSlotSchema>;

export const JobFlagStateSchema = z.object({ flagged: z.boolean() });
export const JobViewAnswerSchema = z.object({ counted: z.boolean() });

/** A posting on the administrators' queue of reported postings: its open reports, the posting and its practice. */
export const ReportedJobSchema = z.object({
  jobId: z.number().int(),
  name: z.string().nullable(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  status: JobStatusSchema,
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The posting's text (HTML with basic formatting, as the public page shows it). */
  description: z.string().nullable(),
  /** The public page's path. */
  path: z.string(),
  postedDate: z.string().nullable(),
  employer: z.object({
    username: z.string(),
    practiceName: z.string(),
    email: z.string(),
    memberSince: z.string(),
    livePostings: z.number().int(),
    isSuspended: z.boolean(),
  }),
  flagCount: z.number().int(),
  lastFlaggedAt: z.string(),
  flags: z.array(z.object({ reason: z.string(), reporter: z.string().nullable(), hasEmail: z.boolean(), createdAt: z.string() })),
});
export type ReportedJob = z.infer<typeof ReportedJobSchema>;

export const REPORTED_JOB_ACTIONS = ['hide-posting', 'dismiss', 'suspend-practice'] as const;
export type ReportedJobAction = (typeof REPORTED_JOB_ACTIONS)[number];

export const ReviewReportedJobSchema = z.strictObject({
  action: z.enum(REPORTED_JOB_ACTIONS, { error: 'action is hide-posting, dismiss or suspend-practice.' }),
});
export type ReviewReportedJob = z.infer<typeof ReviewReportedJobSchema>;

export const ReviewedReportedJobSchema = z.object({
  jobId: z.number().int(),
  action: z.enum(REPORTED_JOB_ACTIONS),
  /** Open reports closed by the action (all of the practice's postings' when suspended). */
  closedReports: z.number().int(),
  /** Postings taken out of search and off their pages. */
  hiddenPostings: z.number().int(),
  /** Reporters thanked by email. */
  thankedReporters: z.number().int(),
});
export type ReviewedReportedJob = z.infer<typeof ReviewedReportedJobSchema>;
