import { apiRequest } from './api-client';

// Registers the service worker (/sw.js, scope /) on HTTPS or localhost only; elsewhere the spec's
// client behaviour: the error is logged (ADR 54). A new worker takes over at once and the page
// reloads when it does, so nobody keeps using a page of an older build.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Service workers need a secure origin: HTTPS, or localhost for development. */
export function canUseServiceWorker(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return location.protocol === 'https:' || LOCAL_HOSTS.has(location.hostname) || location.hostname.endsWith('.localhost');
}

export const SERVICE_WORKER_ERROR = 'The service worker was not registered: the site must be served over HTTPS (or from localhost).';

let reloading = false;

// Whether the worker last answered this page from the device because the network did not.
let servedOffline = false;
const offlineListeners = new Set<() => void>();
const setServedOffline = (value: boolean) => {
  if (servedOffline === value) return;
  servedOffline = value;
  for (const listener of offlineListeners) listener();
};

/** For useSyncExternalStore: the worker's word on whether this page is being served offline. */
export const servedOfflineStore = {
  subscribe(listener: () => void) {
    offlineListeners.add(listener);
    return () => offlineListeners.delete(listener);
  },
  get: () => servedOffline,
};

export function registerServiceWorker(): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!canUseServiceWorker(window.location)) {
    console.error(SERVICE_WORKER_ERROR);
    return;
  }
  // The worker says when it answers from the device (offline) and when the network is back.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === 'offline' || type === 'online') setServedOffline(type === 'offline');
  });
  navigator.serviceWorker.startMessages();
  window.addEventListener('online', () => setServedOffline(false));
  // A page first controlled by no worker is not stale when one takes over: only updates reload.
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).then(
      (registration) => {
        // Look for a new build when the person comes back to the tab.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      },
      (error: unknown) => console.error('The service worker was not registered:', error),
    );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Stops this browser's notices for the person (the switch off, or signing out). */
export async function unsubscribeThisBrowser(username: string): Promise<void> {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest<void>(`/users/${encodeURIComponent(username)}/push/subscriptions`, { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => undefined);
}
