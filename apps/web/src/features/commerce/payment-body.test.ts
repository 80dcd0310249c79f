import { describe, expect, it } from 'vitest';
import { DEFAULT_CART } from '@chairside/domain/cart-rules';
import { paymentBody } from './use-checkout';

describe('the payment body and the visit’s campaign', () => {
  const place = { position: 'DH', zip: '60614' };

  it('carries utm_campaign as campaignId, cut to the API’s 100 characters', () => {
    expect(paymentBody(DEFAULT_CART, place, 'nonce', null, 'spring-hiring').campaignId).toBe('spring-hiring');
    expect(paymentBody(DEFAULT_CART, place, 'nonce', null, 'c'.repeat(150)).campaignId).toHaveLength(100);
  });

  it('sends no campaignId without a campaign', () => {
    expect(paymentBody(DEFAULT_CART, place, 'nonce', null, undefined)).not.toHaveProperty('campaignId');
  });
});
