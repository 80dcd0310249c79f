// The spec's conversation polling (Conversations, section 4): no zod, no I/O.

/** The first interval, and the one after the unread count changes. */
export const POLL_START_MS = 10_000;
/** The interval grows only while it is below this. */
export const POLL_GROWTH_LIMIT_MS = 7_200_000;
/** Each unchanged answer makes the interval 50% longer. */
export const POLL_GROWTH = 1.5;

/**
 * The wait before the next poll, given the wait before this one and the unread count before and
 * after it: back to 10,000 ms when the count changed; 50% longer when it did not and the wait is
 * still under 7,200,000 ms; otherwise unchanged.
 */
export function nextPollInterval(currentMs: number, previousUnread: number | null, unread: number): number {
  if (previousUnread === null || previousUnread !== unread) return POLL_START_MS;
  return currentMs < POLL_GROWTH_LIMIT_MS ? currentMs * POLL_GROWTH : currentMs;
}
