import { describe, expect, it } from 'vitest';
import {
  type DiscountTerms,
  bestDiscount,
  daysBetween,
  defaultQuantity,
  discountProblem,
  effectiveQuantity,
  isSpecialDiscount,
  sameCode,
  redemptionProblem,
} from './discount-rules';

const discount = (change: Partial<DiscountTerms> = {}): DiscountTerms => ({
  discountCode: 'SAVE10',
  productCode: 'JOB',
  displayPhrase: 'Save on premium postings',
  endDate: null,
  minimumQuantity: 1,
  maximumQuantity: 10,
  discountFee: 12900,
  discountActivationFee: 0,
  ...change,
});

describe('default quantity', () => {
  it.each([
    ['INV', 25],
    ['INVSUB', 25],
    ['inv', 25],
    ['JOB', 1],
    ['JOBSUB', 1],
    ['NAT', 1],
    ['BASIC', 1],
  ])('%s defaults to %i', (code, expected) => {
    expect(defaultQuantity(code)).toBe(expected);
  });

  it.each([
    ['INV', 0, 25],
    ['INV', undefined, 25],
    ['INV', null, 25],
    ['INV', 7, 7],
    ['JOB', 0, 1],
    ['JOB', undefined, 1],
    ['JOB', 3, 3],
  ])('%s with quantity %s counts as %i', (code, quantity, expected) => {
    expect(effectiveQuantity(code, quantity)).toBe(expected);
  });
});

describe('sameCode', () => {
  it.each([
    ['save10', 'SAVE10', true],
    [' Save10 ', 'SAVE10', true],
    ['SAVE10', 'SAVE11', false],
    [null, 'SAVE10', false],
  ])('%s vs %s: %s', (a, b, expected) => {
    expect(sameCode(a, b)).toBe(expected);
  });
});

describe('bestDiscount', () => {
  const pack = discount({ discountCode: 'PACK3', minimumQuantity: 3, maximumQuantity: 5, discountFee: 11900 });
  const small = discount({ discountCode: 'ONE', minimumQuantity: 1, maximumQuantity: 2, discountFee: 13900 });
  const activation = discount({ discountCode: 'ACT', minimumQuantity: 1, maximumQuantity: 10, discountFee: 12000, discountActivationFee: -500 });

  it.each([
    { name: 'quantity 1 picks the cheapest qualifying (fee + activation)', list: [small, activation], quantity: 1, expected: 'ACT' },
    { name: 'quantity below the minimum does not qualify', list: [pack], quantity: 2, expected: null },
    { name: 'quantity at the minimum qualifies', list: [pack], quantity: 3, expected: 'PACK3' },
    { name: 'quantity at the maximum qualifies', list: [pack], quantity: 5, expected: 'PACK3' },
    { name: 'quantity above the maximum does not qualify', list: [pack], quantity: 6, expected: null },
    { name: 'quantity 0 defaults to 1 for JOB', list: [pack, small], quantity: 0, expected: 'ONE' },
    { name: 'unset quantity defaults to 1 for JOB', list: [pack, small], quantity: undefined, expected: 'ONE' },
    {
      name: 'lowest fee plus activation wins over lowest fee',
      list: [discount({ discountCode: 'A', discountFee: 11000, discountActivationFee: 2000 }), discount({ discountCode: 'B', discountFee: 12000 })],
      quantity: 1,
      expected: 'B',
    },
    { name: 'a tie keeps the first', list: [discount({ discountCode: 'FIRST' }), discount({ discountCode: 'SECOND' })], quantity: 1, expected: 'FIRST' },
    { name: 'another product does not count', list: [discount({ productCode: 'JOBSUB' })], quantity: 1, expected: null },
  ])('$name', ({ list, quantity, expected }) => {
    expect(bestDiscount(list, { productCode: 'JOB', quantity })?.discountCode ?? null).toBe(expected);
  });

  it('INV quantity 0 or unset counts as 25', () => {
    const inv = discount({ discountCode: 'INV25', productCode: 'INV', minimumQuantity: 25, maximumQuantity: 25, discountFee: 150 });
    expect(bestDiscount([inv], { productCode: 'INV', quantity: 0 })?.discountCode).toBe('INV25');
    expect(bestDiscount([inv], { productCode: 'INV' })?.discountCode).toBe('INV25');
    expect(bestDiscount([inv], { productCode: 'INV', quantity: 24 })).toBeNull();
  });

  it.each([
    { endDate: '2025-06-11', given: '2025-06-10', qualifies: true },
    { endDate: '2025-06-10', given: '2025-06-10', qualifies: false },
    { endDate: '2025-06-09', given: '2025-06-10', qualifies: false },
    { endDate: null, given: '2025-06-10', qualifies: true },
    { endDate: '2020-01-01', given: undefined, qualifies: true },
  ])('end date $endDate with given end date $given: $qualifies', ({ endDate, given, qualifies }) => {
    expect(bestDiscount([discount({ endDate })], { productCode: 'JOB', quantity: 1, endDate: given }) !== null).toBe(qualifies);
  });

  it('matches codes and products case-insensitively', () => {
    expect(bestDiscount([discount()], { productCode: 'job', code: 'save10' })?.discountCode).toBe('SAVE10');
    expect(bestDiscount([discount()], { productCode: 'JOB', code: 'OTHER' })).toBeNull();
  });
});

describe('isSpecialDiscount', () => {
  const today = '2025-06-01';
  it.each([
    { name: 'negative activation fee', endDate: null, fee: -100, special: true },
    { name: 'zero activation, no end date', endDate: null, fee: 0, special: false },
    { name: 'positive activation, no end date', endDate: null, fee: 500, special: false },
    { name: 'ends today', endDate: '2025-06-01', fee: 0, special: true },
    { name: 'ends in 30 days', endDate: '2025-07-01', fee: 0, special: true },
    { name: 'ends in 31 days', endDate: '2025-07-02', fee: 0, special: false },
    { name: 'ends in 31 days with a negative activation fee', endDate: '2025-07-02', fee: -1, special: true },
  ])('$name: $special', ({ endDate, fee, special }) => {
    expect(isSpecialDiscount({ endDate, discountActivationFee: fee }, today)).toBe(special);
  });

  it('counts calendar days across months', () => {
    expect(daysBetween('2025-02-27', '2025-03-01')).toBe(2);
    expect(daysBetween('2025-03-01', '2025-02-27')).toBe(-2);
  });
});

describe('discountProblem', () => {
  it.each([
    { name: 'applies', d: discount(), product: 'JOB', quantity: 1, expected: null },
    { name: 'another product', d: discount(), product: 'JOBSUB', quantity: 1, expected: 'The code SAVE10 is for JOB, not JOBSUB.' },
    { name: 'expired', d: discount({ endDate: '2025-06-01' }), product: 'JOB', quantity: 1, expected: 'The code SAVE10 has expired.' },
    {
      name: 'quantity out of bounds',
      d: discount({ minimumQuantity: 3, maximumQuantity: 5 }),
      product: 'JOB',
      quantity: 1,
      expected: 'The code SAVE10 applies to a quantity of 3 to 5; you chose 1.',
    },
  ])('$name', ({ d, product, quantity, expected }) => {
    expect(discountProblem(d, product, quantity, '2025-06-01')).toBe(expected);
  });
});

describe('redemptionProblem', () => {
  const limits = (overrides: Partial<{ maxRedemptions: number | null; maxRedemptionsPerPractice: number | null; firstPurchaseOnly: boolean }> = {}) => ({
    discountCode: 'first99',
    maxRedemptions: null,
    maxRedemptionsPerPractice: null,
    firstPurchaseOnly: false,
    ...overrides,
  });
  const usage = (total: number, byPractice: number, practiceOrders: number) => ({ total, byPractice, practiceOrders });
  it.each([
    { name: 'no limits', d: limits(), u: usage(500, 40, 60), expected: null },
    { name: 'first purchase, none before', d: limits({ firstPurchaseOnly: true }), u: usage(3, 0, 0), expected: null },
    {
      name: 'first purchase, one before',
      d: limits({ firstPurchaseOnly: true }),
      u: usage(3, 0, 1),
      expected: "The code FIRST99 is for a practice's first purchase only.",
    },
    { name: 'per practice under', d: limits({ maxRedemptionsPerPractice: 2 }), u: usage(9, 1, 4), expected: null },
    {
      name: 'per practice once',
      d: limits({ maxRedemptionsPerPractice: 1 }),
      u: usage(9, 1, 4),
      expected: 'Your practice has already used the code FIRST99 once: it may be used once per practice.',
    },
    {
      name: 'per practice twice',
      d: limits({ maxRedemptionsPerPractice: 2 }),
      u: usage(9, 2, 4),
      expected: 'Your practice has already used the code FIRST99 twice: it may be used twice per practice.',
    },
    { name: 'total under', d: limits({ maxRedemptions: 100 }), u: usage(99, 0, 0), expected: null },
    { name: 'total reached', d: limits({ maxRedemptions: 100 }), u: usage(100, 0, 0), expected: 'The code FIRST99 has been used as many times as it may be.' },
  ])('$name', ({ d, u, expected }) => {
    expect(redemptionProblem(d, u)).toBe(expected);
  });
});
