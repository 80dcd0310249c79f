import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_NOTES_MAX_LENGTH,
  INTERVIEW_TYPES,
  type Interview,
  type InterviewUpdate,
} from '@chairside/domain/hiring';
import { ApiError } from '../../lib/api-client';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { DateTimeInput, SelectInput, TextArea, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { interviewFormSchema, interviewFormValues } from './interview-form-values';
import { changeInterview, interviewsKey, proposeInterview, rememberInterview } from './interviews-api';
import { zoneAbbreviation } from '@chairside/domain/time-zones';
import { PlainErrorAlert } from '../../components/plain-error-alert';

const TYPE_OPTIONS = Object.entries(INTERVIEW_TYPES).map(([value, label]) => ({ value, label }));

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
  const changing = interview !== undefined;
  const [schema] = useState(() => interviewFormSchema(officeTimeZone));

  const save = useMutation({
    mutationFn: (body: InterviewUpdate) => (changing ? changeInterview(username, interview.id, body) : proposeInterview(username, applicationId, body)),
    onSuccess: (saved) => rememberInterview(queries, username, saved),
    onError: (error) => {
      // Cancelled meanwhile: the list shows it as it is now.
      if (error instanceof ApiError && error.fields.status) void queries.invalidateQueries({ queryKey: interviewsKey(username) });
    },
  });
  const form = useAppForm({
    schema,
    defaultValues: interviewFormValues(interview, new Date(), officeTimeZone),
    onSubmit: async (body) => {
      const saved = await save.mutateAsync(body);
      onDone(saved);
      return saved;
    },
  });

  // The form takes the place of the button that opened it: the first field gets the focus.
  const { setFocus } = form;
  useEffect(() => setFocus('type'), [setFocus]);

  return (
    <AppForm form={form} feedback="none" className="interview-form" aria-label={changing ? 'Change interview' : 'Propose interview'}>
      <div className="interview-form__fields">
        <SelectInput id={`${id}-type`} name="type" label="Interview type" options={TYPE_OPTIONS} />
        <DateTimeInput
          id={`${id}-when`}
          name="interviewDate"
          label="Date and time"
          hint={
            officeTimeZone
              ? `The office’s local time (${zoneAbbreviation(new Date(), officeTimeZone)}, ${officeTimeZone.replace(/_/g, ' ')})`
              : 'The office’s local time'
          }
        />
        <TextInput
          id={`${id}-duration`}
          name="durationMinutes"
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={INTERVIEW_DURATION_MIN}
          max={INTERVIEW_DURATION_MAX}
          step={5}
        />
        <TextInput
          id={`${id}-location`}
          name="location"
          label="Location"
          maxLength={INTERVIEW_LOCATION_MAX_LENGTH}
          hint={
            confidential
              ? 'This posting is confidential: the applicant does not see your practice’s name, only this place and your notes. Give the address (and whom to ask for) as you wish to share them.'
              : undefined
          }
        />
        <TextArea id={`${id}-notes`} name="notes" label="Notes" rows={2} maxLength={INTERVIEW_NOTES_MAX_LENGTH} className="mb-3 interview-form__notes" />
      </div>
      {form.failure ? <PlainErrorAlert message={form.failure} className="py-2" /> : null}
      <div className="interview-form__actions">
        <SubmitButton
          size="sm"
          busyLabel={
            <>
              <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              {changing ? 'Saving…' : 'Sending…'}
            </>
          }
        >
          {changing ? 'Save changes' : 'Send proposal'}
        </SubmitButton>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onDone(null)}>
          {changing ? 'Discard changes' : 'Cancel'}
        </button>
      </div>
    </AppForm>
  );
}
