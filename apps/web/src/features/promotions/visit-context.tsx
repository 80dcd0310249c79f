import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticsPageChanged, loadGoogleTag, reportWebVitals } from '../../lib/analytics';
import { API_BASE } from '../../lib/api-client';
import { captureUrlContext } from '../../lib/url-context';

let booted = false;

/** After the page is up: the Google tag when a measurement id is configured, and web vitals. Never blocks rendering. */
function bootAnalytics() {
  if (booted) return;
  booted = true;
  const start = () => {
    reportWebVitals();
    fetch(`${API_BASE}/analytics/settings`)
      .then((response) => (response.ok ? (response.json() as Promise<{ measurementId: string | null }>) : null))
      .then((settings) => loadGoogleTag(settings?.measurementId))
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1000);
}

/** Keeps the visit's URL context from every address the person lands on, starts analytics once and tells it of each page. */
export function VisitContext() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    captureUrlContext(search);
  }, [search]);
  useEffect(() => {
    analyticsPageChanged();
  }, [pathname]);
  useEffect(bootAnalytics, []);
  return null;
}
