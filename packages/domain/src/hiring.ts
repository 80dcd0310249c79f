// Applying, invitations, the employer's review of applicants and interviews: request bodies,
// answers, interview types and the grouping of interviews by day.
// Decisions where the spec is silent (docs/decisions/0012-applications-invitations-interviews.md):
// - A message (application, invitation, acceptance) is plain text of at most 5000 characters;
//   blank or left out is none (null). The web shows it as text, never as HTML.
// - appliedDate, invitedDate, respondedDate and interviewDate are ISO date-times; reviewedDate
//   is a day (YYYY-MM-DD), as the spec writes it.
// - An interview is proposed for a future time, at most 365 days ahead, lasting 5 to 720
//   minutes (60 by default). Grouping by day uses the viewer's time zone.
import { z } from 'zod';
import { UsernameSchema } from './accounts';
import { VerifiedCredentialSchema } from './credentials';
import { APPLICATION_STAGES, FEEDBACK_REASONS, OPINION_VALUES } from './application-stage';
import { idSchema, optionalText } from './form-fields';
import { JOB_DISPLAY_STATUSES } from './job-status';
import { StaffProfileSchema } from './resume-profile';
import { MatchResultSchema } from './match-criteria';
import { LOCAL_DATE_TIME_PATTERN } from './time-zones';
import { APPLICATION_SOURCES } from './application-source';

// ---- constants ----

/** The spec's interview types, with the labels people see. */
export const INTERVIEW_TYPES = {
  INPERSON: 'In-Person Meeting/Interview',
  VIRTUAL: 'Virtual Meeting/Interview',
  PHONE: 'Phone Conversation/Interview',
  WORKING: 'Working Interview',
  TEAM: 'Team Interview',
} as const;
export type InterviewType = keyof typeof INTERVIEW_TYPES;
export const INTERVIEW_TYPE_CODES = Object.keys(INTERVIEW_TYPES) as InterviewType[];

export function interviewTypeLabel(code: string): string {
  return Object.hasOwn(INTERVIEW_TYPES, code) ? INTERVIEW_TYPES[code as InterviewType] : 'Interview';
}

/** PROPOSED (waiting for the job seeker), CONFIRMED (accepted), DECLINED (by the job seeker), CANCELED (by the practice). */
export const INTERVIEW_STATUSES = ['PROPOSED', 'CONFIRMED', 'DECLINED', 'CANCELED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** The product's one opinion vocabulary (ADR 34): a practice about a candidate, a job seeker about a posting. */
export const OPINIONS = OPINION_VALUES;
export type Opinion = (typeof OPINIONS)[number];

/** The spec's employer rejection reasons (the review screen's feedback list). */
export const REJECTION_REASONS = FEEDBACK_REASONS;

export const HIRING_MESSAGE_MAX_LENGTH = 5000;
export const INTERVIEW_LOCATION_MAX_LENGTH = 300;
export const INTERVIEW_NOTES_MAX_LENGTH = 2000;
export const INTERVIEW_DURATION_MIN = 5;
export const INTERVIEW_DURATION_MAX = 720;
export const INTERVIEW_DURATION_DEFAULT = 60;
export const INTERVIEW_MAX_DAYS_AHEAD = 365;
/** The employer's applications list: default and largest page. */
export const APPLICATIONS_PAGE_DEFAULT = 500;
export const APPLICATIONS_PAGE_MAX = 2500;

export const PROFILE_INCOMPLETE_MESSAGE = 'Complete your profile before applying: add an intro and at least 5 skills.';
export const JOB_NOT_OPEN_MESSAGE = 'This job is no longer accepting applications.';
export const ALREADY_APPLIED_MESSAGE = 'You have already applied to this job.';

// ---- request bodies ----

const messageSchema = optionalText(
  HIRING_MESSAGE_MAX_LENGTH,
  `A message is at most ${HIRING_MESSAGE_MAX_LENGTH} characters.`,
  'message is text, or null.',
).default(null);

/** POST users/staff/{id}/applications. */
/** One answer to a posting's screening question: yes (true) or no (false). */
export const ScreeningAnswerInputSchema = z.strictObject({
  questionId: z
    .string({ error: 'questionId names the question answered.' })
    .min(1, 'questionId names the question answered.')
    .max(16, 'questionId is at most 16 characters.'),
  answer: z.boolean({ error: 'answer is true (yes) or false (no).' }),
});

/** Answers to the posting's screening questions: one per question (ADR 33). */
export const ScreeningAnswersSchema = z
  .array(ScreeningAnswerInputSchema, { error: 'answers is a list of {questionId, answer}.' })
  .max(20, 'answers has one entry per question.')
  .superRefine((answers, ctx) => {
    const seen = new Set<string>();
    answers.forEach((a, index) => {
      if (seen.has(a.questionId)) ctx.addIssue({ code: 'custom', path: [index, 'questionId'], message: 'Answer each question once.' });
      seen.add(a.questionId);
    });
  });

export const ApplyInputSchema = z.strictObject({
  jobId: idSchema('jobId'),
  message: messageSchema,
  /** Every screening question of the posting answered (400 answers.{questionId} naming a missing one). */
  answers: ScreeningAnswersSchema.default([]),
  /** Where the applicant came from, as the job page saw it (ADR 121); an accepted invitation counts as invitation. */
  source: z.enum(APPLICATION_SOURCES, { error: `source is one of ${APPLICATION_SOURCES.join(', ')}.` }).optional(),
});
export type ApplyInput = z.infer<typeof ApplyInputSchema>;

/**
 * POST users/staff/{id}/invitations/{invitationId}/accept (the spec's signed invitation URL body):
 * accepting is applying, so the posting's screening questions are answered as when applying.
 */
export const AcceptInvitationInputSchema = z.strictObject({
  message: messageSchema,
  /** Every screening question of the posting answered (400 answers.{questionId} naming a missing one). */
  answers: ScreeningAnswersSchema.default([]),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInputSchema>;

/** POST users/employers/{id}/jobs/{jobId}/invitations. */
export const InvitationInputSchema = z.strictObject({
  username: z.string({ error: 'username (the job seeker to invite) is required.' }).pipe(UsernameSchema),
  message: messageSchema,
});
export type InvitationInput = z.infer<typeof InvitationInputSchema>;

/**
 * PUT .../applications/{jobId}/{applicant}/opinion and PUT resumes/{username}/opinion: LIKED,
 * DISLIKED, or null to clear. LIKE and DISLIKE, the words of earlier clients, are read as LIKED
 * and DISLIKED (ADR 34).
 */
export const OpinionInputSchema = z.strictObject({
  opinion: z
    .enum(['LIKED', 'DISLIKED', 'LIKE', 'DISLIKE'], { error: 'opinion is LIKED, DISLIKED or null.' })
    .nullable()
    .transform((value): Opinion | null => (value === 'LIKE' ? 'LIKED' : value === 'DISLIKE' ? 'DISLIKED' : value)),
});
export type OpinionInput = z.infer<typeof OpinionInputSchema>;

export const InterviewTypeSchema = z.enum(INTERVIEW_TYPE_CODES as [InterviewType, ...InterviewType[]], {
  error: `type is one of ${INTERVIEW_TYPE_CODES.join(', ')}.`,
});

const INTERVIEW_DATE_FORMAT = "interviewDate is the office's local date and time written YYYY-MM-DDTHH:mm (e.g. 2026-12-02T10:30), or ISO 8601 with an offset.";

const interviewFields = {
  type: InterviewTypeSchema,
  /** The office's wall-clock time (2026-12-02T10:30, read in the office's time zone) or an instant with its offset. */
  interviewDate: z
    .string({ error: INTERVIEW_DATE_FORMAT })
    .refine((value) => LOCAL_DATE_TIME_PATTERN.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success, INTERVIEW_DATE_FORMAT)
    .describe("The office's local date and time YYYY-MM-DDTHH:mm (read in the office's time zone), or an ISO 8601 instant with an offset."),
  durationMinutes: z
    .number({ error: `durationMinutes is a whole number of minutes from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.` })
    .int(`durationMinutes is a whole number of minutes from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`)
    .min(INTERVIEW_DURATION_MIN, `durationMinutes is a whole number of minutes from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`)
    .max(INTERVIEW_DURATION_MAX, `durationMinutes is a whole number of minutes from ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}.`)
    .default(INTERVIEW_DURATION_DEFAULT),
  location: optionalText(
    INTERVIEW_LOCATION_MAX_LENGTH,
    `A location is at most ${INTERVIEW_LOCATION_MAX_LENGTH} characters.`,
    'location is text, or null.',
  ).default(null),
  notes: optionalText(INTERVIEW_NOTES_MAX_LENGTH, `Notes are at most ${INTERVIEW_NOTES_MAX_LENGTH} characters.`, 'notes is text, or null.').default(null),
};

/** POST users/employers/{id}/interviews: propose an interview to an applicant. */
export const InterviewInputSchema = z.strictObject({ applicationId: idSchema('applicationId'), ...interviewFields });
export type InterviewInput = z.infer<typeof InterviewInputSchema>;

/** PUT users/employers/{id}/interviews/{interviewId}: replaces type, time, length, place and notes. */
export const InterviewUpdateSchema = z.strictObject(interviewFields);
export type InterviewUpdate = z.infer<typeof InterviewUpdateSchema>;

const DAY_MS = 86_400_000;

/** Why an interview cannot be at this time (at `now`), or null: in the future, at most 365 days ahead. */
export function interviewDateProblem(interviewDate: string, now: Date): string | null {
  const at = Date.parse(interviewDate);
  if (Number.isNaN(at)) return 'interviewDate is a date and time written ISO 8601, e.g. 2026-03-02T15:00:00Z.';
  if (at <= now.getTime()) return 'The interview must be in the future.';
  if (at - now.getTime() > INTERVIEW_MAX_DAYS_AHEAD * DAY_MS) return `An interview can be at most ${INTERVIEW_MAX_DAYS_AHEAD} days ahead.`;
  return null;
}

/** True for a time zone name the runtime knows (America/Chicago, UTC). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// ---- answers ----

const iso = z.string();

/** A posting as hiring screens show it: its current display status and whether it takes applications. */
export const HiringJobSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  type: z.enum(['PERM', 'TEMP']),
  city: z.string().nullable(),
  state: z.string().nullable(),
  slug: z.string(),
  displayStatus: z.enum(JOB_DISPLAY_STATUSES).nullable(),
  /** ACTIVE, not expired, not unslotted: takes applications. */
  isLive: z.boolean(),
  /** null while the posting is confidential: the job seeker is not told which practice it is (ADR 23). */
  practice: z.object({ username: z.string(), name: z.string() }).nullable(),
});
export type HiringJob = z.infer<typeof HiringJobSchema>;

/** Feedback from the practice to an applicant, as both sides read it. */
export const ApplicationFeedbackSchema = z.object({
  reasons: z.array(z.string()),
  message: z.string().nullable(),
  /** When it was last sent (ISO date-time). */
  date: iso,
  /** The team member who sent it, shown with the practice's name (ADR 127); absent for the practice's own sign-in, or hidden. */
  by: z.string().optional(),
});
export type ApplicationFeedback = z.infer<typeof ApplicationFeedbackSchema>;

/** One of the job seeker's applications (the spec's applied job: appliedDate). */
export const ApplicationSchema = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  appliedDate: iso,
  message: z.string().nullable(),
  /** The invitation it answered, if any. */
  invitationId: z.number().int().nullable(),
  job: HiringJobSchema,
  /** Where the application stands (applicationStage in ./application-stage, ADR 35). */
  stage: z.enum(APPLICATION_STAGES),
  /** When the stage began: viewed on (the day, YYYY-MM-DD), feedback sent (an ISO date-time); otherwise null. */
  stageDate: z.string().nullable(),
  /** The day the practice first opened the application (YYYY-MM-DD), or null. */
  reviewedDate: z.string().nullable(),
  /** The practice's feedback, or null: reasons from the spec's list and an optional message. */
  feedback: ApplicationFeedbackSchema.nullable(),
  /** The not-selected notice the practice sent when it filled or closed the posting (ADR 112), or null. */
  notSelected: z.object({ message: z.string(), date: iso }).nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** An applicant as the practice sees it in its lists, with the spec's candidate record. */
export const EmployerApplicationSchema = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  photoThumbnailUrl: z.string().nullable(),
  /** The profile completeness score (0 to 100). */
  completeness: z.number().int(),
  isGoodToApply: z.boolean(),
  appliedDate: iso,
  message: z.string().nullable(),
  invitationId: z.number().int().nullable(),
  /** The day the practice first opened the application (YYYY-MM-DD), or null: a new applicant. */
  reviewedDate: z.string().nullable(),
  /** The practice's opinion of the person (its candidate record, shared by all its postings). */
  opinion: z.enum(OPINIONS).nullable(),
  isLike: z.boolean(),
  isDislike: z.boolean(),
  /** The feedback sent to the applicant, or null. */
  feedback: ApplicationFeedbackSchema.nullable(),
  /** The posting's screening questions as asked, with the answers (answer null: not asked, e.g. an accepted invitation). */
  screeningAnswers: z.array(z.object({ questionId: z.string(), text: z.string(), isDealBreaker: z.boolean(), answer: z.boolean().nullable() })),
  /** Answered no to a deal-breaker question: applied all the same, flagged to the practice (ADR 33). */
  missedDealBreaker: z.boolean(),
  /** Verified licenses and certificates with their numbers: the person applied to this practice (ADR 115). */
  verifiedCredentials: z.array(VerifiedCredentialSchema).optional(),
});
export type EmployerApplication = z.infer<typeof EmployerApplicationSchema>;

/**
 * One applicant with the resume (GET .../applications/{jobId}/{applicant}), the practice's
 * private note on the person, and with ?match the match with the posting (null: no criteria).
 */
/** How to reach a job seeker: only for a practice the person applied to (or accepted an invitation from). */
export const ApplicantContactSchema = z.object({ email: z.string(), phone: z.string().nullable() });
export type ApplicantContact = z.infer<typeof ApplicantContactSchema>;

export const ApplicantSchema = EmployerApplicationSchema.extend({
  profile: StaffProfileSchema,
  contact: ApplicantContactSchema,
  /** The practice's private note (answered to the signed-in practice). */
  note: z.string().nullable().optional(),
  match: MatchResultSchema.nullable().optional(),
  /** Interviews with this practice the person did not come to (the practice recorded a no-show), newest first. */
  missedInterviews: z.array(z.object({ interviewId: z.number().int(), interviewDate: iso, jobTitle: z.string().nullable() })).optional(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const OpinionAnswerSchema = z.object({
  applicationId: z.number().int(),
  reviewedDate: z.string().nullable(),
  opinion: z.enum(OPINIONS).nullable(),
  isLike: z.boolean(),
  isDislike: z.boolean(),
});
export type OpinionAnswer = z.infer<typeof OpinionAnswerSchema>;

/** An invitation as the practice sees it (GET jobs/{id}/invitations). */
export const JobInvitationSchema = z.object({
  invitationId: z.number().int(),
  jobId: z.number().int(),
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string().nullable(),
  invitedDate: iso,
  respondedDate: iso.nullable(),
  /** The application that accepted it. */
  applicationId: z.number().int().nullable(),
});
export type JobInvitation = z.infer<typeof JobInvitationSchema>;

/** An invitation as the job seeker sees it; the practice is named unless the posting is confidential. */
export const StaffInvitationSchema = z.object({
  invitationId: z.number().int(),
  jobId: z.number().int(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string().nullable(),
  invitedDate: iso,
  respondedDate: iso.nullable(),
  applicationId: z.number().int().nullable(),
  job: HiringJobSchema,
  /** The posting's screening questions, answered when accepting (which ones are deal-breakers is not said). */
  screeningQuestions: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

/** The spec's interview (username, position, interviewDate) with what both sides need. */
export const InterviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  /** The applicant. */
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  interviewDate: iso,
  type: InterviewTypeSchema,
  typeLabel: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The office's IANA time zone: every page and email shows the time in it, with the zone named. */
  timeZone: z.string(),
  /** The calendar invitation's SEQUENCE: goes up with every change and the cancellation. */
  sequence: z.number().int(),
  /** The job seeker's last answer (null: none yet, or the time changed since). */
  response: z.enum(['ACCEPTED', 'DECLINED', 'NEW_TIME']).nullable(),
  /** The job seeker's message with the answer (why another time, which times suit). */
  responseMessage: z.string().nullable(),
  respondedDate: iso.nullable(),
  jobId: z.number().int(),
  jobTitle: z.string().nullable(),
  /** The posting is confidential: its practice is not named to the applicant (ADR 23). */
  isConfidential: z.boolean(),
  /**
   * The practice; null for the applicant while the posting is confidential. Location and notes
   * are shown to the applicant as the practice wrote them: that is how it says where to go.
   */
  practice: z.object({ username: z.string(), name: z.string() }).nullable(),
  /** The team member who proposed it or last changed it, shown with the practice's name (ADR 127); null when the practice's own sign-in did, or hidden. */
  proposedBy: z.string().nullable(),
});
export type Interview = z.infer<typeof InterviewSchema>;

// ---- grouping ----

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: string | Date, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type InterviewDay<T> = { date: string; interviews: T[] };

/**
 * The spec's interviews screen: grouped by interview day in a time zone (one for all, or each
 * interview's own: the office's), days in
 * order, each day's interviews by time. Adding or updating one: group the new list again.
 */
export function groupInterviewsByDay<T extends { interviewDate: string; id: number }>(
  interviews: readonly T[],
  timeZone: string | ((interview: T) => string) = 'UTC',
): InterviewDay<T>[] {
  const sorted = [...interviews].sort((a, b) => Date.parse(a.interviewDate) - Date.parse(b.interviewDate) || a.id - b.id);
  const days: InterviewDay<T>[] = [];
  for (const interview of sorted) {
    const date = dayIn(interview.interviewDate, typeof timeZone === 'string' ? timeZone : timeZone(interview));
    const last = days.at(-1);
    if (last && last.date === date) last.interviews.push(interview);
    else days.push({ date, interviews: [interview] });
  }
  return days;
}

/** Replaces the interview with the same id (or adds it) and groups again. */
export function upsertInterview<T extends { interviewDate: string; id: number }>(interviews: readonly T[], changed: T): T[] {
  return [...interviews.filter((interview) => interview.id !== changed.id), changed];
}

// ---- finding a job seeker to invite ----

export const CANDIDATE_LOOKUP_MIN_LENGTH = 2;
export const CANDIDATE_LOOKUP_MAX_LENGTH = 100;
export const CANDIDATE_LOOKUP_LIMIT = 10;

/** GET users/employers/{id}/candidates/lookup?q=: a name (part of it) or an exact email. */
export const CandidateLookupQuerySchema = z.object({
  q: z
    .string({ error: `q is a name or an email, at least ${CANDIDATE_LOOKUP_MIN_LENGTH} characters.` })
    .trim()
    .min(CANDIDATE_LOOKUP_MIN_LENGTH, `Type at least ${CANDIDATE_LOOKUP_MIN_LENGTH} characters of a name, or an email (q).`)
    .max(CANDIDATE_LOOKUP_MAX_LENGTH, `q is at most ${CANDIDATE_LOOKUP_MAX_LENGTH} characters.`),
});

/** A job seeker a practice may invite, as the suggestions show them (never an email). */
export const CandidateSuggestionSchema = z.object({
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  positionLabel: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  photoThumbnailUrl: z.string().nullable(),
  /** Found by the exact email typed (the email itself is not answered). */
  matchedByEmail: z.boolean(),
  /** Applied to one of this practice's postings. */
  appliedToPractice: z.boolean(),
});
export type CandidateSuggestion = z.infer<typeof CandidateSuggestionSchema>;
