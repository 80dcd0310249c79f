// Saved jobs: postings a job seeker bookmarked to come back to (ADR 39).
import { z } from 'zod';
import { HiringJobSchema } from './hiring';

/** The most postings one person keeps saved; saving one more past it answers 409. */
export const SAVED_JOBS_MAX = 500;

/** One saved posting: when it was saved and the posting as it is now (closed ones stay, marked closed). */
export const SavedJobSchema = z.object({
  jobId: z.number().int(),
  /** ISO date-time. */
  savedDate: z.string(),
  job: HiringJobSchema,
});
export type SavedJob = z.infer<typeof SavedJobSchema>;
