// Resume search on the wire: the query (limit, offset and preview are strings, as the spec
// says), the preview card, the full card and the answer. Rules: ./resume-search-rules.
import { z } from 'zod';
import { ZipSchema } from './accounts';
import { PositionCodeSchema } from './form-fields';
import { CandidateStateSchema } from './resume-profile';
import {
  DISTANCE_BANDS,
  RESUME_SEARCH_DEFAULT_LIMIT,
  RESUME_SEARCH_DEFAULT_RADIUS,
  RESUME_SEARCH_MAX_LIMIT,
  RESUME_SEARCH_MAX_RADIUS,
  WEEKDAYS,
  type Weekday,
} from './resume-search-rules';

export * from './resume-search-rules';

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is a whole number from ${min} to ${max}.` })
    .trim()
    .regex(/^\d{1,6}$/, `${field} is a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${field} is a whole number from ${min} to ${max}.`);

const flag = (field: string) => z.enum(['1', '0'], { error: `${field} is 1 or 0.` });

const commaList = (field: string, max: number, itemMax: number) =>
  z
    .string({ error: `${field} is a comma-separated list.` })
    .max(max * (itemMax + 1), `${field} is too long.`)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= max, `${field} lists at most ${max} items.`)
    .refine((items) => items.every((item) => item.length <= itemMax), `Each of ${field} is at most ${itemMax} characters.`);

/** The filters and paging of every resume search call (query string). */
export const ResumeSearchQuerySchema = z.strictObject({
  radius: wholeNumber('radius', 1, RESUME_SEARCH_MAX_RADIUS).optional(),
  keyword: z.string({ error: 'keyword is text.' }).trim().max(200, 'keyword is at most 200 characters.').optional(),
  experience: wholeNumber('experience', 0, 60).optional().describe('The fewest years of experience.'),
  certifications: commaList('certifications', 5, 60)
    .optional()
    .describe('Certification names the resume must all hold (any case, part of the name: "CPR" finds "CPR/BLS").'),
  availability: commaList('availability', 7, 3)
    .refine(
      (days) => days.every((day) => (WEEKDAYS as readonly string[]).includes(day.toLowerCase())),
      'availability lists days: sun, mon, tue, wed, thu, fri, sat.',
    )
    .transform((days) => days.map((day) => day.toLowerCase() as Weekday))
    .optional()
    .describe('Days (sun..sat, comma-separated); a resume available (permanent or temp) on at least one is listed.'),
  relocate: flag('relocate').optional().describe('1: only seekers willing to relocate.'),
  verified: flag('verified').optional().describe('1: only seekers with a verified license (ADR 115).'),
  limit: wholeNumber('limit', 1, RESUME_SEARCH_MAX_LIMIT).optional(),
  offset: wholeNumber('offset', 0, 10_000).optional(),
  preview: flag('preview').optional().describe('1: the preview even with access; 0 (default): the full cards when the practice has access.'),
});
export type ResumeSearchQuery = z.input<typeof ResumeSearchQuerySchema>;
export type ResumeSearchQueryParsed = z.output<typeof ResumeSearchQuerySchema>;

export const ResumeSearchPathSchema = z.strictObject({ position: PositionCodeSchema, zip: ZipSchema });

/** The search after defaults. */
export type ResumeSearchParams = {
  radius: number;
  keyword: string | null;
  experience: number | null;
  certifications: string[];
  availability: Weekday[];
  relocateOnly: boolean;
  verifiedOnly: boolean;
  limit: number;
  offset: number;
  preview: boolean;
};

export function resumeSearchParamsOf(query: ResumeSearchQueryParsed): ResumeSearchParams {
  return {
    radius: query.radius ?? RESUME_SEARCH_DEFAULT_RADIUS,
    keyword: query.keyword ? query.keyword : null,
    experience: query.experience ?? null,
    certifications: query.certifications ?? [],
    availability: query.availability ?? [],
    relocateOnly: query.relocate === '1',
    verifiedOnly: query.verified === '1',
    limit: query.limit ?? RESUME_SEARCH_DEFAULT_LIMIT,
    offset: query.offset ?? 0,
    preview: query.preview === '1',
  };
}

/** What a practice without access sees: enough to judge the pool, nothing that names or finds the person. */
export const ResumePreviewCardSchema = z.object({
  position: z.string(),
  experience: z.number().int().nullable(),
  certifications: z.array(z.string()),
  skills: z.array(z.string()),
  availability: z.array(z.enum(WEEKDAYS)),
  availabilityTemp: z.array(z.enum(WEEKDAYS)),
  distanceBand: z.enum(DISTANCE_BANDS),
  state: z.string().nullable(),
  isRelocate: z.boolean(),
  candidateState: CandidateStateSchema,
  match: z.number().int(),
  /** A license, permit or certificate verified (ADR 115): the badge, without the number. */
  licenseVerified: z.boolean(),
});
export type ResumePreviewCard = z.infer<typeof ResumePreviewCardSchema>;

/** The full card: the preview plus who the person is and where (city, miles). */
export const ResumeFullCardSchema = ResumePreviewCardSchema.extend({
  username: z.string(),
  name: z.string(),
  photoThumbnailUrl: z.string().nullable(),
  city: z.string().nullable(),
  distance: z.number().nullable(),
  intro: z.string().nullable(),
  license: z.string().nullable(),
  specialties: z.array(z.string()),
  /** The average and count of the revealed reviews of them after shifts and interviews (ADR 114). */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
  /** The verified licenses and certificates with their numbers: practices with resume access only (ADR 115). */
  verifiedCredentials: z.array(z.object({ label: z.string(), state: z.string().nullable(), number: z.string().nullable() })),
});
export type ResumeFullCard = z.infer<typeof ResumeFullCardSchema>;

export const InvitationCreditsSchema = z.object({ INV: z.number().int(), INVSUB: z.number().int() });

const answerBase = {
  position: z.string(),
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  radius: z.number().int(),
  /** Every match, counted up to RESUME_COUNT_LIMIT; `totalCapped`: more match than that. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
};

const PreviewAnswerSchema = z.object({
  access: z.literal('preview'),
  ...answerBase,
  /** The product that opens the full cards and invitations. */
  productToBuy: z.string(),
  resumes: z.array(ResumePreviewCardSchema),
});
const FullAnswerSchema = z.object({
  access: z.literal('full'),
  ...answerBase,
  credits: InvitationCreditsSchema,
  resumes: z.array(ResumeFullCardSchema),
});

export const ResumeSearchAnswerSchema = z.discriminatedUnion('access', [PreviewAnswerSchema, FullAnswerSchema]);
export type ResumeSearchAnswer = z.infer<typeof ResumeSearchAnswerSchema>;

/**
 * The search for one posting: the answer plus the posting's id and title. Each kind of answer is
 * extended rather than the union intersected: in JSON Schema two closed objects in allOf admit nothing.
 */
const forJob = { jobId: z.number().int(), jobTitle: z.string().nullable() };
export const JobResumeSearchAnswerSchema = z.discriminatedUnion('access', [PreviewAnswerSchema.extend(forJob), FullAnswerSchema.extend(forJob)]);
export type JobResumeSearchAnswer = z.infer<typeof JobResumeSearchAnswerSchema>;
