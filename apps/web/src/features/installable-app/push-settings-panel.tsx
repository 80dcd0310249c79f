import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { getPushSettings, pushSupported, subscribeThisBrowser, unsubscribeThisBrowser } from './push-api';

const settingsKey = (username: string) => ['push-settings', username] as const;

/**
 * Settings: app notices on this device (the browser's permission is asked only when the person
 * turns them on here). Which kinds of notice come in the app is chosen in the Notices grid.
 */
export function PushSettingsPanel({ username }: { username: string }) {
  const queries = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey(username), queryFn: ({ signal }) => getPushSettings(username, signal) });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);
  const supported = pushSupported();
  const permission = supported ? Notification.permission : 'denied';

  async function turnOnHere() {
    if (!settings.data) return;
    setBusy(true);
    setMessage(null);
    try {
      const granted = await subscribeThisBrowser(username, settings.data.publicKey);
      setThisDevice(granted);
      setMessage(
        granted ? 'Notices are on for this device.' : 'Your browser is set not to show notices from Chairside. You can allow them in its site settings.',
      );
      void queries.invalidateQueries({ queryKey: settingsKey(username) });
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'Notices could not be turned on for this device. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function turnOffHere() {
    setBusy(true);
    await unsubscribeThisBrowser(username);
    setThisDevice(false);
    setMessage('Notices are off for this device.');
    void queries.invalidateQueries({ queryKey: settingsKey(username) });
    setBusy(false);
  }

  return (
    <section className="app-panel settings-panel" aria-labelledby="settings-push">
      <h2 className="settings-panel__title" id="settings-push">
        App notices on this device
      </h2>
      {!supported ? (
        <p className="mb-2">
          This browser cannot show notices from Chairside. Install Chairside on your phone’s home screen, or use a current browser, to get them.
        </p>
      ) : (
        <p className="mb-2">
          Get app notices on this device for the kinds you choose under Notices.{' '}
          {settings.data && settings.data.devices > 0 ? `${settings.data.devices} device${settings.data.devices === 1 ? '' : 's'} receive your notices.` : ''}
        </p>
      )}
      {supported ? (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {thisDevice ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" disabled={busy} onClick={() => void turnOffHere()}>
              Turn off notices on this device
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy || !settings.data || permission === 'denied'}
              onClick={() => void turnOnHere()}
            >
              Turn on notices on this device
            </button>
          )}
        </div>
      ) : null}
      {settings.isError ? <p className="text-danger mb-0">Your notice settings could not be loaded.</p> : null}
      {message ? (
        <p className="mt-2 mb-0" role="status">
          {message}
        </p>
      ) : null}
    </section>
  );
}
