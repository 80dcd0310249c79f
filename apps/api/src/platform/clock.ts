/** Time as the application sees it; tests pass a fixed one. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on from it at the pace of real time (CLOCK_START). */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return { now: () => new Date(realNow() + offset) };
}
