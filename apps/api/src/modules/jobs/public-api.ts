// What other modules may use of job postings (the employer dashboard, hiring): read-only summaries.
import type { Database } from '@chairside/db/client';
import { EMPLOYER_JOB_LIMIT, dayOf, derivedFields, type JobType } from '@chairside/domain/job-posting';
import type { JobDisplayStatus, JobStatus } from '@chairside/domain/job-status';
import { countSlots, type SlotCounts } from './job-slots-repository';
import { listJobsByIds, listOwnJobs } from './jobs-repository';
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

/** A posting as hiring needs it: who owns it, what people see of it, and whether it is live at `now`. */
export type JobSummary = {
  id: number;
  employerId: number;
  status: JobStatus;
  name: string | null;
  position: string | null;
  positionLabel: string;
  type: JobType;
  city: string | null;
  state: string | null;
  slug: string;
  displayStatus: JobDisplayStatus | null;
  /** ACTIVE, not expired, not unslotted. */
  isLive: boolean;
  isConfidential: boolean;
  practice: { username: string; name: string };
};

/** Summaries of postings by id (drafts included); only the employer's own when `employerId` is given. */
export async function loadJobSummaries(db: Database, jobIds: number[], now: Date, options: { employerId?: number } = {}): Promise<Map<number, JobSummary>> {
  const rows = await listJobsByIds(db, [...new Set(jobIds)], options.employerId);
  const today = dayOf(now);
  return new Map(
    rows.map((row) => {
      const facts = factsOf(row, now);
      const derived = derivedFields(facts, today);
      const summary: JobSummary = {
        id: row.id,
        employerId: row.employerId,
        status: row.status,
        name: row.name,
        position: row.position,
        positionLabel: derived.positionLabel,
        type: row.type,
        city: row.city,
        state: row.state,
        slug: derived.slug,
        displayStatus: derived.displayStatus,
        isLive: facts.isActive,
        isConfidential: row.isConfidential,
        practice: { username: row.employerUsername, name: row.practiceName },
      };
      return [row.id, summary];
    }),
  );
}
