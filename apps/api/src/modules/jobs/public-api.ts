// What other modules may use of job postings (the employer dashboard, hiring): read-only summaries;
// commerce: publishing a draft into a bought slot and marking a posting national (NAT); the
// server: the version of a posting's public page.
import type { Database } from '@chairside/db/client';
import { EMPLOYER_JOB_LIMIT, dayOf, derivedFields, firstTempDayOf, type JobType } from '@chairside/domain/job-posting';
import type { JobDisplayStatus, JobStatus } from '@chairside/domain/job-status';
import { AppError, notFound } from '../../platform/errors';
import { refuseIncomplete } from './check-posting';
import { countSlots, type SlotCounts } from './job-slots-repository';
import { slotOwnersOf } from '../organisations/public-api';
import { findOwnJob, listJobsByIds, listOwnJobs, loadJobDates, updateJob } from './jobs-repository';
import { refuseSuspendedPractice } from './practice-standing';
import { factsOf } from './job-view';

export { publishJob } from './publish-job';
/** Filling a posting from the interview-outcome link (hiring) is the practice's own status change. */
export { changeJobStatus } from './change-job-status';
/** How soon a practice usually answers applicants (its public page). */
export { responseTimeOfPractice } from './response-time';
/** The not-selected email (the template registry). */
export { notSelectedEmail } from './not-selected';

import type { JobScope } from '../../platform/team-access';
/** Refuses, as publishing would (404, 409 status, 403 suspended practice, 400 naming the field), a posting that cannot be published now; writes nothing. */
/** Answers what the draft is for (its position and ZIP code): a slot bought to publish it is priced for them. */
export async function refuseUnpublishableDraft(db: Database, employerId: number, jobId: number, now: Date): Promise<{ position: string; zip: string }> {
  const job = await findOwnJob(db, employerId, jobId);
  if (!job) throw notFound('That job posting');
  if (job.status !== 'DRAFT') throw new AppError('CONFLICT', 'This posting is already published.', { field: 'status' });
  await refuseSuspendedPractice(db, employerId);
  refuseIncomplete(job, await loadJobDates(db, [jobId]), firstTempDayOf(now));
  // A complete posting has both (refuseIncomplete).
  return { position: job.position as string, zip: job.zip as string };
}

/**
 * Makes one of the employer's live postings national (the NAT add-on), locking its row: 404 when
 * it is not theirs; 409 when it is a basic posting (local search only), already national, or not
 * live at `now` (a draft, filled, closed or expired posting is in no search, and a draft could
 * still be published into a basic slot).
 */
export async function markPostingNational(tx: Database, employerId: number, jobId: number, now: Date): Promise<void> {
  const job = await findOwnJob(tx, employerId, jobId, true);
  if (!job) throw notFound('That job posting');
  if (job.isBasic) throw new AppError('CONFLICT', 'A basic posting shows in local search only; national search needs a premium posting.', { field: 'product' });
  if (job.isNational) throw new AppError('CONFLICT', 'This posting already shows in national search.', { field: 'product' });
  if (!factsOf(job, now).isActive)
    throw new AppError('CONFLICT', 'Only a live posting can be shown in national search: publish it (or reopen it) first.', { field: 'product' });
  await updateJob(tx, jobId, { isNational: true });
}

const WEEK_MS = 7 * 86_400_000;

export type PostingSummary = SlotCounts & {
  activePostings: number;
  draftPostings: number;
  creditPostings: number;
  filledPostings: number;
  expiringSoon: number;
};

/** Counts of the employer's postings by the spec's rules at `now`, and of its free slots. */
export async function summarisePostings(db: Database, employerId: number, now: Date, scope?: JobScope): Promise<PostingSummary> {
  const [rows, slots] = await Promise.all([listOwnJobs(db, employerId, EMPLOYER_JOB_LIMIT, scope), countSlots(db, await slotOwnersOf(db, employerId), now)]);
  const facts = rows.map((row) => factsOf(row, now));
  const count = (test: (job: (typeof facts)[number]) => boolean) => facts.filter(test).length;
  return {
    ...slots,
    activePostings: count((job) => job.isActive),
    draftPostings: count((job) => job.status === 'DRAFT' && !!job.position),
    creditPostings: count((job) => job.status === 'DRAFT' && !job.position),
    filledPostings: count((job) => job.status === 'BOOKED'),
    expiringSoon: count((job) => job.isActive && !job.isSubscription && job.expiredDate !== null && Date.parse(job.expiredDate) - now.getTime() <= WEEK_MS),
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
  /** The yes/no questions an applicant answers (ADR 33). */
  screeningQuestions: { id: string; text: string; isDealBreaker: boolean }[];
  /** Requirements: credential kinds are checked on applying (ADR 115). */
  requirements: string[];
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
        screeningQuestions: row.screeningQuestions,
        requirements: row.shiftRequirements,
      };
      return [row.id, summary];
    }),
  );
}

/** The administrators' reported-postings routes (mounted by the admin module under its guard). */
export { jobsAdminRoutes } from './admin-routes';
/** The report emails, for the template registry's previews. */
export { JOB_REPORT_EMAILS } from './report-emails';
/** Whether HTML holds active content (script, event handlers, javascript: links): content pages refuse it as job descriptions do. */
export { hasActiveContent } from './sanitize-description';

/** The version of a posting's public page, for the server's page reuse (ADR 100). */
export { publicJobPageVersion } from './posting-page-version';
