// Nobody is left without an answer (ADR 112): the not-selected notice when a
// posting is filled or closed, the reminder of an unanswered application, the practice's usual
// time to answer, and the applicants' CSV export with spreadsheet formulas neutralised.
// Pure rules, no I/O: the API and the web app share them.
import { z } from 'zod';

/** An application unanswered this many days reminds the practice, once. */
export const ANSWER_REMINDER_AFTER_DAYS = 7;
/** The response time looks at applications made within this many days. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** Fewer answered applications than this in the window: no figure is shown. */
export const RESPONSE_TIME_MIN_ANSWERED = 3;
/** The longest not-selected text a practice may write. */
export const NOT_SELECTED_MESSAGE_MAX = 2000;

/** The polite default the practice may rewrite (never skip). */
export const DEFAULT_NOT_SELECTED_MESSAGE =
  'Thank you for applying and for the time you gave us. We have now filled this position, so we will not be moving forward with your application. ' +
  'We wish you the very best in your search.';
/** The default when the posting is closed rather than filled. */
export const DEFAULT_CLOSED_MESSAGE =
  'Thank you for applying and for the time you gave us. We have closed this posting, so we will not be moving forward with your application. ' +
  'We wish you the very best in your search.';

/** The default text for filling (BOOKED) or closing (CANCELED). */
export function defaultNotSelectedMessage(status: 'BOOKED' | 'CANCELED'): string {
  return status === 'BOOKED' ? DEFAULT_NOT_SELECTED_MESSAGE : DEFAULT_CLOSED_MESSAGE;
}

/** The optional text of PUT jobs/{id}/status: blank means the default. */
export const NotSelectedMessageSchema = z
  .string({ error: 'notSelectedMessage is text.' })
  .max(NOT_SELECTED_MESSAGE_MAX, `notSelectedMessage is at most ${NOT_SELECTED_MESSAGE_MAX} characters.`);

/** The text the applicants get: the practice's own, trimmed, or the default when it wrote none. */
export function notSelectedText(written: string | null | undefined, status: 'BOOKED' | 'CANCELED'): string {
  const own = written?.trim();
  return own ? own : defaultNotSelectedMessage(status);
}

/**
 * Feedback reasons that are not a "no": an application whose feedback holds only these (or only a
 * written message) is still open, so it gets the not-selected notice when the posting closes.
 */
export const NOT_A_DECLINE_REASONS: readonly string[] = ['Under Consideration', 'Great Resume'];

/** The practice declined the applicant: it sent at least one rejection reason. */
export function isDeclined(feedbackReasons: readonly string[]): boolean {
  return feedbackReasons.some((reason) => !NOT_A_DECLINE_REASONS.includes(reason));
}

/**
 * The median of a practice's times to first answer, in hours, in the words its public page shows:
 * 'Usually answers within a day' / 'Usually answers within 3 days'; whole days, rounded up.
 */
export function responseTimeDays(medianHours: number): number {
  return Math.max(1, Math.ceil(medianHours / 24));
}

export function responseTimeLabel(days: number): string {
  return days <= 1 ? 'Usually answers within a day' : `Usually answers within ${days} days`;
}

/** The public figure: null (hidden) when too few applications were answered to say. */
export const ResponseTimeSchema = z.object({
  /** Whole days, at least 1. */
  days: z.number().int().positive(),
  /** How many answered applications the median is taken over. */
  answered: z.number().int().nonnegative(),
  label: z.string(),
});
export type ResponseTime = z.infer<typeof ResponseTimeSchema>;

export function responseTimeOf(medianHours: number | null, answered: number): ResponseTime | null {
  if (medianHours === null || answered < RESPONSE_TIME_MIN_ANSWERED) return null;
  const days = responseTimeDays(medianHours);
  return { days, answered, label: responseTimeLabel(days) };
}

// ---- the CSV export ----

/** A cell beginning with one of these is read as a formula by spreadsheets (OWASP, CSV injection). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell as text a spreadsheet will not run: one beginning with =, +, -, @, a tab or a carriage
 * return gets a single quote in front (OWASP's CSV injection guidance); the CSV writer then quotes
 * it as RFC 4180 says.
 */
export function neutralizeCell(value: string): string {
  return value.length > 0 && FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value;
}

/** What the practice's export says of one application, first rule that holds. */
export type PracticeStageInput = {
  hired: boolean;
  notSelected: boolean;
  feedbackReasons: readonly string[];
  hasInterview: boolean;
  answered: boolean;
  reviewed: boolean;
};

export function practiceStageLabel(input: PracticeStageInput): string {
  if (input.hired) return 'Hired';
  if (input.notSelected) return 'Not selected';
  if (isDeclined(input.feedbackReasons)) return 'Declined';
  if (input.hasInterview) return 'Interview';
  if (input.answered) return 'Answered';
  if (input.reviewed) return 'Viewed';
  return 'New';
}

/** The most rows one export holds (newest first). */
export const APPLICANT_EXPORT_MAX = 10_000;

/** The columns of the applicants' CSV, in order. */
export const APPLICANT_CSV_COLUMNS = [
  'Posting',
  'Posting id',
  'Applicant',
  'Username',
  'Email',
  'Phone',
  'Position',
  'City',
  'State',
  'Applied on',
  'Viewed on',
  'Stage',
  'Opinion',
  'Feedback',
  'Message',
] as const;

// ---- the decline template's default ----

/** The variables a message template may use, written {name}. */
export const TEMPLATE_VARIABLES = ['name', 'posting', 'practice', 'interviewTime'] as const;
export type TemplateValues = Partial<Record<(typeof TEMPLATE_VARIABLES)[number], string>>;

/** The polite default of the decline template: what a declined applicant reads when the practice wrote nothing of its own. */
export const DEFAULT_DECLINE_TEMPLATE =
  'Dear {name}, thank you for applying to {posting} at {practice} and for the time you gave us. ' +
  'After careful thought we will not be moving forward with your application. We wish you every success in your search.';

/** The template with its variables filled; a variable without a value, or unknown, stays as written. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (TEMPLATE_VARIABLES as readonly string[]).includes(key) ? values[key as keyof TemplateValues] : undefined;
    return value ?? whole;
  });
}
