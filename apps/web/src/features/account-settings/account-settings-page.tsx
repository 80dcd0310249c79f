import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  type CurrentUser,
  type EmailPreferences,
  type Role,
} from '@chairside/domain/accounts';
import type { EmployerAccount } from '@chairside/domain/employer-profile';
import { positionLabel } from '@chairside/domain/positions';
import { ApiError, api, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { formatDate } from '../../lib/dates';
import { PageMeta } from '../../lib/page-meta';
import { PageLoading } from '../../components/page-loading';
import { ReceiptsPanel } from '../commerce/receipt-page';
// Shared with the sign-up forms; belongs in components/ once that folder is open to this feature.
import { failureMessage, fieldErrorsFromIssues, type FieldErrors } from '../../components/form/errors';
import { focusFirstError } from '../../components/form/focus';
import { TextField } from '../../components/form/plain-fields';
import { FormErrorAlert } from '../../components/form-error-alert';
import { differsFromSaved, useUnsavedChanges } from '../../lib/unsaved-changes';
import { PushSettingsPanel } from '../installable-app/push-settings-panel';
import { MarketingOptOutPanel } from './marketing-opt-out';
import { NoticePreferencesPanel } from '../notice-preferences/notice-preferences-panel';

const ROLE_LABELS: Record<Role, string> = { employer: 'Employer', staff: 'Job seeker', admin: 'Administrator' };


/** Server field errors among the form's own fields; null when none of them is named. */
function knownFieldErrors(caught: unknown, fields: readonly string[]): FieldErrors | null {
  if (!(caught instanceof ApiError)) return null;
  const known = Object.fromEntries(Object.entries(caught.fields).filter(([field]) => fields.includes(field)));
  return Object.keys(known).length > 0 ? known : null;
}

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="app-panel settings-panel" aria-labelledby={id}>
      <h2 className="settings-panel__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /app/account-settings: the account's details, password, email address and email preferences. */

/** The practice, its main phone and place, and since when it is with us (GET users/employers/{id}). */
function EmployerAccountDetails({ username, practiceName }: { username: string; practiceName: string | null }) {
  const account = useQuery({
    queryKey: ['employer-account', username],
    queryFn: ({ signal }) => api.get<EmployerAccount>(`/users/employers/${encodeURIComponent(username)}`, signal),
  });
  const place = account.data ? [account.data.city, [account.data.state, account.data.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  return (
    <>
      <dt>Practice</dt>
      <dd>{account.data?.practiceName ?? (practiceName || '—')}</dd>
      {account.data ? (
        <>
          <dt>Practice phone</dt>
          <dd>{account.data.phone}</dd>
          <dt>Location</dt>
          <dd>{place || '—'}</dd>
          <dt>Member since</dt>
          <dd>{formatDate(account.data.createdDate, 'monthYear')}</dd>
        </>
      ) : null}
    </>
  );
}

export function AccountSettingsPage() {
  const { user, isDelegated } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <section className="app-page" aria-labelledby="settings-title">
      <PageMeta title="Settings" noindex />
      <h1 className="app-page__title" id="settings-title">
        Settings
      </h1>
      <div className="settings-grid">
        <Panel title="Your account" id="settings-account">
          <dl className="settings-details">
            <dt>Name</dt>
            <dd>{user.name || '—'}</dd>
            <dt>Email</dt>
            <dd className="text-break">{user.email}</dd>
            <dt>Account type</dt>
            <dd>{ROLE_LABELS[user.role]}</dd>
            {user.role === 'employer' ? <EmployerAccountDetails username={user.username} practiceName={user.practiceName} /> : null}
            {user.role === 'staff' ? (
              <>
                <dt>Position</dt>
                <dd>{positionLabel(user.position)}</dd>
                <dt>ZIP code</dt>
                <dd>{user.zip || '—'}</dd>
              </>
            ) : null}
          </dl>
        </Panel>
        {isDelegated ? (
          <Panel title="Password and email address" id="settings-delegated">
            <Alert variant="info" className="mb-0">
              You are signed in on behalf of this account (a delegated session). Only the account owner can change its password or email
              address.
            </Alert>
          </Panel>
        ) : (
          <>
            <ChangePasswordForm user={user} />
            <ChangeEmailForm user={user} />
          </>
        )}
        <EmailPreferencesForm username={user.username} />
        <MarketingOptOutPanel username={user.username} />
        {user.role === 'staff' ? (
          <Panel title="Job alerts" id="settings-job-alerts">
            <p>Saved searches that email you new jobs: pause, edit or delete them, and choose their distance.</p>
            <Link to="/app/job-alerts" className="btn btn-outline-primary btn-sm">
              Manage job alerts
            </Link>
          </Panel>
        ) : null}
        {user.role === 'staff' || user.role === 'employer' ? <NoticePreferencesPanel username={user.username} role={user.role} delegated={isDelegated} /> : null}
        <PushSettingsPanel username={user.username} />
        {user.role === 'employer' ? <ReceiptsPanel username={user.username} /> : null}
      </div>
    </section>
  );
}

function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const { acceptSession } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ currentPassword: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useUnsavedChanges(values.currentPassword !== '' || values.password !== '');

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setDone(false);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    setDone(false);
    const parsed = ChangePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(found);
      return focusFirstError(formRef.current, found);
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { data, response } = await apiRequest<CurrentUser>(`/auth/${encodeURIComponent(user.username)}/password`, {
        method: 'POST',
        body: parsed.data,
      });
      // Other sessions end; this one continues on the fresh token the answer carries.
      acceptSession(response.headers.get('authorization'), data);
      setValues({ currentPassword: '', password: '' });
      setDone(true);
    } catch (caught) {
      const known = knownFieldErrors(caught, ['currentPassword', 'password']);
      if (known) {
        setErrors(known);
        focusFirstError(formRef.current, known);
      } else setAlert(failureMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel title="Change password" id="settings-password">
      {done ? (
        <Alert variant="success" role="status">
          Your password has been changed. Other devices signed in to this account have been signed out.
        </Alert>
      ) : null}
      {alert ? <FormErrorAlert message={alert} /> : null}
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="settings-password">
        <fieldset disabled={submitting}>
          <TextField
            id="settings-password-current"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onValueChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <TextField
            id="settings-password-new"
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
            value={values.password}
            onValueChange={set('password')}
            error={errors.password}
          />
          <Button type="submit" variant="primary">
            {submitting ? 'Changing Password…' : 'Change Password'}
          </Button>
        </fieldset>
      </Form>
    </Panel>
  );
}

function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { reloadUser } = useAuth();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useUnsavedChanges(values.email !== '' || values.currentPassword !== '');

  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setChangedTo(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    setChangedTo(null);
    const parsed = ChangeEmailSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.error.issues);
      setErrors(found);
      return focusFirstError(formRef.current, found);
    }
    setErrors({});
    setSubmitting(true);
    try {
      const updated = await api.put<CurrentUser>(`/auth/${encodeURIComponent(user.username)}/email-address`, parsed.data);
      setValues({ email: '', currentPassword: '' });
      setChangedTo(updated.email);
      await reloadUser();
    } catch (caught) {
      const known = knownFieldErrors(caught, ['email', 'currentPassword']);
      if (known) {
        setErrors(known);
        focusFirstError(formRef.current, known);
      } else setAlert(failureMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel title="Change email address" id="settings-email">
      <p className="text-body-secondary small">
        You sign in with <span className="text-break">{user.email}</span>.
      </p>
      {changedTo ? (
        <Alert variant="success" role="status">
          Your email address is now {changedTo}. Sign in with it from now on.
        </Alert>
      ) : null}
      {alert ? <FormErrorAlert message={alert} /> : null}
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="settings-email">
        <fieldset disabled={submitting}>
          <TextField
            id="settings-email-new"
            name="email"
            label="New email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onValueChange={set('email')}
            error={errors.email}
          />
          <TextField
            id="settings-email-password"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onValueChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <Button type="submit" variant="primary">
            {submitting ? 'Changing Email…' : 'Change Email'}
          </Button>
        </fieldset>
      </Form>
    </Panel>
  );
}

// Email about messages and job alerts is chosen in the Notices grid (the same choices).
const PREFERENCES: ReadonlyArray<{ key: keyof EmailPreferences; label: string; hint: string }> = [
  { key: 'newsletter', label: 'Newsletter', hint: 'Stay In-The-Know: news and tips for the dental industry.' },
  { key: 'productNews', label: 'Product news', hint: 'New features and offers from Chairside.' },
];

function EmailPreferencesForm({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['email-preferences', username];
  const path = `/users/${encodeURIComponent(username)}/emails/preferences`;
  const preferences = useQuery({ queryKey, queryFn: ({ signal }) => api.get<EmailPreferences>(path, signal) });
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  const save = useMutation({
    mutationFn: (next: EmailPreferences) => api.post<EmailPreferences>(path, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setDraft(null);
    },
  });

  const current = draft ?? preferences.data ?? null;
  useUnsavedChanges(draft !== null && differsFromSaved(draft, preferences.data));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The notice choices kept with these (messages, job alerts) are saved as last read: the Notices grid changes them.
    if (current && preferences.data) save.mutate({ ...preferences.data, newsletter: current.newsletter, productNews: current.productNews });
  }

  return (
    <Panel title="Email preferences" id="settings-preferences">
      {preferences.isPending ? (
        <PageLoading label="Loading your preferences…" />
      ) : preferences.isError || !current ? (
        <Alert variant="danger" role="alert">
          {failureMessage(preferences.error)}{' '}
          <Button variant="link" className="btn-inline-link" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {save.isSuccess && !draft ? (
            <Alert variant="success" role="status">
              Your email preferences are saved.
            </Alert>
          ) : null}
          {save.isError ? <FormErrorAlert message={failureMessage(save.error)} /> : null}
          <Form noValidate onSubmit={onSubmit} aria-labelledby="settings-preferences">
            <fieldset disabled={save.isPending}>
              <legend className="visually-hidden">Email me about</legend>
              <p className="text-body-secondary small">Email about interviews, messages and jobs: choose it under Notices.</p>
              {PREFERENCES.map((preference) => (
                <Form.Check key={preference.key} type="switch" className="mb-3" id={`settings-preference-${preference.key}`}>
                  <Form.Check.Input
                    type="checkbox"
                    name={preference.key}
                    checked={current[preference.key]}
                    onChange={(event) => {
                      save.reset();
                      setDraft({ ...current, [preference.key]: event.target.checked });
                    }}
                    aria-describedby={`settings-preference-${preference.key}-hint`}
                  />
                  <Form.Check.Label>{preference.label}</Form.Check.Label>
                  <Form.Text id={`settings-preference-${preference.key}-hint`} className="d-block mt-0">
                    {preference.hint}
                  </Form.Text>
                </Form.Check>
              ))}
              <Button type="submit" variant="primary" disabled={!draft}>
                {save.isPending ? 'Saving…' : 'Save Preferences'}
              </Button>
            </fieldset>
          </Form>
        </>
      )}
    </Panel>
  );
}
