/** The spec's web-vitals reporting debounce. */
export const WEB_VITALS_DEBOUNCE_MS = 3000;

/**
 * Sends each metric (by name) once it has been quiet for `waitMs`: a metric that changes again
 * within the wait replaces the value waiting, so its last value is sent, once. `flush` sends
 * everything that waits at once (the page is being hidden).
 */
export function debouncedByMetric<T extends { name: string }>(send: (metric: T) => void, waitMs = WEB_VITALS_DEBOUNCE_MS) {
  const waiting = new Map<string, { metric: T; timer: ReturnType<typeof setTimeout> }>();
  const sendNow = (name: string) => {
    const entry = waiting.get(name);
    if (!entry) return;
    clearTimeout(entry.timer);
    waiting.delete(name);
    send(entry.metric);
  };
  return {
    report(metric: T) {
      const before = waiting.get(metric.name);
      if (before) clearTimeout(before.timer);
      waiting.set(metric.name, { metric, timer: setTimeout(() => sendNow(metric.name), waitMs) });
    },
    flush() {
      for (const name of [...waiting.keys()]) sendNow(name);
    },
  };
}
