// Passkeys in the settings (ADR 106): add one (a name, the current password, then the device's own
// prompt), see them with when each was added and last used, and remove one. Both forms run on the
// form layer (useAppForm): the name's and the password's messages under their boxes, the server's too.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import {
  AddPasskeyFormSchema,
  PASSKEY_NAME_MAX_LENGTH,
  RemovePasskeyFormSchema,
  type Passkey,
  type PasskeyConfirmation,
  type PasskeyOptions,
} from '@chairside/domain/passkeys';
import { api } from '../../lib/api-client';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { AppForm, SubmitButton } from '../../components/form/app-form';
import { FormProblem, failureMessage } from '../../components/form/errors';
import { TextInput } from '../../components/form/fields';
import { useAppForm } from '../../components/form/use-app-form';
import { passkeyFailure, passkeyRegistration, passkeysSupported } from '../auth/public-api';
import { SettingsPanel } from './settings-panel';

const PANEL_ID = 'settings-passkeys';
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** The password when typed; left out, the server accepts a second factor this session proved within minutes. */
const confirmation = (currentPassword: string): PasskeyConfirmation => (currentPassword ? { currentPassword } : {});
const PASSWORD_HINT = 'Not needed when you used your second step in the last 10 minutes.';

type FormProps = { base: string; onDone: (said: string) => void; onCancel: () => void };

function AddPasskeyForm({ base, onDone, onCancel }: FormProps) {
  const id = useId();
  const form = useAppForm({
    schema: AddPasskeyFormSchema,
    defaultValues: { name: '', currentPassword: '' },
    guardUnsaved: false,
    failureFallback: 'Adding the passkey did not work. Please try again.',
    onSubmit: async ({ name, currentPassword }) => {
      const options = await api.post<PasskeyOptions>(`${base}/options`, confirmation(currentPassword));
      let credential;
      try {
        credential = await passkeyRegistration(options);
      } catch (caught) {
        throw new FormProblem(passkeyFailure(caught));
      }
      const added = await api.post<Passkey>(base, { name, credential });
      onDone(`Passkey “${added.name}” added.`);
      return added;
    },
  });
  return (
    <AppForm form={form} aria-label="Add a passkey">
      <TextInput
        id={`${id}-name`}
        name="name"
        label="Passkey name"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        placeholder="MacBook"
        hint="The device or password manager it is on, to tell your passkeys apart."
      />
      <TextInput id={`${id}-password`} name="currentPassword" label="Current password" type="password" autoComplete="current-password" hint={PASSWORD_HINT} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Waiting for Your Device…">Create Passkey</SubmitButton>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}

function RemovePasskeyForm({ base, passkey, onDone, onCancel }: FormProps & { passkey: Passkey }) {
  const id = useId();
  const form = useAppForm({
    schema: RemovePasskeyFormSchema,
    defaultValues: { currentPassword: '' },
    guardUnsaved: false,
    failureFallback: 'Removing the passkey did not work. Please try again.',
    onSubmit: async ({ currentPassword }) => {
      await api.post<void>(`${base}/${passkey.id}/remove`, confirmation(currentPassword));
      onDone(`Passkey “${passkey.name}” removed.`);
    },
  });
  return (
    <AppForm form={form} aria-label="Remove a passkey">
      <p>Remove “{passkey.name}”? It will no longer sign you in.</p>
      <TextInput id={`${id}-password`} name="currentPassword" label="Current password" type="password" autoComplete="current-password" hint={PASSWORD_HINT} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton busyLabel="Removing…" variant="danger">
          Remove Passkey
        </SubmitButton>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </AppForm>
  );
}

export function PasskeysPanel({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const key = ['passkeys', username];
  const base = `/users/${encodeURIComponent(username)}/passkeys`;
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<{ passkeys: Passkey[] }>(base, signal) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const close = () => {
    setAdding(false);
    setRemoving(null);
  };
  const done = (message: string) => {
    close();
    setSaid(message);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <FormErrorAlert message={failureMessage(list.error, 'Your passkeys could not be loaded. Please reload the page.')} />;
  else
    body = (
      <>
        <p>
          A passkey signs you in with your fingerprint, face or device PIN instead of a password, and counts as your second step after a password. It stays on
          your device.
        </p>
        {list.data.passkeys.length ? (
          <Table size="sm" responsive aria-label="Your passkeys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Added</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.passkeys.map((passkey) => (
                <tr key={passkey.id}>
                  <td>{passkey.name}</td>
                  <td>{day(passkey.createdAt)}</td>
                  <td>{passkey.lastUsedAt ? day(passkey.lastUsedAt) : 'Not yet'}</td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => (close(), setSaid(null), setRemoving(passkey))}
                      aria-label={`Remove ${passkey.name}`}
                    >
                      Remove…
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        {adding ? (
          <AddPasskeyForm base={base} onDone={done} onCancel={close} />
        ) : removing ? (
          <RemovePasskeyForm key={removing.id} base={base} passkey={removing} onDone={done} onCancel={close} />
        ) : passkeysSupported() ? (
          <Button variant="primary" onClick={() => (close(), setSaid(null), setAdding(true))}>
            Add a Passkey
          </Button>
        ) : (
          <p className="text-body-secondary mb-0">This browser cannot make passkeys.</p>
        )}
      </>
    );

  return (
    <SettingsPanel title="Passkeys" id={PANEL_ID}>
      {said ? (
        <p role="status" className="text-success">
          {said}
        </p>
      ) : null}
      {body}
    </SettingsPanel>
  );
}
