import './job-alerts.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Form from 'react-bootstrap/Form';
import type { CurrentUser } from '@chairside/domain/accounts';
import type { AlertSettings, JobAlert } from '@chairside/domain/job-alerts';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_NATIONAL_RADIUS,
  ALERT_RADII,
  ALERT_TYPES,
  ALERT_TYPE_LABELS,
} from '@chairside/domain/job-alert-rules';
import { POSITIONS } from '@chairside/domain/positions';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { FieldFrame } from '../../components/form/field-frame';
import { SelectInput, TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { searchJobsPath } from '../../components/app-navigation/menus';
import {
  alertsQueryKey,
  deleteAlert,
  saveAlertSettings,
  settingsQueryKey,
  updateAlert,
  useAlertSettings,
  useJobAlerts,
  type AlertEdit,
} from './job-alerts-api';
import { PlainErrorAlert } from '../../components/plain-error-alert';

const radiusLabel = (miles: number) => (miles === ALERT_NATIONAL_RADIUS ? 'National (anywhere)' : `${miles} miles`);
const POSITION_OPTIONS = [{ value: 'ANY', label: 'All Positions' }, ...Object.entries(POSITIONS).map(([value, label]) => ({ value, label }))];

/** The edit form's values as the fields hold them (text); the API checks them again. */
const AlertFormSchema = z
  .object({
    position: z.string().min(1, 'Choose a position.'),
    zip: z.string().trim().max(10, 'A ZIP code is 5 digits.'),
    radius: z.coerce.number<string>(),
    type: z.enum(ALERT_TYPES),
    keyword: z.string().trim().max(200, 'Keywords are at most 200 characters.'),
    frequency: z.enum(ALERT_FREQUENCIES),
  })
  .refine((values) => values.radius === ALERT_NATIONAL_RADIUS || /^(\d{5}|[A-Za-z]\d[A-Za-z].*)$/.test(values.zip), {
    message: 'Enter a ZIP code, or choose National.',
    path: ['zip'],
  });

const editOf = (alert: JobAlert, change: Partial<AlertEdit> = {}): AlertEdit => ({
  position: alert.position,
  zip: alert.zip,
  radius: alert.radius,
  type: alert.type,
  keyword: alert.keyword,
  frequency: alert.frequency,
  isPaused: alert.isPaused,
  ...change,
});

/** /app/job-alerts (linked from Settings): the person's alerts (pause, edit, delete) and the alert settings. */
export function JobAlertsPage({ user }: { user: CurrentUser }) {
  const alerts = useJobAlerts(user.username);
  return (
    <section className="app-page job-alerts-page" aria-labelledby="job-alerts-title">
      <PageMeta title="Job Alerts" noindex />
      <p className="mb-1">
        <Link to="/app/account-settings">Settings</Link> / Job alerts
      </p>
      <h1 id="job-alerts-title">Job Alerts</h1>
      <p>We email you new jobs that match your saved searches, never between 9 pm and 7 am your time.</p>
      <AlertSettingsForm user={user} />
      <section className="app-panel" aria-labelledby="job-alerts-list-title">
        <h2 id="job-alerts-list-title" className="h5">
          Your alerts
        </h2>
        {alerts.isPending ? <PageLoading label="Loading your job alerts…" /> : null}
        {alerts.isError ? (
          <div className="alert alert-danger" role="alert">
            {failureMessage(alerts.error)}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void alerts.refetch()}>
              Try again
            </button>
          </div>
        ) : null}
        {alerts.data && alerts.data.length === 0 ? (
          <p className="mb-0">
            No job alerts yet. Search jobs and press <strong>Email me jobs like these</strong>.{' '}
            <Link to={searchJobsPath(user.position, user.zip)}>Search jobs</Link>
          </p>
        ) : null}
        {alerts.data && alerts.data.length > 0 ? (
          <ul className="job-alerts-page__list" aria-label="Job alerts">
            {alerts.data.map((alert) => (
              <AlertItem key={alert.id} user={user} alert={alert} />
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}

function AlertItem({ user, alert }: { user: CurrentUser; alert: JobAlert }) {
  const queries = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refresh = () => queries.invalidateQueries({ queryKey: alertsQueryKey(user.username) });
  const pause = useMutation({ mutationFn: () => updateAlert(user.username, alert.id, editOf(alert, { isPaused: !alert.isPaused })), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => deleteAlert(user.username, alert.id), onSuccess: refresh });
  const failure = pause.error ?? remove.error;

  return (
    <li className="app-panel job-alerts-page__item" aria-label={alert.summary}>
      <div>
        <p className="mb-0 fw-semibold">
          {alert.summary}
          {alert.isPaused ? <span className="badge text-bg-secondary ms-2">Paused</span> : null}
        </p>
        <p className="job-alerts-page__meta">
          {ALERT_FREQUENCY_LABELS[alert.frequency]} · {alert.lastSentDate ? `last emailed ${formatDate(alert.lastSentDate)}` : 'nothing emailed yet'}
        </p>
        {failure ? <PlainErrorAlert message={failureMessage(failure)} className="mt-2 mb-0" /> : null}
        {editing ? <AlertEditForm user={user} alert={alert} onDone={() => setEditing(false)} /> : null}
      </div>
      {!editing ? (
        <div className="job-alerts-page__actions">
          <button type="button" className="btn btn-outline-primary btn-sm" disabled={pause.isPending} onClick={() => pause.mutate()}>
            {alert.isPaused ? 'Resume' : 'Pause'}
          </button>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(true)}>
            Edit
          </button>
          {confirmingDelete ? (
            <>
              <button type="button" className="btn btn-danger btn-sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
                Yes, delete
              </button>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setConfirmingDelete(true)}>
              Delete
            </button>
          )}
        </div>
      ) : null}
    </li>
  );
}

const TYPE_OPTIONS = ALERT_TYPES.map((type) => ({ value: type, label: ALERT_TYPE_LABELS[type] }));
const RADIUS_OPTIONS = ALERT_RADII.map((miles) => ({ value: String(miles), label: radiusLabel(miles) }));
const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: ALERT_FREQUENCY_LABELS[frequency] }));

function AlertEditForm({ user, alert, onDone }: { user: CurrentUser; alert: JobAlert; onDone: () => void }) {
  const queries = useQueryClient();
  const id = `alert-${alert.id}`;
  const form = useAppForm({
    schema: AlertFormSchema,
    defaultValues: {
      position: alert.position,
      zip: alert.zip ?? '',
      radius: String(alert.radius),
      type: alert.type,
      keyword: alert.keyword ?? '',
      frequency: alert.frequency,
    },
    onSubmit: async (values) => {
      await updateAlert(user.username, alert.id, {
        ...values,
        zip: values.zip || null,
        keyword: values.keyword || null,
        isPaused: alert.isPaused,
      });
      await queries.invalidateQueries({ queryKey: alertsQueryKey(user.username) });
      onDone();
    },
  });

  return (
    <AppForm form={form} feedback="none" className="mt-3" aria-label={`Edit alert: ${alert.summary}`}>
      <div className="job-alerts-page__fields">
        <SelectInput id={`${id}-position`} name="position" label="Position" className="" options={POSITION_OPTIONS} />
        <TextInput id={`${id}-zip`} name="zip" label="ZIP code" className="" inputMode="numeric" autoComplete="postal-code" />
        <SelectInput id={`${id}-radius`} name="radius" label="Distance" className="" options={RADIUS_OPTIONS} />
        <SelectInput id={`${id}-type`} name="type" label="Type" className="" options={TYPE_OPTIONS} />
        <TextInput id={`${id}-keyword`} name="keyword" label="Keywords" className="" />
        <SelectInput id={`${id}-frequency`} name="frequency" label="Email me" className="" options={FREQUENCY_OPTIONS} />
      </div>
      {form.failure ? <PlainErrorAlert message={form.failure} className="mt-2 mb-0" /> : null}
      <div className="job-alerts-page__actions mt-3">
        <SubmitButton busyLabel="Saving…" size="sm">
          Save alert
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </AppForm>
  );
}

function AlertSettingsForm({ user }: { user: CurrentUser }) {
  const queries = useQueryClient();
  const settings = useAlertSettings(user.username);
  const save = useMutation({
    mutationFn: (next: AlertSettings) => saveAlertSettings(user.username, next),
    onSuccess: (saved) => queries.setQueryData(settingsQueryKey(user.username), saved),
  });
  if (settings.isPending) return <PageLoading label="Loading your alert settings…" />;
  if (settings.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {failureMessage(settings.error)}
      </div>
    );
  const current = settings.data;
  // Each control saves as it changes: no Save button, so not a form of its own.
  return (
    <section className="app-panel mb-3" aria-labelledby="alert-settings-title">
      <h2 id="alert-settings-title" className="h5">
        Alert settings
      </h2>
      <fieldset disabled={save.isPending} className="job-alerts-page__fields">
        <Form.Check
          type="switch"
          id="alert-settings-email"
          label="Email me job alerts"
          checked={current.emailAlerts}
          onChange={(event) => save.mutate({ ...current, emailAlerts: event.target.checked })}
        />
        <FieldFrame id="alert-settings-radius" label="Distance for new alerts without one" className="">
          {(aria) => (
            <Form.Select {...aria} value={current.radius} onChange={(event) => save.mutate({ ...current, radius: Number(event.target.value) })}>
              {ALERT_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  {radiusLabel(miles)}
                </option>
              ))}
            </Form.Select>
          )}
        </FieldFrame>
      </fieldset>
      {save.isError ? <PlainErrorAlert message={failureMessage(save.error)} className="mt-2 mb-0" /> : null}
      {save.isSuccess ? (
        <p className="text-success mt-2 mb-0" role="status">
          Alert settings saved.
        </p>
      ) : null}
    </section>
  );
}
