// Small helpers over lists whose length the types know, so an index never needs a `!`.

/** A list with at least one item. */
export type NonEmpty<T> = readonly [T, ...T[]];

/** The item at position n counted round the list (n of 5 in a list of 4 is the second). */
export function cyclic<T>(items: NonEmpty<T>, n: number): T {
  return items[((n % items.length) + items.length) % items.length] ?? items[0];
}

/** The item with the highest score; of equal ones, the first in the list's order. */
export function highestBy<T>(items: NonEmpty<T>, score: (item: T) => number): T {
  return items.reduce((best, item) => (score(item) > score(best) ? item : best), items[0]);
}
