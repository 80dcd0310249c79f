import { z } from 'zod';
import { ResponseTimeSchema } from './no-ghosting';
import { PracticeReviewsSchema } from './reviews';

/** A slug in a directory path: lower-case letters, digits and hyphens (a state code in any case is also read). */
const SlugSchema = (field: string) =>
  z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9-]+$/, `Enter a valid ${field}.`);

/** Which directory: at most one place (state, city with its state, metro, cluster or Canada), optionally a role or a specialty. */
export const DirectoryQuerySchema = z.strictObject({
  role: SlugSchema('role').optional(),
  state: SlugSchema('state').optional(),
  city: SlugSchema('city').optional(),
  metro: SlugSchema('metro area').optional(),
  cluster: SlugSchema('state cluster').optional(),
  specialty: SlugSchema('specialty').optional(),
  country: z.enum(['CA']).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'Enter a page number.')
    .optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

export const DirectoryLinkSchema = z.object({ name: z.string(), path: z.string(), count: z.number().int().optional() });
export type DirectoryLink = z.infer<typeof DirectoryLinkSchema>;

export const DirectoryJobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Null for a confidential posting. */
  practiceName: z.string().nullable(),
  /** The practice's public page; null for a confidential posting, a private practice or a partner posting. */
  practicePath: z.string().nullable(),
  postedDate: z.string().nullable(),
  type: z.string().nullable(),
  /** The posting's page on this site, or the partner's address. */
  path: z.string(),
  isPartner: z.boolean(),
});
export type DirectoryJob = z.infer<typeof DirectoryJobSchema>;

export const DirectoryAnswerSchema = z.object({
  kind: z.enum(['role', 'state', 'city', 'metro', 'cluster', 'specialty', 'canada', 'role-state', 'role-metro']),
  heading: z.string(),
  description: z.string(),
  /** The canonical path of page 1. */
  path: z.string(),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  breadcrumbs: z.array(DirectoryLinkSchema),
  jobs: z.array(DirectoryJobSchema),
  /** Places within this one (cities of a state, states of a cluster, provinces of Canada). */
  places: z.array(DirectoryLinkSchema),
  /** Nearby places with live jobs; for an empty directory, the nearest ones that have jobs. */
  nearby: z.array(DirectoryLinkSchema),
  /** The other roles here, with their counts. */
  roles: z.array(DirectoryLinkSchema),
  /** Salary pages for this place (only those with enough postings). */
  salaries: z.array(DirectoryLinkSchema),
  /** schema.org ItemList of the listed postings (absolute addresses), for JSON-LD; the page writes its breadcrumbs' BreadcrumbList. */
  structuredData: z.record(z.string(), z.unknown()),
});
export type DirectoryAnswer = z.infer<typeof DirectoryAnswerSchema>;

/** GET /job-directories/latest: what the home page shows of the live postings. */
export const LatestJobsAnswerSchema = z.object({
  /** Live postings on the site, partners' included. */
  total: z.number().int(),
  /** Each role's directory with its live count, busiest first. */
  roles: z.array(DirectoryLinkSchema),
  /** The newest postings of this site (not partners'), newest first. */
  jobs: z.array(DirectoryJobSchema),
});
export type LatestJobsAnswer = z.infer<typeof LatestJobsAnswerSchema>;

export const ZonesAnswerSchema = z.object({
  total: z.number().int(),
  states: z.array(DirectoryLinkSchema.extend({ code: z.string(), country: z.enum(['US', 'CA']) })),
  clusters: z.array(DirectoryLinkSchema),
  metros: z.array(DirectoryLinkSchema),
  cities: z.array(DirectoryLinkSchema.extend({ state: z.string() })),
  roles: z.array(DirectoryLinkSchema),
  specialties: z.array(DirectoryLinkSchema),
});
export type ZonesAnswer = z.infer<typeof ZonesAnswerSchema>;

export const SalaryQuerySchema = z.strictObject({
  role: SlugSchema('role'),
  state: SlugSchema('state').optional(),
  metro: SlugSchema('metro area').optional(),
});
export type SalaryQuery = z.infer<typeof SalaryQuerySchema>;

export const SalaryAnswerSchema = z.object({
  heading: z.string(),
  path: z.string(),
  /** The directory of the same role and place. */
  jobsPath: z.string(),
  breadcrumbs: z.array(DirectoryLinkSchema),
  /**
   * Figures in cents, as postings store pay. Null when fewer postings than the threshold state
   * their pay: the page says so and is not indexed.
   */
  pay: z
    .object({ unit: z.enum(['HOUR', 'YEAR']), count: z.number().int(), median: z.number().int(), low: z.number().int(), high: z.number().int() })
    .nullable(),
  minPostings: z.number().int(),
  others: z.array(DirectoryLinkSchema),
});
export type SalaryAnswer = z.infer<typeof SalaryAnswerSchema>;

export const OrganizationSummarySchema = z.object({
  username: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  liveJobs: z.number().int(),
  path: z.string(),
});
export type OrganizationSummary = z.infer<typeof OrganizationSummarySchema>;

export const OrganizationListSchema = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  organizations: z.array(OrganizationSummarySchema),
});
export type OrganizationList = z.infer<typeof OrganizationListSchema>;

export const OrganizationOfficeSchema = z.object({
  name: z.string(),
  isPrimary: z.boolean(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  /** Opening hours, Sunday first; a day not listed is closed. */
  hours: z.array(z.object({ dow: z.number().int(), day: z.string(), opens: z.string(), closes: z.string() })),
  photos: z.array(
    z.object({ url: z.string(), thumbnailUrl: z.string(), description: z.string().nullable(), width: z.number().int(), height: z.number().int() }),
  ),
});
export type OrganizationOffice = z.infer<typeof OrganizationOfficeSchema>;

/** A practice's public page: only what the practice chose to show (never its contact person, email or account). */
export const OrganizationSchema = z.object({
  username: z.string(),
  name: z.string(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  empType: z.string().nullable(),
  /** The employer type in words ('Group practice'), null when not chosen. */
  empTypeLabel: z.string().nullable(),
  /** Technologies the practice uses, as the employer technology list spells them. */
  technologies: z.array(z.string()),
  path: z.string(),
  offices: z.array(OrganizationOfficeSchema),
  /** Its live postings that name it (confidential ones are left out), newest first. */
  jobs: z.array(DirectoryJobSchema),
  updatedAt: z.string(),
  /** How soon the practice usually answers applicants (ADR 112); null: too few answered applications to say. */
  responseTime: ResponseTimeSchema.nullable().optional(),
  /** Its rating and the reviews of it that show (ADR 114). */
  reviews: PracticeReviewsSchema.optional(),
  /** Verified by its organization NPI with the NPI Registry: the "verified practice" badge (ADR 115). */
  isVerifiedPractice: z.boolean().optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const ProfessionalSummarySchema = z.object({
  username: z.string(),
  name: z.string(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  path: z.string(),
});
export const ProfessionalListSchema = z.object({
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  professionals: z.array(ProfessionalSummarySchema),
});
export type ProfessionalList = z.infer<typeof ProfessionalListSchema>;

export const SITEMAP_FAMILIES = ['pages', 'jobs', 'directories', 'salaries', 'organizations', 'professionals', 'events'] as const;
export type SitemapFamily = (typeof SITEMAP_FAMILIES)[number];
/** A sitemap file holds at most 50,000 addresses. */
export const SITEMAP_FILE_LIMIT = 50_000;

export const SitemapEntrySchema = z.object({ path: z.string(), lastmod: z.string().nullable() });
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;
export const SitemapIndexSchema = z.array(z.object({ family: z.enum(SITEMAP_FAMILIES), part: z.number().int(), lastmod: z.string().nullable() }));
export type SitemapIndex = z.infer<typeof SitemapIndexSchema>;
