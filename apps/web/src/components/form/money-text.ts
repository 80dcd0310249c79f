// Amounts of money as people type them in a box, and as a box shows them again.

/** What people type as dollars ('45', '$45.50', '1,000') in whole cents; null when blank, NaN when not an amount. */
export function centsOfDollars(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the box shows them: 4500 -> '45', 4550 -> '45.50'. */
export const dollarsOfCents = (cents: number | null) => (cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
