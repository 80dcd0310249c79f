import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './shift-pay-admin-money';

describe('the refund amount', () => {
  it('reads dollars and cents as whole cents', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('$12.5')).toBe(1250);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
  });

  it('refuses what is not an amount', () => {
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents('12.345')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });
});
