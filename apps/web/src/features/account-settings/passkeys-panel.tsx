// Passkeys in the settings (ADR 106): add one (a name, the current password, then the device's own
// prompt), see them with when each was added and last used, and remove one.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { Passkey, PasskeyOptions } from '@chairside/domain/passkeys';
import { PASSKEY_NAME_MAX_LENGTH } from '@chairside/domain/passkeys';
import { api } from '../../lib/api-client';
import { PageLoading } from '../../components/page-loading';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';
import { passkeyFailure, passkeyRegistration, passkeysSupported } from '../auth/public-api';
import { SettingsPanel } from './settings-panel';

const PANEL_ID = 'settings-passkeys';
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The current password box both forms ask for. */
function PasswordBox({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Current password</Form.Label>
      <Form.Control type="password" autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} />
    </Form.Group>
  );
}

export function PasskeysPanel({ username }: { username: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const key = ['passkeys', username];
  const base = `/users/${encodeURIComponent(username)}/passkeys`;
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<{ passkeys: Passkey[] }>(base, signal) });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const confirmation = () => (password ? { currentPassword: password } : {});
  const reset = () => {
    setAdding(false);
    setRemoving(null);
    setName('');
    setPassword('');
    setFailure(null);
  };

  const add = async () => {
    if (!name.trim()) return setFailure('Give the passkey a name, such as the device it is on.');
    setBusy(true);
    setFailure(null);
    try {
      const options = await api.post<PasskeyOptions>(`${base}/options`, confirmation());
      let credential;
      try {
        credential = await passkeyRegistration(options);
      } catch (caught) {
        return setFailure(passkeyFailure(caught));
      }
      await api.post<Passkey>(base, { name: name.trim(), credential });
      reset();
      setSaid(`Passkey “${name.trim()}” added.`);
      void reload();
    } catch (caught) {
      setFailure(failureMessage(caught, 'Adding the passkey did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    setFailure(null);
    try {
      await api.post<void>(`${base}/${passkey.id}/remove`, confirmation());
      reset();
      setSaid(`Passkey “${passkey.name}” removed.`);
      void reload();
    } catch (caught) {
      setFailure(failureMessage(caught, 'Removing the passkey did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
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
                    <Button size="sm" variant="outline-danger" onClick={() => (reset(), setRemoving(passkey))} aria-label={`Remove ${passkey.name}`}>
                      Remove…
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        {failure ? <FormErrorAlert message={failure} /> : null}
        {adding ? (
          <Form
            aria-label="Add a passkey"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
          >
            <fieldset disabled={busy}>
              <Form.Group className="mb-3" controlId={`${id}-name`}>
                <Form.Label>Passkey name</Form.Label>
                <Form.Control value={name} maxLength={PASSKEY_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} placeholder="MacBook" />
                <Form.Text>The device or password manager it is on, to tell your passkeys apart.</Form.Text>
              </Form.Group>
              <PasswordBox id={`${id}-add-password`} value={password} onChange={setPassword} />
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="primary">
                  {busy ? 'Waiting for Your Device…' : 'Create Passkey'}
                </Button>
                <Button variant="link" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          </Form>
        ) : removing ? (
          <Form
            aria-label="Remove a passkey"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void remove(removing);
            }}
          >
            <p>Remove “{removing.name}”? It will no longer sign you in.</p>
            <fieldset disabled={busy}>
              <PasswordBox id={`${id}-remove-password`} value={password} onChange={setPassword} />
              <div className="d-flex flex-wrap gap-2">
                <Button type="submit" variant="danger">
                  {busy ? 'Removing…' : 'Remove Passkey'}
                </Button>
                <Button variant="link" onClick={reset}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          </Form>
        ) : passkeysSupported() ? (
          <Button variant="primary" onClick={() => (reset(), setSaid(null), setAdding(true))}>
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
