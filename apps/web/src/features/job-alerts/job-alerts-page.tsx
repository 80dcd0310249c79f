import './job-alerts.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { failureMessage } from '../../components/form/errors';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { searchJobsPath } from '../app-shell/menus';
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
type AlertFormInput = z.input<typeof AlertFormSchema>;
const FORM_FIELDS = ['position', 'zip', 'radius', 'type', 'keyword', 'frequency'] as const;
type AlertFormValues = z.output<typeof AlertFormSchema>;

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
        {failure ? (
          <PlainErrorAlert message={failureMessage(failure)} className="mt-2 mb-0" />
        ) : null}
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

function AlertEditForm({ user, alert, onDone }: { user: CurrentUser; alert: JobAlert; onDone: () => void }) {
  const queries = useQueryClient();
  const id = `alert-${alert.id}`;
  const form = useForm<AlertFormInput, unknown, AlertFormValues>({
    resolver: zodResolver(AlertFormSchema),
    defaultValues: {
      position: alert.position,
      zip: alert.zip ?? '',
      radius: String(alert.radius),
      type: alert.type,
      keyword: alert.keyword ?? '',
      frequency: alert.frequency,
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await updateAlert(user.username, alert.id, {
        ...values,
        zip: values.zip || null,
        keyword: values.keyword || null,
        isPaused: alert.isPaused,
      });
      await queries.invalidateQueries({ queryKey: alertsQueryKey(user.username) });
      onDone();
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fields : {};
      const named = Object.keys(fields).filter((field) => (FORM_FIELDS as readonly string[]).includes(field));
      if (named.length) for (const field of named) setError(field as keyof AlertFormInput, { type: 'server', message: fields[field] }, { shouldFocus: true });
      else setProblem(failureMessage(caught));
    }
  });
  const errors = formState.errors;
  const invalid = (field: keyof AlertFormInput) => ({
    isInvalid: Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: keyof AlertFormInput) =>
    errors[field] ? (
      <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
        {errors[field]?.message}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3" aria-label={`Edit alert: ${alert.summary}`}>
      <fieldset disabled={formState.isSubmitting}>
        <div className="job-alerts-page__fields">
          <Form.Group controlId={`${id}-position`}>
            <Form.Label>Position</Form.Label>
            <Form.Select {...register('position')} {...invalid('position')}>
              {POSITION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
            {fieldError('position')}
          </Form.Group>
          <Form.Group controlId={`${id}-zip`}>
            <Form.Label>ZIP code</Form.Label>
            <Form.Control inputMode="numeric" autoComplete="postal-code" {...register('zip')} {...invalid('zip')} />
            {fieldError('zip')}
          </Form.Group>
          <Form.Group controlId={`${id}-radius`}>
            <Form.Label>Distance</Form.Label>
            <Form.Select {...register('radius')} {...invalid('radius')}>
              {ALERT_RADII.map((miles) => (
                <option key={miles} value={miles}>
                  {radiusLabel(miles)}
                </option>
              ))}
            </Form.Select>
            {fieldError('radius')}
          </Form.Group>
          <Form.Group controlId={`${id}-type`}>
            <Form.Label>Type</Form.Label>
            <Form.Select {...register('type')}>
              {ALERT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ALERT_TYPE_LABELS[type]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-keyword`}>
            <Form.Label>Keywords</Form.Label>
            <Form.Control {...register('keyword')} {...invalid('keyword')} />
            {fieldError('keyword')}
          </Form.Group>
          <Form.Group controlId={`${id}-frequency`}>
            <Form.Label>Email me</Form.Label>
            <Form.Select {...register('frequency')}>
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {ALERT_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        {problem ? (
          <PlainErrorAlert message={problem} className="mt-2 mb-0" />
        ) : null}
        <div className="job-alerts-page__actions mt-3">
          <button type="submit" className="btn btn-primary btn-sm">
            {formState.isSubmitting ? 'Saving…' : 'Save alert'}
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
            Cancel
          </button>
        </div>
      </fieldset>
    </Form>
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
        <Form.Group controlId="alert-settings-radius">
          <Form.Label>Distance for new alerts without one</Form.Label>
          <Form.Select value={current.radius} onChange={(event) => save.mutate({ ...current, radius: Number(event.target.value) })}>
            {ALERT_RADII.map((miles) => (
              <option key={miles} value={miles}>
                {radiusLabel(miles)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </fieldset>
      {save.isError ? (
        <PlainErrorAlert message={failureMessage(save.error)} className="mt-2 mb-0" />
      ) : null}
      {save.isSuccess ? (
        <p className="text-success mt-2 mb-0" role="status">
          Alert settings saved.
        </p>
      ) : null}
    </section>
  );
}
