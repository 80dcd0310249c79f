import { describe, expect, it } from 'vitest';
import { cartReducer, DEFAULT_CART } from '@chairside/domain/cart-rules';
import { paymentBody, placeProblem } from './use-checkout';

describe('what the checkout sends for each product', () => {
  const resumeCart = cartReducer(DEFAULT_CART, { type: 'select-product', productCode: 'RESUME30' });

  it('resume access needs no position; a posting needs the position and a ZIP code', () => {
    expect(placeProblem({ position: '', zip: '' }, null, 'RESUME30')).toBeNull();
    expect(placeProblem({ position: '', zip: '60614' }, null, 'JOB')).toBe('Choose the position you are hiring for.');
    expect(placeProblem({ position: 'DH', zip: '' }, null, 'JOB')).toBe('Enter the practice ZIP code (5 digits).');
  });

  it('resume access goes as RESUME30 with no position, and the ZIP code when there is one', () => {
    expect(paymentBody(resumeCart, { position: '', zip: '' }, 'nonce', null, undefined)).toMatchObject({
      product: 'RESUME30',
      quantity: 1,
      position: null,
      zip: null,
    });
    expect(paymentBody(resumeCart, { position: 'DH', zip: '' }, 'nonce', '60614', undefined)).toMatchObject({
      product: 'RESUME30',
      position: 'DH',
      zip: '60614',
    });
  });

  it('never offers reward points: no payment carries redeemWithPoints (ADR 84)', () => {
    for (const cart of [DEFAULT_CART, resumeCart])
      expect(paymentBody(cart, { position: 'DH', zip: '60614' }, 'nonce', null, undefined)).not.toHaveProperty('redeemWithPoints');
  });
});
