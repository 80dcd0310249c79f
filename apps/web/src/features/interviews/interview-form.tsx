import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTES_MAX_LENGTH,
  INTERVIEW_TYPES,
  type Interview,
  type InterviewType,
  type InterviewUpdate,
} from '@chairside/domain/hiring';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { SelectField, TextAreaField, TextField } from '../../components/form/plain-fields';
import { interviewBody, interviewFormValues, type InterviewFormValues } from './interview-form-values';
import { changeInterview, interviewsKey, proposeInterview, rememberInterview } from './interviews-api';
import { zoneAbbreviation } from '@chairside/domain/time-zones';
import { PlainErrorAlert } from '../../components/plain-error-alert';

const TYPE_OPTIONS = Object.entries(INTERVIEW_TYPES).map(([value, label]) => ({ value, label }));
const FORM_FIELDS: ReadonlyArray<string> = ['type', 'interviewDate', 'durationMinutes', 'location', 'notes'];

type InterviewFormProps = {
  username: string;
  applicationId: number;
  /** The interview to change; without one the form proposes a new interview for the application. */
  interview?: Interview;
  /** The posting is confidential: the applicant is not told the practice's name, only what the form says (ADR 23). */
  confidential?: boolean;
  /** The office's time zone (a new interview: from the posting's place); the form takes the office's local time. */
  officeTimeZone?: string;
  /** Called with the saved interview, or with null when the person closes the form. */
  onDone: (saved: Interview | null) => void;
};

/** Proposing an interview to an applicant, or changing one: type, date and time, duration, location and notes. */
export function InterviewForm({
  username,
  applicationId,
  interview,
  confidential = interview?.isConfidential ?? false,
  officeTimeZone: givenTimeZone,
  onDone,
}: InterviewFormProps) {
  const officeTimeZone = interview?.timeZone ?? givenTimeZone ?? null;
  const queries = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => interviewFormValues(interview, new Date(), officeTimeZone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changing = interview !== undefined;

  const save = useMutation({
    mutationFn: (body: InterviewUpdate) => (changing ? changeInterview(username, interview.id, body) : proposeInterview(username, applicationId, body)),
    onSuccess: (saved) => {
      rememberInterview(queries, username, saved);
      onDone(saved);
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      const beside = Object.fromEntries(Object.entries(fields).filter(([field]) => FORM_FIELDS.includes(field)));
      setErrors(beside);
      setFailure(Object.keys(beside).length > 0 ? null : error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
      focusFirstError(form.current, beside);
      // Cancelled meanwhile: the list shows it as it is now.
      if (fields.status) void queries.invalidateQueries({ queryKey: interviewsKey(username) });
    },
  });

  // The form takes the place of the button that opened it: the first field gets the focus.
  useEffect(() => {
    form.current?.querySelector('select')?.focus();
  }, []);

  const set = (field: keyof InterviewFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = interviewBody(values, new Date(), officeTimeZone);
    if ('errors' in result) {
      setErrors(result.errors);
      setFailure(null);
      focusFirstError(form.current, result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(result.body);
  }

  return (
    <form ref={form} className="interview-form" onSubmit={submit} noValidate aria-label={changing ? 'Change interview' : 'Propose interview'}>
      <fieldset className="interview-form__fields" disabled={save.isPending}>
        <SelectField
          id={`${id}-type`}
          name="type"
          label="Interview type"
          value={values.type}
          onValueChange={(value) => set('type')(value as InterviewType)}
          options={TYPE_OPTIONS}
          error={errors.type}
        />
        <TextField
          id={`${id}-when`}
          name="interviewDate"
          label="Date and time"
          type="datetime-local"
          value={values.interviewDate}
          onValueChange={set('interviewDate')}
          error={errors.interviewDate}
          hint={officeTimeZone ? `The office’s local time (${zoneAbbreviation(new Date(), officeTimeZone)}, ${officeTimeZone.replace(/_/g, ' ')})` : 'The office’s local time'}
        />
        <TextField
          id={`${id}-duration`}
          name="durationMinutes"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={INTERVIEW_DURATION_MIN}
          max={INTERVIEW_DURATION_MAX}
          step={5}
          value={values.durationMinutes}
          onValueChange={set('durationMinutes')}
          error={errors.durationMinutes}
        />
        <TextField
          id={`${id}-location`}
          name="location"
          label="Location"
          maxLength={INTERVIEW_LOCATION_MAX_LENGTH}
          value={values.location}
          onValueChange={set('location')}
          error={errors.location}
          hint={
            confidential
              ? 'This posting is confidential: the applicant does not see your practice’s name, only this place and your notes. Give the address (and whom to ask for) as you wish to share them.'
              : undefined
          }
        />
        <TextAreaField
          id={`${id}-notes`}
          name="notes"
          label="Notes"
          rows={2}
          maxLength={INTERVIEW_NOTES_MAX_LENGTH}
          value={values.notes}
          onValueChange={set('notes')}
          error={errors.notes}
          className="mb-3 interview-form__notes"
        />
      </fieldset>
      {failure ? (
        <PlainErrorAlert message={failure} className="py-2" />
      ) : null}
      <div className="interview-form__actions">
        <button type="submit" className="btn btn-sm btn-primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? (
            <>
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              {changing ? 'Saving…' : 'Sending…'}
            </>
          ) : changing ? (
            'Save changes'
          ) : (
            'Send proposal'
          )}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onDone(null)} disabled={save.isPending}>
          {changing ? 'Discard changes' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
