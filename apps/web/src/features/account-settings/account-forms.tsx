// Settings forms: the password, the sign-in email address and the email preferences.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ChangeEmailSchema, ChangePasswordSchema, EmailPreferencesSchema, type CurrentUser, type EmailPreferences } from '@chairside/domain/accounts';
import { api, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { PageLoading } from '../../components/page-loading';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { SettingsPanel } from './settings-panel';

export function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const { acceptSession } = useAuth();
  const form = useAppForm({
    schema: ChangePasswordSchema,
    defaultValues: { currentPassword: '', password: '' },
    onSubmit: async (body) => {
      const { data, response } = await apiRequest<CurrentUser>(`/auth/${encodeURIComponent(user.username)}/password`, { method: 'POST', body });
      // Other sessions end; this one continues on the fresh token the answer carries.
      acceptSession(response.headers.get('authorization'), data);
    },
    savedValues: () => ({ currentPassword: '', password: '' }),
    savedMessage: 'Your password has been changed. Other devices signed in to this account have been signed out.',
  });

  return (
    <SettingsPanel title="Change password" id="settings-password">
      <AppForm form={form} aria-labelledby="settings-password">
        <TextInput id="settings-password-current" name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <TextInput id="settings-password-new" name="password" label="New password" type="password" autoComplete="new-password" hint="At least 8 characters" />
        <SubmitButton busyLabel="Changing Password…">Change Password</SubmitButton>
      </AppForm>
    </SettingsPanel>
  );
}

export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { reloadUser } = useAuth();
  const form = useAppForm({
    schema: ChangeEmailSchema,
    defaultValues: { email: '', currentPassword: '' },
    onSubmit: async (body) => {
      const updated = await api.put<CurrentUser>(`/auth/${encodeURIComponent(user.username)}/email-address`, body);
      await reloadUser();
      return updated;
    },
    savedValues: () => ({ email: '', currentPassword: '' }),
    savedMessage: (updated: CurrentUser) => `Your email address is now ${updated.email}. Sign in with it from now on.`,
  });

  return (
    <SettingsPanel title="Change email address" id="settings-email">
      <p className="text-body-secondary small">
        You sign in with <span className="text-break">{user.email}</span>.
      </p>
      <AppForm form={form} aria-labelledby="settings-email">
        <TextInput id="settings-email-new" name="email" label="New email address" type="email" inputMode="email" autoComplete="email" />
        <TextInput id="settings-email-password" name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <SubmitButton busyLabel="Changing Email…">Change Email</SubmitButton>
      </AppForm>
    </SettingsPanel>
  );
}

// Email about messages and job alerts is chosen in the Notices grid (the same choices).
const PREFERENCES: ReadonlyArray<{ key: 'newsletter' | 'productNews'; label: string; hint: string }> = [
  { key: 'newsletter', label: 'Newsletter', hint: 'Stay In-The-Know: news and tips for the dental industry.' },
  { key: 'productNews', label: 'Product news', hint: 'New features and offers from Chairside.' },
];

function PreferenceSwitches() {
  const { register } = useFormContext();
  return PREFERENCES.map((preference) => (
    <Form.Check key={preference.key} type="switch" className="mb-3" id={`settings-preference-${preference.key}`}>
      <Form.Check.Input type="checkbox" {...register(preference.key)} aria-describedby={`settings-preference-${preference.key}-hint`} />
      <Form.Check.Label>{preference.label}</Form.Check.Label>
      <Form.Text id={`settings-preference-${preference.key}-hint`} className="d-block mt-0">
        {preference.hint}
      </Form.Text>
    </Form.Check>
  ));
}

function EmailPreferencesFields({ path, saved, onSaved }: { path: string; saved: EmailPreferences; onSaved: (next: EmailPreferences) => void }) {
  const form = useAppForm({
    schema: EmailPreferencesSchema,
    defaultValues: saved,
    // The notice choices kept with these (messages, job alerts) are sent as last read: the Notices grid changes them.
    onSubmit: async (next) => {
      const answer = await api.post<EmailPreferences>(path, { ...saved, newsletter: next.newsletter, productNews: next.productNews });
      onSaved(answer);
      return answer;
    },
    savedValues: (answer: EmailPreferences) => answer,
    savedMessage: 'Your email preferences are saved.',
  });
  // Changed elsewhere (the marketing switch, say) while nothing is typed here: show the new choices.
  const { isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (!isDirty) reset(saved);
  }, [saved, isDirty, reset]);
  return (
    <AppForm form={form} aria-labelledby="settings-preferences">
      <legend className="visually-hidden">Email me about</legend>
      <p className="text-body-secondary small">Email about interviews, messages and jobs: choose it under Notices.</p>
      <PreferenceSwitches />
      <SubmitButton busyLabel="Saving…" disabled={!form.formState.isDirty}>
        Save Preferences
      </SubmitButton>
    </AppForm>
  );
}

export function EmailPreferencesForm({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['email-preferences', username];
  const path = `/users/${encodeURIComponent(username)}/emails/preferences`;
  const preferences = useQuery({ queryKey, queryFn: ({ signal }) => api.get<EmailPreferences>(path, signal) });

  return (
    <SettingsPanel title="Email preferences" id="settings-preferences">
      {preferences.isPending ? (
        <PageLoading label="Loading your preferences…" />
      ) : preferences.isError ? (
        <Alert variant="danger" role="alert">
          {failureMessage(preferences.error)}{' '}
          <Button variant="link" className="btn-inline-link" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <EmailPreferencesFields path={path} saved={preferences.data} onSaved={(saved) => queryClient.setQueryData(queryKey, saved)} />
      )}
    </SettingsPanel>
  );
}
