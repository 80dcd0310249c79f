import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DAY_NAMES, type InterviewAvailability } from '@chairside/domain/interview-scheduling';
import { zoneAbbreviation } from '@chairside/domain/time-zones';
import type { CurrentUser } from '@chairside/domain/accounts';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { CheckboxInput, SelectInput, TextInput, TimeInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { PageLoading } from '../../components/page-loading';
import { PlainErrorAlert } from '../../components/plain-error-alert';
import { PageMeta } from '../../lib/page-meta';
import { availabilityFormSchema, availabilityFormValues, DURATION_OPTIONS } from './availability-form-values';
import { availabilityKey, fetchAvailability, fetchInterviewers, fetchOffices, interviewersKey, officesKey, saveAvailability } from './scheduling-api';

/** /app/interviews/availability: when each office interviews, so applicants can pick a time from a scheduling link (ADR 117). */
export function AvailabilityPage({ user }: { user: CurrentUser }) {
  const offices = useQuery({ queryKey: officesKey(user.username), queryFn: ({ signal }) => fetchOffices(user.username, signal) });
  const [chosen, setChosen] = useState<number | null>(null);
  const officeId = chosen ?? offices.data?.[0]?.id ?? null;
  // Team members who interview may each have their own hours per office (ADR 125).
  const interviewers = useQuery({ queryKey: interviewersKey(user.username), queryFn: ({ signal }) => fetchInterviewers(user.username, signal) });
  const [interviewerUserId, setInterviewerUserId] = useState<number | null>(null);
  const id = useId();

  return (
    <section className="app-page availability-page" aria-labelledby="availability-title">
      <PageMeta title="Interview availability" noindex />
      <p className="mb-1">
        <Link to="/app/interviews">← Interviews</Link>
      </p>
      <h1 id="availability-title">Interview availability</h1>
      <p className="text-body-secondary">
        Applicants you send a scheduling link pick a time from these hours, shown in their own time zone. Times are your office’s local time.
      </p>
      {offices.isPending ? (
        <PageLoading label="Loading your offices…" />
      ) : offices.isError ? (
        <PlainErrorAlert message="Your offices could not be loaded. Reload the page to try again." />
      ) : offices.data.length === 0 ? (
        <p className="app-panel">
          Add an office on your <Link to="/app/employer-profile">employer profile</Link> first: availability is set per office.
        </p>
      ) : (
        <>
          {offices.data.length > 1 ? (
            <div className="mb-3">
              <label className="form-label" htmlFor={`${id}-office`}>
                Office
              </label>
              <select id={`${id}-office`} className="form-select" value={officeId ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
                {offices.data.map((office) => (
                  <option key={office.id} value={office.id}>
                    {office.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {interviewers.data?.length ? (
            <div className="mb-3">
              <label className="form-label" htmlFor={`${id}-interviewer`}>
                Whose hours
              </label>
              <select
                id={`${id}-interviewer`}
                className="form-select"
                value={interviewerUserId ?? ''}
                onChange={(event) => setInterviewerUserId(event.target.value === '' ? null : Number(event.target.value))}
              >
                <option value="">The office as a whole</option>
                {interviewers.data.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {person.name} ({person.role === 'interviewer' ? 'interviewer' : 'hiring manager'})
                  </option>
                ))}
              </select>
              <p className="form-text mb-0">
                A link for one interviewer offers their own hours, less the interviews they are already booked for at any office.
              </p>
            </div>
          ) : null}
          {officeId !== null ? (
            <OfficeAvailability
              key={`${officeId}-${interviewerUserId ?? 'office'}`}
              username={user.username}
              officeId={officeId}
              interviewerUserId={interviewerUserId}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function OfficeAvailability({ username, officeId, interviewerUserId }: { username: string; officeId: number; interviewerUserId: number | null }) {
  const availability = useQuery({
    queryKey: availabilityKey(username, officeId, interviewerUserId),
    queryFn: ({ signal }) => fetchAvailability(username, officeId, interviewerUserId, signal),
  });
  if (availability.isPending) return <PageLoading label="Loading availability…" />;
  if (availability.isError) return <PlainErrorAlert message="The availability could not be loaded. Reload the page to try again." />;
  return <AvailabilityForm username={username} saved={availability.data} />;
}

function AvailabilityForm({ username, saved }: { username: string; saved: InterviewAvailability }) {
  const queries = useQueryClient();
  const id = useId();
  const form = useAppForm({
    schema: availabilityFormSchema,
    defaultValues: availabilityFormValues(saved),
    onSubmit: async (body) => {
      const result = await saveAvailability(username, saved.officeId, saved.interviewerUserId, body);
      queries.setQueryData(availabilityKey(username, saved.officeId, saved.interviewerUserId), result);
      return result;
    },
    savedMessage: 'Availability saved.',
    // The server names windows.N.*: said in the alert, as the rows are the form's own.
    serverFieldPath: (path) => (path[0] === 'windows' ? null : path.join('.')),
  });
  const days = form.watch('days');
  return (
    <AppForm
      form={form}
      className="app-panel availability-form"
      aria-label={`Interview availability of ${saved.interviewerName ? `${saved.interviewerName} at ` : ''}${saved.officeName}`}
    >
      <p className="form-text">
        {saved.interviewerName ? `${saved.interviewerName} at ` : ''}
        {saved.officeName}: times in {saved.timeZone.replace(/_/g, ' ')} ({zoneAbbreviation(new Date(), saved.timeZone)}).
      </p>
      <fieldset className="mb-3">
        <legend className="h6">Weekly hours</legend>
        {DAY_NAMES.map((name, index) => (
          <div key={name} className="availability-form__day d-flex flex-wrap gap-2 align-items-start">
            <CheckboxInput id={`${id}-on-${index}`} name={`days.${index}.on`} label={name} className="availability-form__check" />
            {days[index]?.on ? (
              <>
                <TimeInput id={`${id}-from-${index}`} name={`days.${index}.from`} label={`${name} from`} labelHidden />
                <TimeInput id={`${id}-to-${index}`} name={`days.${index}.to`} label={`${name} to`} labelHidden />
              </>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="d-flex flex-wrap gap-3">
        <SelectInput id={`${id}-duration`} name="durationMinutes" label="Length of an interview" options={DURATION_OPTIONS} />
        <TextInput id={`${id}-notice`} name="minNoticeHours" type="number" label="Minimum notice (hours)" hint="How soon an applicant may book." />
      </div>
      <SubmitButton busyLabel="Saving…">Save availability</SubmitButton>
    </AppForm>
  );
}
