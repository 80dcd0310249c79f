import type { PushSettings } from '@chairside/domain/push-notices';
import { api } from '../../lib/api-client';

const base = (username: string) => `/users/${encodeURIComponent(username)}/push`;

export const getPushSettings = (username: string, signal?: AbortSignal) => api.get<PushSettings>(base(username), signal);

/** The browser's push support: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (only ever called from a click) and subscribes this browser to
 * the person's notices with the server's VAPID key. False when the person said no.
 */
export async function subscribeThisBrowser(username: string, publicKey: string): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post<PushSettings>(`${base(username)}/subscriptions`, subscription.toJSON());
  return true;
}

export { unsubscribeThisBrowser } from '../../lib/service-worker';
