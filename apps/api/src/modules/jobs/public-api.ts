// What other modules may use of job postings (the employer dashboard): read-only summaries.
import type { Database } from '@chairside/db/client';
import { EMPLOYER_JOB_LIMIT } from '@chairside/domain/job-posting';
import { countSlots, type SlotCounts } from './job-slots-repository';
import { listOwnJobs } from './jobs-repository';
import { factsOf } from './job-view';

const WEEK_MS = 7 * 86_400_000;

export type PostingSummary = SlotCounts & {
  activePostings: number;
  draftPostings: number;
  creditPostings: number;
  filledPostings: number;
  expiringSoon: number;
};

/** Counts of the employer's postings by the spec's rules at `now`, and of its free slots. */
export async function summarisePostings(db: Database, employerId: number, now: Date): Promise<PostingSummary> {
  const [rows, slots] = await Promise.all([listOwnJobs(db, employerId, EMPLOYER_JOB_LIMIT), countSlots(db, employerId, now)]);
  const facts = rows.map((row) => factsOf(row, now));
  const count = (test: (job: (typeof facts)[number]) => boolean) => facts.filter(test).length;
  return {
    ...slots,
    activePostings: count((job) => job.isActive),
    draftPostings: count((job) => job.status === 'DRAFT' && !!job.position),
    creditPostings: count((job) => job.status === 'DRAFT' && !job.position),
    filledPostings: count((job) => job.status === 'BOOKED'),
    expiringSoon: count(
      (job) => job.isActive && !job.isSubscription && job.expiredDate !== null && Date.parse(job.expiredDate) - now.getTime() <= WEEK_MS,
    ),
  };
}
