import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsShort, lineTotal, sumCents } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [14900, '$149.00'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents reads %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });

  it('drops zero cents in the short form', () => {
    expect(formatCentsShort(14900)).toBe('$149');
    expect(formatCentsShort(14950)).toBe('$149.50');
  });
});

describe('lineTotal', () => {
  it.each([
    [14900, 1, 14900],
    [14900, 3, 44700],
    [200, 25, 5000],
    [14900, 0, 0],
  ])('%i x %i = %i', (fee, quantity, total) => {
    expect(lineTotal(fee, quantity)).toBe(total);
  });

  it('refuses fractions and unsafe results', () => {
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });

  it('sums amounts', () => {
    expect(sumCents([14900, 5000, 4900])).toBe(24800);
  });
});
