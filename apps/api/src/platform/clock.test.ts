import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock';
import { loadConfig } from './config';

describe('a clock started at another moment (CLOCK_START)', () => {
  it('reads the start now and runs on at the pace of real time', () => {
    let real = Date.parse('2026-11-29T15:00:00.000Z');
    const clock = clockStartingAt(new Date('2026-03-05T02:20:00.000Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-03-05T02:20:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-03-05T02:21:30.000Z');
  });

  it('is for a local site only, and must be a date and time', () => {
    expect(loadConfig({ CLOCK_START: '2026-03-05T02:20:00Z' }).CLOCK_START).toBe('2026-03-05T02:20:00Z');
    expect(() => loadConfig({ CLOCK_START: '2026-03-05T02:20:00Z', NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ CLOCK_START: '2026-03-05T02:20:00Z', PUBLIC_URL: 'https://jobs.chairside.example' })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ CLOCK_START: 'tonight' })).toThrow(/CLOCK_START/);
  });
});
