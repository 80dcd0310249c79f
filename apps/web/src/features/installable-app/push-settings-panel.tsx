import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_KIND_LABELS, PUSH_KINDS, type PushKind, type PushPreferences, type PushSettings } from '@chairside/domain/push-notices';
import { ApiError } from '../../lib/api-client';
import { getPushSettings, pushSupported, savePushPreferences, subscribeThisBrowser, unsubscribeThisBrowser } from './push-api';

const settingsKey = (username: string) => ['push-settings', username] as const;

/**
 * Settings: one switch per kind of phone notice (new messages, interview changes, new matching
 * jobs). The browser's permission is asked only when the person turns notices on for this device.
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
      setMessage(granted ? 'Notices are on for this device.' : 'Your browser is set not to show notices from Chairside. You can allow them in its site settings.');
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

  async function toggle(kind: PushKind, on: boolean) {
    if (!settings.data) return;
    const next: PushPreferences = { ...settings.data.preferences, [kind]: on };
    queries.setQueryData<PushSettings>(settingsKey(username), { ...settings.data, preferences: next });
    try {
      queries.setQueryData(settingsKey(username), await savePushPreferences(username, next));
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The change was not saved. Please try again.');
      void queries.invalidateQueries({ queryKey: settingsKey(username) });
    }
  }

  return (
    <section className="app-panel settings-panel" aria-labelledby="settings-push">
      <h2 className="settings-panel__title" id="settings-push">
        Phone and browser notices
      </h2>
      {!supported ? (
        <p className="mb-2">This browser cannot show notices from Chairside. Install Chairside on your phone’s home screen, or use a current browser, to get them.</p>
      ) : (
        <p className="mb-2">
          Get a notice on this device for what you choose below.{' '}
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
            <button type="button" className="btn btn-primary btn-sm" disabled={busy || !settings.data || permission === 'denied'} onClick={() => void turnOnHere()}>
              Turn on notices on this device
            </button>
          )}
        </div>
      ) : null}
      {settings.data ? (
        <fieldset>
          <legend className="visually-hidden">Kinds of notice</legend>
          {PUSH_KINDS.map((kind) => (
            <div className="form-check form-switch" key={kind}>
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                id={`push-${kind}`}
                checked={settings.data.preferences[kind]}
                onChange={(event) => void toggle(kind, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`push-${kind}`}>
                {PUSH_KIND_LABELS[kind]}
              </label>
            </div>
          ))}
        </fieldset>
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
