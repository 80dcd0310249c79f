// Distances in words: at most one decimal, without a trailing '.0', and 'mile' for exactly one.

/** '1 mile', '2.5 miles', '12 miles', '0.3 miles' (one decimal at most). */
export function milesText(miles: number): string {
  const shown = Math.round(miles * 10) / 10;
  return `${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}
