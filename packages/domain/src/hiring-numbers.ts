// The practice's hiring numbers (ADR 121): a funnel per posting and overall, where applicants
// came from, time to fill, and how similar postings nearby do.
import { z } from 'zod';
import { APPLICATION_SOURCES, type ApplicationSource } from './application-source';

export { APPLICATION_SOURCES, applicationSourceOf, sourceOfParam, type ApplicationSource } from './application-source';

export const SOURCE_LABELS: Record<ApplicationSource | 'unknown', string> = {
  search: 'Job search',
  alert: 'Job alert emails',
  google: 'Google',
  invitation: 'Your invitations',
  feed: 'Job feeds and partner sites',
  direct: 'Direct visits',
  unknown: 'Not recorded',
};

/** Similar postings: the same position within this many miles of the posting. */
export const NEARBY_RADIUS_MILES = 25;
/** Similar postings are those posted within this many days before now. */
export const NEARBY_WINDOW_DAYS = 365;

const count = z.number().int().nonnegative();

export const FunnelSchema = z.object({
  views: count,
  applications: count,
  /** Applicants who were offered an interview (any interview not canceled). */
  interviews: count,
  /** Applicants in a stage meaning "hired". */
  hires: count,
});
export type Funnel = z.infer<typeof FunnelSchema>;

export const SourceCountsSchema = z.object({
  search: count,
  alert: count,
  google: count,
  invitation: count,
  feed: count,
  direct: count,
  /** Applications from before the source was recorded. */
  unknown: count,
});
export type SourceCounts = z.infer<typeof SourceCountsSchema>;

export const NearbyComparisonSchema = z.object({
  /** How many similar postings the medians are over (0: nothing to compare with). */
  postings: count,
  medianViews: z.number().nullable(),
  medianApplications: z.number().nullable(),
  medianDaysToFill: z.number().nullable(),
});
export type NearbyComparison = z.infer<typeof NearbyComparisonSchema>;

export const PostingNumbersSchema = z.object({
  jobId: z.number().int(),
  title: z.string(),
  status: z.string(),
  postedDate: z.string().nullable(),
  funnel: FunnelSchema,
  sources: SourceCountsSchema,
  /** Whole days from publishing to filled; null while not filled. */
  daysToFill: z.number().nullable(),
  nearby: NearbyComparisonSchema,
});
export type PostingNumbers = z.infer<typeof PostingNumbersSchema>;

export const HiringNumbersSchema = z.object({
  overall: z.object({
    funnel: FunnelSchema,
    sources: SourceCountsSchema,
    /** Median days to fill over the practice's filled postings; null when none was filled. */
    medianDaysToFill: z.number().nullable(),
    filledPostings: count,
  }),
  postings: z.array(PostingNumbersSchema),
});
export type HiringNumbers = z.infer<typeof HiringNumbersSchema>;

/** An empty count per source. */
export function emptySources(): SourceCounts {
  return Object.fromEntries([...APPLICATION_SOURCES, 'unknown'].map((key) => [key, 0])) as SourceCounts;
}

/** The share of one step of the funnel in the previous one, as a whole percent ('–' when the previous is 0). */
export function conversion(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

/** The median of numbers (null for none). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted[mid] ?? 0;
  return sorted.length % 2 ? middle : ((sorted[mid - 1] ?? 0) + middle) / 2;
}
