import { describe, expect, it } from 'vitest';
import { POLL_START_MS, nextPollInterval } from './messaging-polling';

describe('conversation polling back-off', () => {
  it.each([
    // current wait, unread before, unread now, next wait
    [10_000, null, 0, 10_000],
    [10_000, 0, 0, 15_000],
    [15_000, 0, 0, 22_500],
    [22_500, 3, 3, 33_750],
    [33_750, 3, 4, 10_000],
    [4_800_000, 2, 1, 10_000],
    [4_800_000, 1, 1, 7_200_000],
    [7_199_999, 1, 1, 10_799_998.5],
    [7_200_000, 1, 1, 7_200_000],
    [10_800_000, 1, 1, 10_800_000],
    [10_800_000, 1, 0, 10_000],
  ] as const)('waits %d ms, unread %s then %d: next wait %d ms', (current, before, now, next) => {
    expect(nextPollInterval(current, before, now)).toBe(next);
  });

  it('grows from 10,000 ms past 7,200,000 ms after 17 unchanged answers, then stays', () => {
    let wait = POLL_START_MS;
    const waits = [wait];
    for (let i = 0; i < 20; i++) waits.push((wait = nextPollInterval(wait, 5, 5)));
    const firstAtLimit = waits.findIndex((w) => w >= 7_200_000);
    expect(firstAtLimit).toBe(17);
    expect(waits[16]).toBeLessThan(7_200_000);
    expect(waits.slice(17).every((w) => w === waits[17])).toBe(true);
    const twentieth = waits[20];
    if (twentieth === undefined) throw new Error('fewer waits than the loop makes');
    expect(nextPollInterval(twentieth, 5, 6)).toBe(POLL_START_MS);
  });
});
