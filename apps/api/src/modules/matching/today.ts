/** The day of an instant in UTC, YYYY-MM-DD (certification expiry is compared by day). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);
