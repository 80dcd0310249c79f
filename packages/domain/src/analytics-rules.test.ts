import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, analyticsRole, itemCategory, purchasePayload, purchaseProductType } from './analytics-rules';

describe('purchase items', () => {
  it.each([
    ['JOBSUB', 'Subscription', 'subscription'],
    ['INVSUB', 'Subscription', 'add-on'],
    ['JOB', '30-Day Posting', 'premium'],
    ['BASIC', '30-Day Posting', 'basic'],
    ['NAT', '30-Day Posting', 'add-on'],
    ['INV', '30-Day Posting', 'add-on'],
  ])('%s is in %s as %s', (code, category, type) => {
    expect(itemCategory(code)).toBe(category);
    expect(purchaseProductType(code)).toBe(type);
  });

  it('maps an order with a coupon to the GA4 purchase in dollars', () => {
    const payload = purchasePayload({
      orderId: 42,
      total: 29800,
      discount: 2000,
      discountCode: 'SPRING26',
      items: [
        { productCode: 'JOB', description: 'Premium job posting', quantity: 2, unitFee: 14900, amount: 27800 },
        { productCode: 'NAT', description: 'National reach', quantity: 1, unitFee: 2000, amount: 2000 },
      ],
    });
    expect(payload).toEqual({
      transaction_id: '42',
      value: 298,
      currency: 'USD',
      coupon: 'SPRING26',
      items: [
        {
          item_id: 'JOB',
          item_brand: 'Chairside',
          item_name: 'Premium job posting',
          item_category: '30-Day Posting',
          item_variant: 'premium',
          item_list_name: 'Purchase Form',
          coupon: 'SPRING26',
          discount: 20,
          price: 149,
          quantity: 2,
        },
        {
          item_id: 'NAT',
          item_brand: 'Chairside',
          item_name: 'National reach',
          item_category: '30-Day Posting',
          item_variant: 'add-on',
          item_list_name: 'Purchase Form',
          coupon: 'SPRING26',
          discount: 0,
          price: 20,
          quantity: 1,
        },
      ],
    });
  });

  it('puts an order discount no line shows on the first line', () => {
    const payload = purchasePayload({
      orderId: 7,
      total: 9900,
      discount: 500,
      discountCode: null,
      items: [{ productCode: 'JOBSUB', description: 'Subscription', quantity: 1, unitFee: 10400, amount: 10400 }],
    });
    expect(payload.items[0]).toMatchObject({ discount: 5, coupon: '', item_category: 'Subscription' });
  });
});

describe('names', () => {
  it.each([
    [null, 'anonymous'],
    ['staff', 'job_seeker'],
    ['employer', 'employer'],
    ['admin', 'admin'],
  ])('role %s → %s', (role, name) => expect(analyticsRole(role)).toBe(name));

  it('has one GA4 name per event of the spec', () => {
    expect(new Set(ANALYTICS_EVENT_NAMES).size).toBe(ANALYTICS_EVENT_NAMES.length);
    expect(ANALYTICS_EVENT_NAMES).toEqual(expect.arrayContaining(['login', 'sign_up', 'add_to_cart', 'purchase', 'select_promotion', 'close_posting']));
  });
});
