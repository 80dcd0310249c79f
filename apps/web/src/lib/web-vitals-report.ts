// Loaded on idle, after the page: web-vitals and what sends its metrics (out of every public page's first load).
import { onCLS, onINP, onLCP } from 'web-vitals';
import { webVitalsEvent, type AnalyticsEvent } from '@chairside/domain/analytics-events';
import { debouncedByMetric } from './web-vitals-debounce';

/**
 * Every change of LCP, INP and CLS is reported; each metric is sent as a 'web_vitals' event once
 * it has been quiet for 3000 ms (the spec's debounce): its settled value, not every step on the
 * way. A page being hidden sends what waits at once, then `pageHidden` (the beacon) runs.
 */
export function reportVitals(send: (event: AnalyticsEvent) => void, pageHidden: () => void) {
  const vitals = debouncedByMetric((metric: { name: string; value: number; rating: string; id: string }) => send(webVitalsEvent(metric)));
  const options = { reportAllChanges: true };
  onCLS(vitals.report, options);
  onINP(vitals.report, options);
  onLCP(vitals.report, options);
  const hide = () => {
    vitals.flush();
    pageHidden();
  };
  window.addEventListener('pagehide', hide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });
}
