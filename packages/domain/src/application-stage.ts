// Where a job seeker's application stands, as the job seeker sees it (ADR 35), and the candidate
// review vocabulary shared by the practice's screens: opinions and feedback reasons.
// Decisions where the spec is silent:
// - One stage per application, the first rule that holds, in this order (ADR 118 added 0 and the
//   practice's pipeline stage: a practice's own stage counts as the fixed stage it means):
//   0. not selected: the practice moved it to "not selected" (a decline); hired: moved to
//      "hired"; offer: moved to "offer"; interview: moved to "interview";
//   1. interview: the practice proposed an interview that is not cancelled;
//   2. not selected: the posting no longer takes applications (filled, closed, expired) and there
//      was no interview;
//   3. under consideration: the practice's only feedback is 'Under Consideration', or it liked
//      the candidate (a dislike is never shown to the job seeker), or moved it to "reviewing";
//   4. feedback: the practice sent feedback (any other reason, or a written message);
//   5. viewed: the practice opened the application (with that day);
//   6. sent: none of the above.
// - Feedback stays readable on the application whatever the stage.
// No zod and no I/O: the web's applications screen imports this.

/** The one opinion vocabulary of the product: a practice about a candidate, a job seeker about a posting. */
export const OPINION_VALUES = ['LIKED', 'DISLIKED'] as const;
export type OpinionValue = (typeof OPINION_VALUES)[number];

/** The spec's employer rejection reasons, the labels of feedback to a candidate. */
export const FEEDBACK_REASONS = [
  'Poor Grammar',
  'Typos',
  'Great Resume',
  'Under Consideration',
  'Incomplete',
  'Inexperienced',
  'Personality Mismatch',
  'Unprofessional',
  'Wrong Position',
  'Insufficient Skills',
  'Missing Picture',
] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/**
 * The reasons a practice may send: the spec's list without 'Missing Picture', since how a person
 * looks, or whether they show it, is not a reason to turn them down. Feedback sent earlier with it
 * still reads, and can still be withdrawn.
 */
export const SENDABLE_FEEDBACK_REASONS = FEEDBACK_REASONS.filter((reason) => reason !== 'Missing Picture');

export function isFeedbackReason(value: string): value is FeedbackReason {
  return (FEEDBACK_REASONS as readonly string[]).includes(value);
}

export const APPLICATION_STAGES = ['sent', 'viewed', 'under consideration', 'feedback', 'interview', 'offer', 'hired', 'not selected'] as const;

/** The meanings of the practice's pipeline stages (ADR 118); its own stages each count as one. */
export const PIPELINE_MEANINGS = ['new', 'reviewing', 'interview', 'offer', 'hired', 'not_selected'] as const;
export type PipelineMeaning = (typeof PIPELINE_MEANINGS)[number];
export type ApplicationStageName = (typeof APPLICATION_STAGES)[number];

/** What the stage is worked out from. */
export type ApplicationStageInput = {
  /** The day the practice first opened the application (YYYY-MM-DD), or null. */
  reviewedDate: string | null;
  /** The practice's opinion of the candidate, or null. */
  opinion: OpinionValue | null;
  /** Feedback reasons the practice sent (labels of FEEDBACK_REASONS). */
  feedbackReasons: readonly string[];
  /** The practice's written feedback, or null. */
  feedbackMessage: string | null;
  /** When the feedback was last sent (ISO date-time), or null. */
  feedbackDate: string | null;
  /** A proposed or confirmed (not cancelled) interview exists. */
  hasInterview: boolean;
  /** The posting still takes applications. */
  isJobLive: boolean;
  /** The meaning of the practice's pipeline stage (ADR 118); 'new' or left out: no move yet. */
  practiceStage?: PipelineMeaning | null;
};

export type ApplicationStage = {
  stage: ApplicationStageName;
  /**
   * viewed: the review day (YYYY-MM-DD); feedback / under consideration from feedback: when the
   * feedback was sent (ISO date-time, shown on the reader's day); otherwise null.
   */
  date: string | null;
};

function hasFeedback(input: ApplicationStageInput): boolean {
  return input.feedbackReasons.length > 0 || (input.feedbackMessage !== null && input.feedbackMessage.trim() !== '');
}

function onlyUnderConsideration(input: ApplicationStageInput): boolean {
  return (
    input.feedbackReasons.length > 0 &&
    input.feedbackReasons.every((reason) => reason === 'Under Consideration') &&
    (input.feedbackMessage === null || input.feedbackMessage.trim() === '')
  );
}

/** The stage of one application (rules in the header). */
export function applicationStage(input: ApplicationStageInput): ApplicationStage {
  const practice = input.practiceStage ?? 'new';
  if (practice === 'not_selected') return { stage: 'not selected', date: null };
  if (practice === 'hired') return { stage: 'hired', date: null };
  if (practice === 'offer') return { stage: 'offer', date: null };
  if (practice === 'interview') return { stage: 'interview', date: null };
  if (input.hasInterview) return { stage: 'interview', date: null };
  if (!input.isJobLive) return { stage: 'not selected', date: null };
  if (onlyUnderConsideration(input)) return { stage: 'under consideration', date: input.feedbackDate };
  if (hasFeedback(input)) return { stage: 'feedback', date: input.feedbackDate };
  if (input.opinion === 'LIKED' || practice === 'reviewing') return { stage: 'under consideration', date: null };
  if (input.reviewedDate !== null) return { stage: 'viewed', date: input.reviewedDate };
  return { stage: 'sent', date: null };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 24, 2026' for '2026-11-24'. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/**
 * The words the job seeker reads: 'Sent', 'Viewed on Nov 24, 2026', 'Not selected'. `formatDate`
 * writes the stage's day or instant on the reader's day (the web app's date helper).
 */
export function applicationStageLabel(stage: ApplicationStage, formatDate: (dayOrInstant: string) => string): string {
  switch (stage.stage) {
    case 'sent':
      return 'Sent';
    case 'viewed':
      return stage.date ? `Viewed on ${formatDate(stage.date)}` : 'Viewed';
    case 'under consideration':
      return 'Under consideration';
    case 'feedback':
      return stage.date ? `Feedback on ${formatDate(stage.date)}` : 'Feedback';
    case 'interview':
      return 'Interview';
    case 'offer':
      return 'Offer';
    case 'hired':
      return 'Hired';
    case 'not selected':
      return 'Not selected';
  }
}
