import {
  INTERVIEW_DURATION_DEFAULT,
  InterviewUpdateSchema,
  interviewDateProblem,
  type Interview,
  type InterviewType,
  type InterviewUpdate,
} from '@chairside/domain/hiring';
import * as z from 'zod';
import { instantOfLocalDateTime, localDateTimeIn } from '@chairside/domain/time-zones';
import { fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { addDays, dayIn, readerTimeZone } from '../../lib/dates';

/**
 * What the interview form holds: the date and time as a datetime-local value in the office's
 * time zone (whatever the browser's zone is); the API reads it in the office's zone.
 */
export type InterviewFormValues = {
  type: InterviewType;
  interviewDate: string;
  durationMinutes: string;
  location: string;
  notes: string;
};

const DATE_TIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The form's values: those of an existing interview (its time in the office's zone), or a new
 * one-hour in-person interview tomorrow (in the office's zone) at 10:00.
 */
export function interviewFormValues(interview: Interview | undefined, now: Date, officeTimeZone: string | null): InterviewFormValues {
  if (interview)
    return {
      type: interview.type,
      interviewDate: localDateTimeIn(interview.interviewDate, interview.timeZone),
      durationMinutes: String(interview.durationMinutes),
      location: interview.location ?? '',
      notes: interview.notes ?? '',
    };
  const tomorrow = addDays(dayIn(now, officeTimeZone ?? readerTimeZone()), 1);
  return { type: 'INPERSON', interviewDate: `${tomorrow}T10:00`, durationMinutes: String(INTERVIEW_DURATION_DEFAULT), location: '', notes: '' };
}

/**
 * The request body for the values (the office's wall-clock time, as typed), or the message per
 * field (named as the API names them) when they cannot be sent. The time is checked against
 * now as read in the office's zone; with the zone unknown here, the API alone checks it.
 */
export function interviewBody(values: InterviewFormValues, now: Date, officeTimeZone: string | null): { body: InterviewUpdate } | { errors: FieldErrors } {
  const instant = DATE_TIME_LOCAL.test(values.interviewDate) ? instantOfLocalDateTime(values.interviewDate, officeTimeZone ?? readerTimeZone()) : null;
  if (instant === null) return { errors: { interviewDate: 'Choose a date and time.' } };
  const dateProblem = officeTimeZone ? interviewDateProblem(instant.toISOString(), now) : null;
  const parsed = InterviewUpdateSchema.safeParse({
    type: values.type,
    interviewDate: values.interviewDate,
    durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
    location: values.location.trim() || null,
    notes: values.notes.trim() || null,
  });
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  if (dateProblem) errors.interviewDate = dateProblem;
  if (!parsed.success || dateProblem) return { errors };
  return { body: parsed.data };
}

/**
 * The form layer's schema for the values: what interviewBody says, as zod issues on the fields,
 * and the request body as the checked output. The time is checked against `now()` when sent.
 */
export const interviewFormSchema = (officeTimeZone: string | null, now: () => Date = () => new Date()) =>
  z
    .object({
      type: z.custom<InterviewType>((value) => typeof value === 'string'),
      interviewDate: z.string(),
      durationMinutes: z.string(),
      location: z.string(),
      notes: z.string(),
    })
    .transform((values, context) => {
      const result = interviewBody(values, now(), officeTimeZone);
      if ('body' in result) return result.body;
      for (const [field, message] of Object.entries(result.errors)) context.addIssue({ code: 'custom', message, path: [field] });
      return z.NEVER;
    });
