import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedByMetric, WEB_VITALS_DEBOUNCE_MS } from './web-vitals-debounce';

type Metric = { name: string; value: number };

describe('web vitals debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the spec’s 3000 ms', () => expect(WEB_VITALS_DEBOUNCE_MS).toBe(3000));

  it('sends a metric once, with its last value, 3000 ms after its last change', () => {
    const sent: Metric[] = [];
    const vitals = debouncedByMetric<Metric>((metric) => sent.push(metric));
    vitals.report({ name: 'LCP', value: 900 });
    vi.advanceTimersByTime(2000);
    vitals.report({ name: 'LCP', value: 1400 });
    vi.advanceTimersByTime(2999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ name: 'LCP', value: 1400 }]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('waits for each metric on its own', () => {
    const sent: Metric[] = [];
    const vitals = debouncedByMetric<Metric>((metric) => sent.push(metric));
    vitals.report({ name: 'CLS', value: 0.01 });
    vi.advanceTimersByTime(1000);
    vitals.report({ name: 'INP', value: 120 });
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([{ name: 'CLS', value: 0.01 }]);
    vitals.report({ name: 'CLS', value: 0.05 });
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([
      { name: 'CLS', value: 0.01 },
      { name: 'INP', value: 120 },
    ]);
    vi.advanceTimersByTime(2000);
    expect(sent.at(-1)).toEqual({ name: 'CLS', value: 0.05 });
  });

  it('sends what waits at once when flushed (the page is hidden), and nothing again later', () => {
    const sent: Metric[] = [];
    const vitals = debouncedByMetric<Metric>((metric) => sent.push(metric));
    vitals.report({ name: 'LCP', value: 800 });
    vitals.report({ name: 'CLS', value: 0.2 });
    vitals.flush();
    expect(sent).toEqual([
      { name: 'LCP', value: 800 },
      { name: 'CLS', value: 0.2 },
    ]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });
});
