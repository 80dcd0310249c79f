// Sign in with Google in the settings (ADR 107): the Google address linked, and unlinking it with
// the password. Linking happens at sign-in: "Sign in with Google", then the account's password.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { GoogleUnlinkSchema, type GoogleAccount } from '@chairside/domain/google-sign-in';
import { api } from '../../lib/api-client';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { SettingsPanel } from './settings-panel';

function UnlinkForm({ username, onDone, onCancel }: { username: string; onDone: () => void; onCancel: () => void }) {
  const form = useAppForm({
    schema: GoogleUnlinkSchema,
    defaultValues: { currentPassword: '' },
    guardUnsaved: false,
    onSubmit: async (body) => {
      await api.post<void>(`/users/${encodeURIComponent(username)}/google/unlink`, body);
      onDone();
    },
  });
  return (
    <AppForm form={form} aria-label="Unlink Google">
      <TextInput id="google-unlink-password" name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <div className="d-flex gap-2">
        <SubmitButton busyLabel="Unlinking…" variant="outline-danger">
          Unlink Google
        </SubmitButton>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}

/** Shown when the site offers Sign in with Google. */
export function GooglePanel({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const key = ['google-account', username];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<GoogleAccount>(`/users/${encodeURIComponent(username)}/google`, signal) });
  const [unlinking, setUnlinking] = useState(false);
  if (query.error) return <FormErrorAlert message={failureMessage(query.error)} />;
  if (!query.data?.available && !query.data?.linkedEmail) return null;
  const linked = query.data.linkedEmail;
  return (
    <SettingsPanel title="Sign in with Google" id="settings-google">
      {linked ? (
        <>
          <p>
            Google: linked as <strong>{linked}</strong>. &ldquo;Sign in with Google&rdquo; signs in to this account without your password.
          </p>
          {unlinking ? (
            <UnlinkForm
              username={username}
              onCancel={() => setUnlinking(false)}
              onDone={() => {
                setUnlinking(false);
                void queryClient.invalidateQueries({ queryKey: key });
              }}
            />
          ) : (
            <Button variant="outline-danger" onClick={() => setUnlinking(true)}>
              Unlink Google
            </Button>
          )}
        </>
      ) : (
        <p className="mb-0">
          Google: not linked. To link it, sign out and choose &ldquo;Sign in with Google&rdquo; with the Google account that uses your email address; you will
          be asked for your password once.
        </p>
      )}
    </SettingsPanel>
  );
}
