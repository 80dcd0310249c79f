// Job search: the query string of the search routes and their answers, as zod schemas. The
// parameters, their normalisation and the search screen's calls are in ./job-search-rules,
// re-exported here.
import { z } from 'zod';
import {
  DAYS_OLD_OPTIONS,
  DEFAULT_SEARCH_RADIUS,
  END_BEFORE_START_MESSAGE,
  JOB_SEARCH_DEFAULT_LIMIT,
  JOB_SEARCH_MAX_LIMIT,
  JOB_SEARCH_MAX_OFFSET,
  KEYWORD_MAX_LENGTH,
  KEYWORD_MIN_LENGTH,
  NATIONAL_RADIUS,
  SEARCH_RADII,
} from './job-search-rules';

export * from './job-search-rules';

// ---- the API's shapes ----

const text = (description: string) => z.string().optional().describe(description);

/** The query string of both search routes (every value is text; `normaliseJobSearch` reads it). */
export const JobSearchQuerySchema = z.object({
  keyword: text(
    `Words to find in the title, description, practice or city (PostgreSQL full-text search, web-search syntax: "quoted phrase", or, -word). ${KEYWORD_MIN_LENGTH} to ${KEYWORD_MAX_LENGTH} characters.`,
  ),
  position: text('DD, DA, DH, FO, LT, SR, or ANY/ALL. Default: the user’s own position (signed in), else ANY.'),
  zip: text('A 5-digit ZIP code or a Canadian postal code. Default: the user’s own (signed in). Required unless radius is 101.'),
  radius: text(`${SEARCH_RADII.join(', ')} miles (default ${DEFAULT_SEARCH_RADIUS}); ${NATIONAL_RADIUS}: national postings anywhere.`),
  type: text('ANY (default), PERM, PLANNED or TEMP.'),
  startDate: text('YYYY-MM-DD: temp postings with an open date on or after it.'),
  endDate: text(`YYYY-MM-DD: temp postings with an open date on or before it; before startDate: 400 '${END_BEFORE_START_MESSAGE}'.`),
  'days-old': text(`${DAYS_OLD_OPTIONS.join(', ')} or any (default): posted within that many days.`),
  evaluation: text('all (default), LIKED or DISLIKED. Signed in only.'),
  invited: text('true: only postings the user was invited to. Signed in only.'),
  employmentType: text('Comma-separated FULL_TIME, PART_TIME, PER_DIEM: postings of any of these.'),
  schedule: text('Comma-separated MON … SUN, MORNINGS, AFTERNOONS, EVENINGS, WEEKENDS (Saturday or Sunday): postings with every one.'),
  benefits: text('Comma-separated benefit codes (BENEFITS): postings offering every one.'),
  minPay: text('Whole hundredths (cents; hundredths of a percent): postings paid in payUnit whose top of the pay range reaches it.'),
  payUnit: text('HOUR (default), YEAR, PRODUCTION or COLLECTION: the unit of minPay.'),
  dow: text(
    'Seven 0s and 1s, Sunday first: temp postings with an open date on one of the marked days (default 0000000: any day). Permanent postings are not filtered.',
  ),
  state: text('true: the whole state (or province) of the ZIP instead of the radius; false (default): the radius.'),
  limit: text(`1 to ${JOB_SEARCH_MAX_LIMIT}, default ${JOB_SEARCH_DEFAULT_LIMIT}; pages both lists.`),
  offset: text(`0 to ${JOB_SEARCH_MAX_OFFSET}, default 0.`),
});

export const PremiumJobSchema = z.object({
  /** The posting's id (the spec lists both id and jobId: they are equal). */
  id: z.number().int(),
  jobId: z.number().int(),
  title: z.string(),
  position: z.string(),
  practice: z.object({ username: z.string(), name: z.string(), isPublic: z.boolean() }).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** Miles from the searched ZIP, one decimal; null in a national search without a ZIP. */
  distance: z.number().nullable(),
  pay: z.string().nullable(),
  occupationalCategory: z.string().nullable(),
  isLike: z.boolean(),
  isDislike: z.boolean(),
  isNational: z.boolean(),
  jobDates: z.array(z.object({ date: z.string() })),
  postedDate: z.string(),
  type: z.enum(['PERM', 'TEMP']),
  /** FULL_TIME, PART_TIME, PER_DIEM, or null. */
  employmentType: z.string().nullable(),
  specialties: z.array(z.string()),
  slug: z.string(),
  applied: z.boolean(),
  invited: z.boolean(),
});
export type PremiumJob = z.infer<typeof PremiumJobSchema>;

export const PartnerJobSchema = z.object({
  jobKey: z.string(),
  title: z.string(),
  company: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  position: z.string().nullable(),
  distance: z.number().nullable(),
  url: z.string(),
  postedDate: z.string().nullable(),
  jobType: z.string().nullable(),
});
export type PartnerJob = z.infer<typeof PartnerJobSchema>;

/**
 * A search counts practices' postings up to this many past the page's first (the screen's
 * "1,000+ jobs"): a count of every match would read every posting of a dense metro's circle.
 */
export const SEARCH_COUNT_AHEAD = 1000;

export const JobSearchAnswerSchema = z.object({
  premiumJobs: z.array(PremiumJobSchema),
  partnerJobs: z.array(PartnerJobSchema),
  /** Practices' postings matching, counted up to offset + SEARCH_COUNT_AHEAD. */
  total: z.number().int(),
  /** More practices' postings match than `total` (counting stopped there). */
  totalCapped: z.boolean(),
  partnerTotal: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type JobSearchAnswer = z.infer<typeof JobSearchAnswerSchema>;

/** A posting in a job page's 'Similar jobs': what the list shows, and its page's slug. */
export const SimilarJobSchema = PremiumJobSchema.pick({
  id: true,
  title: true,
  position: true,
  practice: true,
  city: true,
  state: true,
  pay: true,
  type: true,
  employmentType: true,
  postedDate: true,
  slug: true,
});
export type SimilarJob = z.infer<typeof SimilarJobSchema>;

/** GET /jobs/{id}/similar. */
export const SimilarJobsAnswerSchema = z.object({ jobs: z.array(SimilarJobSchema) });
export type SimilarJobsAnswer = z.infer<typeof SimilarJobsAnswerSchema>;

export const JobOpinionInputSchema = z.strictObject({
  opinion: z.enum(['LIKED', 'DISLIKED'], { error: 'opinion is LIKED, DISLIKED or null.' }).nullable(),
});
export type JobOpinionInput = z.infer<typeof JobOpinionInputSchema>;

export const JobOpinionSchema = z.object({ jobId: z.number().int(), isLike: z.boolean(), isDislike: z.boolean() });
export type JobOpinion = z.infer<typeof JobOpinionSchema>;
