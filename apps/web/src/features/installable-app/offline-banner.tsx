import { useSyncExternalStore } from 'react';
import { servedOfflineStore } from '../../lib/service-worker';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (the server render: online). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A clear offline state above the app's pages, while the browser is offline or the service worker
 * answered the page from the device because the network did not.
 */
export function OfflineBanner() {
  const online = useOnline();
  const servedOffline = useSyncExternalStore(servedOfflineStore.subscribe, servedOfflineStore.get, () => false);
  if (online && !servedOffline) return null;
  return (
    <div className="offline-banner alert alert-warning mb-3" role="status" data-testid="offline-banner">
      <strong>You are offline.</strong> You are seeing what this device saved the last time you were online: your saved jobs and recent job lists. Changes,
      applying and messages wait until you are back online.
    </div>
  );
}
