// The job seeker's and the practice's views of applications, and the posting as the job seeker's screens show it.
import type { Application, EmployerApplication, HiringJob } from '@chairside/domain/hiring';
import type { ApplicationFeedback } from '@chairside/domain/hiring';
import { applicationStage } from '@chairside/domain/application-stage';
import { isPipelineMeaning } from '@chairside/domain/hiring-pipeline';
import { positionLabel } from '@chairside/domain/positions';
import type { JobSummary } from '../jobs/public-api';
import type { ProfileScore } from '../profiles/public-api';
import type { ApplicantRow, ApplicationRow } from './applications-repository';

/** The posting's summary from a map loaded for the rows at hand (applications keep their posting). */
export function summaryIn(summaries: Map<number, JobSummary>, jobId: number): JobSummary {
  const summary = summaries.get(jobId);
  if (!summary) throw new Error(`No summary of posting ${jobId}`);
  return summary;
}

/**
 * A posting on a job seeker's hiring screen. While it is confidential its practice is not named,
 * however the person came to it: applying, an invitation or an interview (ADR 23).
 */
export function hiringJobOf(job: JobSummary): HiringJob {
  return {
    id: job.id,
    name: job.name,
    position: job.position,
    positionLabel: job.positionLabel,
    type: job.type,
    city: job.city,
    state: job.state,
    slug: job.slug,
    displayStatus: job.displayStatus,
    isLive: job.isLive,
    practice: job.isConfidential ? null : job.practice,
  };
}

/** The practice's feedback on an application, or null when none was sent. */
export function feedbackOf(
  row: Pick<ApplicationRow, 'feedbackReasons' | 'feedbackMessage' | 'feedbackAt' | 'feedbackByName'>,
  hideMember = false,
): ApplicationFeedback | null {
  if (!row.feedbackAt) return null;
  // The team member's name with the practice's (ADR 127); not for a confidential posting's applicant.
  const by = hideMember ? null : (row.feedbackByName ?? null);
  return { reasons: row.feedbackReasons, message: row.feedbackMessage, date: row.feedbackAt.toISOString(), ...(by ? { by } : {}) };
}

/** One of the job seeker's applications, with where it stands (ADR 35); the practice's private note never goes here. */
export function applicationOf(row: ApplicationRow, job: JobSummary): Application {
  const feedback = feedbackOf(row, job.isConfidential);
  const stage = applicationStage({
    reviewedDate: row.reviewedDate,
    opinion: row.opinion ?? null,
    feedbackReasons: feedback?.reasons ?? [],
    feedbackMessage: feedback?.message ?? null,
    feedbackDate: feedback?.date ?? null,
    hasInterview: row.hasInterview ?? false,
    // Told not selected: not live for this applicant, even when the posting was reopened since.
    isJobLive: job.isLive && !row.notSelectedAt,
    practiceStage: isPipelineMeaning(row.pipelineMeaning) ? row.pipelineMeaning : null,
  });
  return {
    applicationId: row.id,
    jobId: row.jobId,
    appliedDate: row.createdAt.toISOString(),
    message: row.message,
    invitationId: row.invitationId,
    job: hiringJobOf(job),
    stage: stage.stage,
    stageDate: stage.date,
    reviewedDate: row.reviewedDate,
    feedback,
    notSelected: row.notSelectedAt ? { message: row.notSelectedMessage ?? '', date: row.notSelectedAt.toISOString() } : null,
  };
}

export function employerApplicationOf(row: ApplicantRow, score: ProfileScore | undefined): EmployerApplication {
  return {
    applicationId: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    username: row.username,
    name: row.name,
    position: row.position,
    positionLabel: positionLabel(row.position),
    city: row.city,
    state: row.state,
    photoThumbnailUrl: row.photoThumbnailUrl,
    completeness: score?.completeness ?? 0,
    isGoodToApply: score?.isGoodToApply ?? false,
    appliedDate: row.createdAt.toISOString(),
    message: row.message,
    invitationId: row.invitationId,
    reviewedDate: row.reviewedDate,
    opinion: row.opinion,
    isLike: row.opinion === 'LIKED',
    isDislike: row.opinion === 'DISLIKED',
    feedback: feedbackOf(row),
    screeningAnswers: row.screeningAnswers,
    missedDealBreaker: row.missedDealBreaker,
  };
}
