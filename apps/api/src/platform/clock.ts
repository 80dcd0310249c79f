/** Time as the application sees it; tests pass a fixed one. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
