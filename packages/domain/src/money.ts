// Money as integer cents (USD): display and line totals. No zod here: public pages import it.

/** Cents as people read dollars: 123450 -> "$1,234.50", -500 -> "-$5.00". Written by hand: a list of postings formats dozens, and Intl is several times slower. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('An amount of money is a whole number of cents.');
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** Cents without the cents when they are zero: 14900 -> "$149", 14950 -> "$149.50". */
export function formatCentsShort(cents: number): string {
  const full = formatCents(cents);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
}

/** A unit fee times a quantity, in cents; both must be whole numbers and the result safe. */
export function lineTotal(unitFee: number, quantity: number): number {
  if (!Number.isSafeInteger(unitFee) || !Number.isSafeInteger(quantity)) throw new RangeError('Fees and quantities are whole numbers.');
  const total = unitFee * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('That amount is too large.');
  return total;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}
