import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import type { CurrentUser } from '@chairside/domain/accounts';
import { POSITION_CODES, POSITIONS } from '@chairside/domain/positions';
import { TRAVEL_MILES_MAX, TRAVEL_MILES_MIN, type TempProfile } from '@chairside/domain/temp-profile';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { AppForm, FormFeedback, SubmitButton } from '../../components/form/app-form';
import { CheckboxGroup, CheckboxInput, MoneyInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { LoadFailed, PROFILE_PATH, useRefreshStaff } from '../resume-profile/public-api';
import { saveTempProfile, tempProfileKey, useTempProfile } from './temp-work-api';
import { ExceptionFields, WeeklyFields } from './temp-work-fields';
import { TempWorkFormSchema, formFieldOf, formValuesOf } from './temp-work-form';

const POSITION_OPTIONS = POSITION_CODES.map((code) => ({ value: code, label: POSITIONS[code] }));

/** A zone as people name it: 'America/Chicago' -> 'Chicago'. */
const zoneLabel = (timeZone: string) => timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;

/** /app/temp-work: the job seeker's temp profile, the shifts they can take (ADR 96). */
export function TempWorkPage({ user }: { user: CurrentUser }) {
  const profile = useTempProfile(user.username);
  return (
    <section className="app-page app-page--narrow temp-work-page" aria-labelledby="temp-work-title">
      <PageMeta title="Temp Work" noindex />
      <h1 className="app-page__title" id="temp-work-title">
        Temp Work
      </h1>
      <p className="app-page__subtitle">The shifts you can take as a temp: practices looking for cover see when and where you work, and your rate.</p>
      {profile.isPending ? (
        <PageLoading label="Loading your temp profile…" />
      ) : profile.isError || !profile.data ? (
        <LoadFailed error={profile.error} retry={() => void profile.refetch()} />
      ) : (
        <TempWorkForm user={user} profile={profile.data} />
      )}
    </section>
  );
}

function TempWorkForm({ user, profile }: { user: CurrentUser; profile: TempProfile }) {
  const queryClient = useQueryClient();
  const refreshStaff = useRefreshStaff();
  const form = useAppForm({
    schema: TempWorkFormSchema,
    defaultValues: formValuesOf(profile, user.position),
    onSubmit: async (body) => {
      const answer = await saveTempProfile(user.username, body);
      queryClient.setQueryData(tempProfileKey(user.username), answer);
      // The resume shows the temp line.
      void refreshStaff();
      return answer;
    },
    savedValues: (answer) => formValuesOf(answer, user.position),
    savedMessage: 'Your temp profile is saved. It shows on your resume.',
    serverFieldPath: (path) => formFieldOf(path),
  });
  const saved = form.result ?? profile;

  return (
    <>
      {saved.exists ? (
        <div className="app-panel temp-work-page__summary">
          <p className="mb-1">
            <strong>On your resume:</strong> {saved.summary}
          </p>
          <Link to={PROFILE_PATH}>See your resume</Link>
        </div>
      ) : (
        <Alert variant="info" className="temp-work-page__empty">
          <p className="mb-1">
            <strong>You have no temp profile yet.</strong>
          </p>
          <p className="mb-0">
            Say which positions you temp as, the hours you are free each week, any dates that differ, how far you travel and your lowest hourly rate. Once
            saved, it shows on your resume.
          </p>
        </Alert>
      )}

      {/* The saved line and any failure sit by the Save button, where the person is when it answers. */}
      <AppForm form={form} feedback="none" className="temp-work-form" aria-label="Temp profile">
        <section className="app-panel temp-work-form__section" aria-labelledby="temp-positions-title">
          <h2 className="temp-work-form__title" id="temp-positions-title">
            Positions
          </h2>
          <CheckboxGroup id="temp-positions" name="positions" label="Positions you temp as" options={POSITION_OPTIONS} className="mb-0" />
        </section>

        <section className="app-panel temp-work-form__section" aria-labelledby="temp-week-title">
          <h2 className="temp-work-form__title" id="temp-week-title">
            Your week
          </h2>
          <p className="text-body-secondary">
            The hours you can work each weekday, in your local time ({zoneLabel(profile.timeZone)} time, from your ZIP code). Leave a day without windows when
            you are not available.
          </p>
          <WeeklyFields />
        </section>

        <section className="app-panel temp-work-form__section" aria-labelledby="temp-dates-title">
          <h2 className="temp-work-form__title" id="temp-dates-title">
            Dates that differ
          </h2>
          <p className="text-body-secondary">A day off, or hours on a date you are otherwise not available. A date listed here replaces your week that day.</p>
          <ExceptionFields />
        </section>

        <section className="app-panel temp-work-form__section" aria-labelledby="temp-terms-title">
          <h2 className="temp-work-form__title" id="temp-terms-title">
            Travel and pay
          </h2>
          <div className="row g-3">
            <TextInput
              id="temp-travel-miles"
              name="travelMiles"
              label="How far you travel (miles)"
              hint={`${TRAVEL_MILES_MIN} to ${TRAVEL_MILES_MAX} miles from your ZIP code.`}
              inputMode="numeric"
              className="col-sm-6"
            />
            <MoneyInput id="temp-minimum-rate" name="minimumRate" label="Minimum hourly rate" hint="The lowest you take, per hour." className="col-sm-6" />
          </div>
          <CheckboxInput
            id="temp-instant-booking"
            name="instantBooking"
            label="Take instant bookings"
            hint="A practice can book you for a shift that fits your profile without asking first."
            className="mb-0"
          />
        </section>

        <FormFeedback saved={form.saved} failure={form.failure ?? form.formState.errors.root?.message ?? null} />
        <SubmitButton busyLabel="Saving…">Save temp profile</SubmitButton>
      </AppForm>
    </>
  );
}
