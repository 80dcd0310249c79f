import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { UNKNOWN_PLACE, type SignedInDevice } from '@chairside/domain/devices';
import { api } from '../../lib/api-client';
import { formatDateTime, useReaderTimeZone } from '../../lib/dates';
import { FormErrorAlert } from '../../components/form-error-alert';
import { failureMessage } from '../../components/form/errors';
import { SettingsPanel } from './settings-panel';

type Devices = { devices: SignedInDevice[] };

/** One device: its browser, rough place, network, when it signed in and was last active; "Sign out" unless it is this one. */
function DeviceRow({ device, onSignOut, busy, allowed }: { device: SignedInDevice; onSignOut: () => void; busy: boolean; allowed: boolean }) {
  const zone = useReaderTimeZone();
  const name = device.delegated ? `Chairside support (${device.device})` : device.device;
  return (
    <li className="signed-in-devices__item">
      <div>
        <strong>{name}</strong> {device.current ? <Badge bg="success">This device</Badge> : null}
        <div className="text-body-secondary small">
          <span data-testid="device-place">{device.place ?? UNKNOWN_PLACE}</span> · {device.network ? `Network ${device.network} · ` : ''}
          Signed in {formatDateTime(device.signedInAt, 'dateTime', zone)} · Last active {formatDateTime(device.lastSeenAt, 'dateTime', zone)}
        </div>
      </div>
      {device.current || !allowed ? null : (
        <Button variant="outline-danger" size="sm" onClick={onSignOut} disabled={busy} aria-label={`Sign out ${name}`}>
          {busy ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/**
 * The account's signed-in devices (ADR 102): each can be signed out, or every one but this; a device
 * signed out is refused on its next request. A delegated session sees the list but cannot sign out.
 */
export function SignedInDevicesPanel({ username, delegated }: { username: string; delegated: boolean }) {
  const queryClient = useQueryClient();
  const key = ['signed-in-devices', username];
  const path = `/users/${encodeURIComponent(username)}/sessions`;
  const devices = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<Devices>(path, signal) });
  const [said, setSaid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const signOutOne = useMutation({
    mutationFn: (device: SignedInDevice) => api.delete<void>(`${path}/${device.id}`).then(() => device),
    onSuccess: (device) => setSaid(`${device.device} is signed out.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const signOutOthers = useMutation({
    mutationFn: () => api.delete<{ signedOut: number }>(path),
    onSuccess: ({ signedOut }) => {
      setConfirming(false);
      setSaid(signedOut === 1 ? '1 other device is signed out.' : `${signedOut} other devices are signed out.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const failed = signOutOne.error ?? signOutOthers.error;
  const others = devices.data?.devices.filter((device) => !device.current).length ?? 0;

  return (
    <SettingsPanel title="Signed-in devices" id="settings-devices">
      <p>Where your account is signed in. Sign out a device you do not know, then change your password.</p>
      {said ? (
        <Alert variant="success" role="status" className="py-2" onClose={() => setSaid(null)} dismissible>
          {said}
        </Alert>
      ) : null}
      {failed ? <FormErrorAlert message={failureMessage(failed)} className="py-2" /> : null}
      {devices.isPending ? <p role="status">Loading your devices…</p> : null}
      {devices.isError ? <FormErrorAlert message={failureMessage(devices.error)} className="py-2" /> : null}
      {devices.data ? (
        <ul className="signed-in-devices" aria-label="Signed-in devices">
          {devices.data.devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              allowed={!delegated}
              busy={signOutOne.isPending && signOutOne.variables?.id === device.id}
              onSignOut={() => {
                setSaid(null);
                signOutOne.mutate(device);
              }}
            />
          ))}
        </ul>
      ) : null}
      {!delegated && others > 0 ? (
        confirming ? (
          <div className="signed-in-devices__confirm" role="group" aria-label="Sign out every other device">
            <span>Sign out {others === 1 ? 'the 1 other device' : `all ${others} other devices`}? They will need your password to sign in again.</span>
            <Button variant="danger" size="sm" onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending} autoFocus>
              {signOutOthers.isPending ? 'Signing out…' : 'Yes, sign them out'}
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={() => {
              setSaid(null);
              setConfirming(true);
            }}
          >
            Sign out all other devices
          </Button>
        )
      ) : null}
    </SettingsPanel>
  );
}
