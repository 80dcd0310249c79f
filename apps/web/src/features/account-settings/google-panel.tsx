// Sign in with Google in the settings (ADR 107): the Google address linked, and unlinking it with
// the password. Linking happens at sign-in ("Sign in with Google", then the account's password) or
// here while signed in (ADR 128): "Connect Google" goes to Google and comes back linked.
import { useState } from 'react';
import { useLocation } from 'react-router';
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

/** What the settings say on coming back from connecting Google (the google parameter the API's redirect sets). */
const CONNECT_OUTCOMES: Record<string, { ok: boolean; words: string }> = {
  linked: { ok: true, words: 'Google is connected. You can now sign in with Google.' },
  taken: { ok: false, words: 'That Google account is linked to another Chairside account. Choose another Google account, or unlink it there first.' },
  failed: { ok: false, words: 'Connecting Google did not work. Please try again.' },
};

/** "Connect Google": the API starts the trip and answers where to send the browser. */
function ConnectButton({ username }: { username: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { location } = await api.post<{ location: string }>(`/users/${encodeURIComponent(username)}/google/connect`);
      window.location.assign(location);
    } catch (caught) {
      setFailure(failureMessage(caught, 'Connecting Google did not work. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <>
      {failure ? <FormErrorAlert message={failure} /> : null}
      <Button variant="outline-primary" onClick={() => void start()} disabled={busy}>
        {busy ? 'Going to Google…' : 'Connect Google'}
      </Button>
    </>
  );
}

/** Shown when the site offers Sign in with Google. */
export function GooglePanel({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const key = ['google-account', username];
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<GoogleAccount>(`/users/${encodeURIComponent(username)}/google`, signal) });
  const [unlinking, setUnlinking] = useState(false);
  const [unlinked, setUnlinked] = useState(false);
  const outcome = CONNECT_OUTCOMES[new URLSearchParams(useLocation().search).get('google') ?? ''];
  if (query.error) return <FormErrorAlert message={failureMessage(query.error)} />;
  if (!query.data?.available && !query.data?.linkedEmail) return null;
  const linked = query.data.linkedEmail;
  return (
    <SettingsPanel title="Sign in with Google" id="settings-google">
      {outcome && !unlinked ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-success' : 'text-danger'}>
          {outcome.words}
        </p>
      ) : null}
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
                setUnlinked(true);
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
        <>
          {unlinked ? (
            <p role="status" className="text-success">
              Google is unlinked. It no longer signs in to this account.
            </p>
          ) : null}
          <p>Google: not linked. Connect your Google account to sign in with Google instead of your password.</p>
          {query.data.available ? <ConnectButton username={username} /> : null}
        </>
      )}
    </SettingsPanel>
  );
}
