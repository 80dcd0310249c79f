import { describe, expect, it } from 'vitest';
import { type PricedLine, boundFee, discountOnLine, orderTotals, priceFor, productKind, regionOfZip, slotFits, slotProblem } from './commerce-rules';

describe('regionOfZip', () => {
  it.each([
    ['02108', 'NORTHEAST'],
    ['10001', 'NORTHEAST'],
    ['30301', 'SOUTHEAST'],
    ['60614', 'MIDWEST'],
    ['75201', 'SOUTH'],
    ['94103', 'WEST'],
    ['9410', null],
    [null, null],
    ['', null],
  ])('%s is %s', (zip, region) => {
    expect(regionOfZip(zip)).toBe(region);
  });
});

describe('priceFor', () => {
  const rows = [
    { productCode: 'JOB', position: null, region: null, fee: 14900 },
    { productCode: 'JOB', position: null, region: 'WEST', fee: 16900 },
    { productCode: 'JOB', position: 'DD', region: null, fee: 19900 },
    { productCode: 'JOB', position: 'DD', region: 'WEST', fee: 21900 },
    { productCode: 'NAT', position: null, region: null, fee: 4900 },
  ];
  it.each([
    ['JOB', 'DH', 'MIDWEST', 14900],
    ['JOB', 'DH', 'WEST', 16900],
    ['JOB', 'DD', 'MIDWEST', 19900],
    ['JOB', 'DD', 'WEST', 21900],
    ['JOB', null, null, 14900],
    ['NAT', 'DD', 'WEST', 4900],
    ['INV', 'DD', 'WEST', null],
  ])('%s for %s in %s costs %s', (code, position, region, fee) => {
    expect(priceFor(rows, code, position, region)).toBe(fee);
  });
});

describe('productKind', () => {
  it.each([
    ['JOB', 'posting'],
    ['BASIC', 'posting'],
    ['JOBSUB', 'subscription'],
    ['NAT', 'addon'],
    ['INV', 'addon'],
    ['INVSUB', 'addon'],
    ['RESUME30', 'resume'],
  ])('%s is a %s', (code, kind) => {
    expect(productKind(code)).toBe(kind);
  });
});

describe('order totals', () => {
  const lines: PricedLine[] = [
    { productCode: 'JOB', description: 'Premium', quantity: 3, unitFee: 14900, amount: 44700 },
    { productCode: 'INV', description: 'Invitations', quantity: 25, unitFee: 200, amount: 5000 },
  ];

  it('without a discount the total is the subtotal', () => {
    expect(orderTotals(lines, null)).toEqual({ subtotal: 49700, discount: 0, total: 49700 });
  });

  it('a discount replaces the unit fee of its line and adds the activation fee once', () => {
    expect(orderTotals(lines, { productCode: 'JOB', discountFee: 12900, discountActivationFee: 0 })).toEqual({ subtotal: 49700, discount: 6000, total: 43700 });
    expect(orderTotals(lines, { productCode: 'JOB', discountFee: 12900, discountActivationFee: -1000 })).toEqual({
      subtotal: 49700,
      discount: 7000,
      total: 42700,
    });
  });

  it('a discount for a product not in the order takes nothing off', () => {
    expect(orderTotals(lines, { productCode: 'NAT', discountFee: 0, discountActivationFee: 0 }).discount).toBe(0);
  });

  it('a line never costs less than nothing, nor more than without the discount', () => {
    expect(discountOnLine({ quantity: 1, amount: 14900 }, { discountFee: 100, discountActivationFee: -50000 })).toBe(14900);
    expect(discountOnLine({ quantity: 1, amount: 14900 }, { discountFee: 20000, discountActivationFee: 0 })).toBe(0);
  });
});

describe('boundFee', () => {
  const rows = [
    { productCode: 'JOB', position: null, region: null, fee: 14900 },
    { productCode: 'JOB', position: null, region: 'WEST', fee: 16900 },
    { productCode: 'JOB', position: 'DD', region: null, fee: 19900 },
    { productCode: 'JOB', position: 'DD', region: 'WEST', fee: 21900 },
    { productCode: 'NAT', position: null, region: null, fee: 4900 },
  ];
  it.each([
    { binding: { position: 'DA', region: 'MIDWEST' }, fee: 14900 },
    { binding: { position: 'DD', region: 'WEST' }, fee: 21900 },
    { binding: { position: null, region: 'MIDWEST' }, fee: 19900 },
    { binding: { position: 'DA', region: null }, fee: 16900 },
    { binding: { position: null, region: null }, fee: 21900 },
  ])('JOB for $binding.position in $binding.region: $fee', ({ binding, fee }) => {
    expect(boundFee(rows, 'JOB', binding)).toBe(fee);
  });
  it('a product without prices has none', () => {
    expect(boundFee(rows, 'SHOES', { position: null, region: null })).toBeNull();
  });
});

describe('slotFits and slotProblem', () => {
  it.each([
    { slot: { position: 'DA', region: 'MIDWEST' }, posting: { position: 'DA', zip: '60614' }, fits: true },
    { slot: { position: 'DA', region: 'MIDWEST' }, posting: { position: 'DD', zip: '60614' }, fits: false },
    { slot: { position: 'DA', region: 'MIDWEST' }, posting: { position: 'DA', zip: '10001' }, fits: false },
    { slot: { position: 'DA', region: 'MIDWEST' }, posting: { position: 'DA', zip: null }, fits: false },
    { slot: { position: null, region: 'MIDWEST' }, posting: { position: 'DD', zip: '60614' }, fits: true },
    { slot: { position: 'DD', region: null }, posting: { position: 'DD', zip: '10001' }, fits: true },
    { slot: { position: null, region: null }, posting: { position: 'FO', zip: '94103' }, fits: true },
  ])('$slot.position/$slot.region carries $posting.position at $posting.zip: $fits', ({ slot, posting, fits }) => {
    expect(slotFits(slot, posting)).toBe(fits);
    expect(slotProblem({ id: 7, ...slot }, posting) === null).toBe(fits);
  });
  it('names the slot and both bindings', () => {
    expect(slotProblem({ id: 12, position: 'DA', region: 'MIDWEST' }, { position: 'DD', zip: '10001' })).toBe(
      'The job slot was bought for Dental Assistant (DA, RDA, EFDA) in the Midwest; this posting is for Dentist (DDS, DMD) in the Northeast. Buy a posting for it, or choose a slot bought for it.',
    );
  });
});
