import { describe, expect, it } from 'vitest';
import { PAY_TRANSPARENCY_STATES, payRangeRequired } from './pay-transparency';

describe('pay transparency', () => {
  it('lists the states whose laws ask postings for pay', () => {
    expect(Object.keys(PAY_TRANSPARENCY_STATES).sort()).toEqual(['CA', 'CO', 'DC', 'DE', 'HI', 'IL', 'MA', 'MD', 'MN', 'NJ', 'NY', 'VT', 'WA']);
  });
  it.each([
    ['CA', '2026-11-30', true],
    ['ca', '2026-11-30', true],
    [' NY ', '2026-11-30', true],
    ['MA', '2025-10-28', false],
    ['MA', '2025-10-29', true],
    ['DE', '2026-11-30', false],
    ['DE', '2027-09-26', true],
    ['TX', '2026-11-30', false],
    ['', '2026-11-30', false],
    [null, '2026-11-30', false],
  ])('%s on %s: %s', (state, today, required) => {
    expect(payRangeRequired(state, today)).toBe(required);
  });
});
