import { describe, expect, it } from 'vitest';
import { latestOccurrence, type Recurrence } from './recurrence';

const HOUR = 3_600_000;

describe('the occurrence a recurring run belongs to', () => {
  it.each<[string, Recurrence, string, string]>([
    ['hourly, mid-hour', { everyMs: HOUR }, '2026-03-01T09:59:59.000Z', '2026-03-01T09:00:00.000Z'],
    ['hourly, on the hour', { everyMs: HOUR }, '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z'],
    ['every 15 minutes', { everyMs: 15 * 60_000 }, '2026-03-01T10:44:00.000Z', '2026-03-01T10:30:00.000Z'],
    ['daily, counted from midnight UTC', { everyMs: 24 * HOUR }, '2026-03-01T23:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    // 7 AM in New York: EST (UTC-5) in winter, EDT (UTC-4) in summer
    ['7 AM New York, before 7 that morning', { dailyAt: '07:00', timeZone: 'America/New_York' }, '2026-01-15T11:59:00.000Z', '2026-01-14T12:00:00.000Z'],
    ['7 AM New York, at 7 in winter', { dailyAt: '07:00', timeZone: 'America/New_York' }, '2026-01-15T12:00:00.000Z', '2026-01-15T12:00:00.000Z'],
    ['7 AM New York, in summer', { dailyAt: '07:00', timeZone: 'America/New_York' }, '2026-07-15T15:00:00.000Z', '2026-07-15T11:00:00.000Z'],
    [
      '7 AM New York, the day the clocks go forward',
      { dailyAt: '07:00', timeZone: 'America/New_York' },
      '2026-03-08T12:00:00.000Z',
      '2026-03-08T11:00:00.000Z',
    ],
    ['7 AM New York, the day the clocks go back', { dailyAt: '07:00', timeZone: 'America/New_York' }, '2026-11-01T12:30:00.000Z', '2026-11-01T12:00:00.000Z'],
    [
      '7 AM Los Angeles, late evening UTC the day before',
      { dailyAt: '07:00', timeZone: 'America/Los_Angeles' },
      '2026-07-15T02:00:00.000Z',
      '2026-07-14T14:00:00.000Z',
    ],
    [
      '2:30 AM Chicago, skipped by the spring change',
      { dailyAt: '02:30', timeZone: 'America/Chicago' },
      '2026-03-08T12:00:00.000Z',
      '2026-03-08T08:30:00.000Z',
    ],
    ['midnight Honolulu', { dailyAt: '00:00', timeZone: 'Pacific/Honolulu' }, '2026-07-01T10:00:00.000Z', '2026-07-01T10:00:00.000Z'],
  ])('%s', (_name, recurrence, now, occurrence) => {
    expect(latestOccurrence(recurrence, new Date(now)).toISOString()).toBe(occurrence);
  });

  it.each<[Recurrence, RegExp]>([
    [{ everyMs: 10 }, /at most once a second/],
    [{ dailyAt: '7:00', timeZone: 'America/Chicago' }, /HH:MM/],
    [{ dailyAt: '24:00', timeZone: 'America/Chicago' }, /HH:MM/],
  ])('refuses %j', (recurrence, message) => {
    expect(() => latestOccurrence(recurrence, new Date('2026-03-01T00:00:00Z'))).toThrow(message);
  });
});
