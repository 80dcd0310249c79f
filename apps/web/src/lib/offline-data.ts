// What the installable app keeps on the device for offline reading (ADR 54), and forgetting it.

/**
 * Forgets what this device kept of the person: the data and page caches (saved jobs, job lists,
 * the app shell). Called whenever a session ends, so the next person on the device sees none of it.
 */
export function clearPrivateOfflineData(): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'clear-private' });
  if (typeof caches !== 'undefined')
    void caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('chairside-data') || name.startsWith('chairside-pages')).map((name) => caches.delete(name))),
      )
      .catch(() => undefined);
}
