import {
  INTERVIEW_DURATION_DEFAULT,
  InterviewUpdateSchema,
  interviewDateProblem,
  type Interview,
  type InterviewType,
  type InterviewUpdate,
} from '@chairside/domain/hiring';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form-field';

/** What the interview form holds: the date and time as a datetime-local value in the browser's time zone. */
export type InterviewFormValues = {
  type: InterviewType;
  interviewDate: string;
  durationMinutes: string;
  location: string;
  notes: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value (YYYY-MM-DDTHH:mm) in the browser's time zone. */
export function toLocalDateTime(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** A datetime-local value read in the browser's time zone, as an ISO instant, or null when it is not a date and time. */
export function fromLocalDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** The form's values: those of an existing interview, or a new one-hour in-person interview tomorrow at 10:00. */
export function interviewFormValues(interview: Interview | undefined, now: Date): InterviewFormValues {
  if (interview)
    return {
      type: interview.type,
      interviewDate: toLocalDateTime(new Date(interview.interviewDate)),
      durationMinutes: String(interview.durationMinutes),
      location: interview.location ?? '',
      notes: interview.notes ?? '',
    };
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0);
  return { type: 'INPERSON', interviewDate: toLocalDateTime(tomorrow), durationMinutes: String(INTERVIEW_DURATION_DEFAULT), location: '', notes: '' };
}

/** The request body for the values, or the message per field (named as the API names them) when they cannot be sent. */
export function interviewBody(values: InterviewFormValues, now: Date): { body: InterviewUpdate } | { errors: FieldErrors } {
  const interviewDate = fromLocalDateTime(values.interviewDate);
  if (interviewDate === null) return { errors: { interviewDate: 'Choose a date and time.' } };
  const dateProblem = interviewDateProblem(interviewDate, now);
  const parsed = InterviewUpdateSchema.safeParse({
    type: values.type,
    interviewDate,
    durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
    location: values.location.trim() || null,
    notes: values.notes.trim() || null,
  });
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  if (dateProblem) errors.interviewDate = dateProblem;
  if (!parsed.success || dateProblem) return { errors };
  return { body: parsed.data };
}
