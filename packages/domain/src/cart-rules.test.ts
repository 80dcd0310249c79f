import { describe, expect, it } from 'vitest';
import { cartEvents, cartReducer, DEFAULT_CART, restoreCart, savedCart, STARTING_CART, type Cart, type CartDiscount } from './cart-rules';
import { productKind } from './commerce-rules';

const discount = (overrides: Partial<CartDiscount>): CartDiscount => ({
  discountCode: 'VOLUME',
  productCode: 'JOB',
  displayPhrase: 'Save on 3 or more postings',
  endDate: null,
  minimumQuantity: 1,
  maximumQuantity: 99,
  discountFee: 20_000,
  discountActivationFee: 0,
  isSpecial: false,
  ...overrides,
});

const volume = discount({ discountCode: 'VOLUME', minimumQuantity: 3, maximumQuantity: 10, discountFee: 17_900 });
const special = discount({
  discountCode: 'SPRING',
  minimumQuantity: 1,
  maximumQuantity: 99,
  discountFee: 19_900,
  discountActivationFee: -1_000,
  isSpecial: true,
});
const subscription = discount({ discountCode: 'SUBSAVE', productCode: 'JOBSUB', discountFee: 15_000 });

const withAddOns: Cart = { ...DEFAULT_CART, selectedAddOns: { INV: 25, INVSUB: 0, NAT: 2 } };

describe('the default cart', () => {
  it('is a JOBSUB subscription, quantity 1, with INV, INVSUB and NAT at 0', () => {
    expect(DEFAULT_CART).toMatchObject({ selectedType: 'JOBSUB', qty: 1, selectedAddOns: { INV: 0, INVSUB: 0, NAT: 0 }, couponCode: null, bestDiscount: null });
  });
});

describe('the cart a visit starts with', () => {
  it('is one Premium Job Posting, not the subscription (the priciest plan is never chosen for the visitor)', () => {
    expect(STARTING_CART).toMatchObject({ selectedType: 'JOB', qty: 1, selectedAddOns: { INV: 0, INVSUB: 0, NAT: 0 }, couponCode: null });
    expect(productKind(STARTING_CART.selectedType)).not.toBe('subscription');
  });
});

describe('cartReducer', () => {
  it('selecting JOB or JOBSUB sets the type and the quantity and keeps the add-ons', () => {
    const job = cartReducer(withAddOns, { type: 'select-product', productCode: 'JOB', qty: 3 });
    expect(job).toMatchObject({ selectedType: 'JOB', qty: 3, selectedAddOns: { INV: 25, INVSUB: 0, NAT: 2 } });
    const sub = cartReducer(job, { type: 'select-product', productCode: 'JOBSUB' });
    expect(sub).toMatchObject({ selectedType: 'JOBSUB', qty: 1, selectedAddOns: { INV: 25, INVSUB: 0, NAT: 2 } });
  });

  it('setting an add-on quantity sets only that add-on', () => {
    const cart = cartReducer(withAddOns, { type: 'set-add-on', code: 'INVSUB', qty: 4 });
    expect(cart.selectedAddOns).toEqual({ INV: 25, INVSUB: 4, NAT: 2 });
    expect(cart.selectedType).toBe(withAddOns.selectedType);
    expect(cart.qty).toBe(withAddOns.qty);
  });

  it('keeps quantities whole and within bounds: posting at least 1, add-ons at least 0, both at most 99', () => {
    expect(cartReducer(DEFAULT_CART, { type: 'set-quantity', qty: 0 }).qty).toBe(1);
    expect(cartReducer(DEFAULT_CART, { type: 'set-quantity', qty: 2.7 }).qty).toBe(2);
    expect(cartReducer(DEFAULT_CART, { type: 'set-quantity', qty: 1e9 }).qty).toBe(99);
    expect(cartReducer(DEFAULT_CART, { type: 'set-quantity', qty: Number.NaN }).qty).toBe(1);
    expect(cartReducer(DEFAULT_CART, { type: 'set-add-on', code: 'NAT', qty: -3 }).selectedAddOns.NAT).toBe(0);
    expect(cartReducer(DEFAULT_CART, { type: 'set-add-on', code: 'INV', qty: 500 }).selectedAddOns.INV).toBe(99);
  });

  it('reset returns to the defaults but keeps the selected type', () => {
    const busy = cartReducer(cartReducer(withAddOns, { type: 'select-product', productCode: 'JOB', qty: 4 }), { type: 'set-add-on', code: 'INVSUB', qty: 1 });
    const reset = cartReducer(busy, { type: 'reset' });
    expect(reset).toMatchObject({ selectedType: 'JOB', qty: 1, selectedAddOns: { INV: 0, INVSUB: 0, NAT: 0 } });
  });

  it('a quantity change works out the best discount for the product again', () => {
    let cart = cartReducer({ ...DEFAULT_CART, selectedType: 'JOB' }, { type: 'catalog-loaded', discounts: [volume, subscription] });
    expect(cart.bestDiscount).toBeNull(); // quantity 1 is below VOLUME's minimum
    cart = cartReducer(cart, { type: 'set-quantity', qty: 3 });
    expect(cart.bestDiscount?.discountCode).toBe('VOLUME');
    cart = cartReducer(cart, { type: 'set-quantity', qty: 11 });
    expect(cart.bestDiscount).toBeNull(); // above its maximum
    cart = cartReducer(cart, { type: 'set-quantity', qty: 10 });
    expect(cart.bestDiscount?.discountCode).toBe('VOLUME');
  });

  it('selecting another product prices the cart with that product’s discounts', () => {
    const cart = cartReducer({ ...DEFAULT_CART, selectedType: 'JOB' }, { type: 'catalog-loaded', discounts: [volume, subscription] });
    expect(cartReducer(cart, { type: 'select-product', productCode: 'JOBSUB' }).bestDiscount?.discountCode).toBe('SUBSAVE');
    expect(cartReducer(cart, { type: 'select-product', productCode: 'JOB', qty: 5 }).bestDiscount?.discountCode).toBe('VOLUME');
  });

  it('clears the catalog’s discounts before a load, then prices the cart with the new ones', () => {
    const loaded = cartReducer({ ...DEFAULT_CART, selectedType: 'JOB' }, { type: 'catalog-loaded', discounts: [special] });
    expect(loaded.bestDiscount?.discountCode).toBe('SPRING');
    const cleared = cartReducer(loaded, { type: 'catalog-cleared' });
    expect(cleared.discounts).toEqual([]);
    expect(cleared.bestDiscount).toBeNull();
  });

  it('keeps a coupon code trimmed and upper-case, and drops an empty one', () => {
    expect(cartReducer(DEFAULT_CART, { type: 'apply-coupon', code: '  spring26 ' }).couponCode).toBe('SPRING26');
    expect(cartReducer({ ...DEFAULT_CART, couponCode: 'X' }, { type: 'apply-coupon', code: '  ' }).couponCode).toBeNull();
    expect(cartReducer({ ...DEFAULT_CART, couponCode: 'X' }, { type: 'apply-coupon', code: null }).couponCode).toBeNull();
  });
});

describe('the cart’s best discount', () => {
  const jobCart = (qty: number, discounts: CartDiscount[]) =>
    cartReducer(cartReducer(DEFAULT_CART, { type: 'catalog-loaded', discounts }), { type: 'select-product', productCode: 'JOB', qty });

  it('is the lowest discountFee plus discountActivationFee among the qualifying ones', () => {
    // VOLUME: 17,900 + 0; SPRING: 19,900 - 1,000 = 18,900.
    expect(jobCart(3, [special, volume]).bestDiscount?.discountCode).toBe('VOLUME');
    expect(jobCart(2, [special, volume]).bestDiscount?.discountCode).toBe('SPRING');
  });

  it('matches the product case-insensitively and ignores other products’ discounts', () => {
    expect(jobCart(1, [discount({ productCode: 'job' })]).bestDiscount).not.toBeNull();
    expect(jobCart(1, [subscription]).bestDiscount).toBeNull();
  });

  it('prices the posting line: changing an add-on keeps the discount', () => {
    const cart = jobCart(3, [volume]);
    expect(cartReducer(cart, { type: 'set-add-on', code: 'INV', qty: 25 }).bestDiscount).toBe(cart.bestDiscount);
  });
});

describe('cartEvents', () => {
  it('raising a quantity fires add_to_cart with the change, lowering it remove_from_cart', () => {
    const two = cartReducer(DEFAULT_CART, { type: 'set-quantity', qty: 3 });
    expect(cartEvents(DEFAULT_CART, two)).toEqual([{ name: 'add_to_cart', itemId: 'JOBSUB', quantity: 2 }]);
    expect(cartEvents(two, DEFAULT_CART)).toEqual([{ name: 'remove_from_cart', itemId: 'JOBSUB', quantity: 2 }]);
  });

  it('an add-on change fires for that add-on only', () => {
    const nat = cartReducer(DEFAULT_CART, { type: 'set-add-on', code: 'NAT', qty: 1 });
    expect(cartEvents(DEFAULT_CART, nat)).toEqual([{ name: 'add_to_cart', itemId: 'NAT', quantity: 1 }]);
  });

  it('switching product removes the old line and adds the new one; no change fires nothing', () => {
    const job = cartReducer(DEFAULT_CART, { type: 'select-product', productCode: 'JOB', qty: 2 });
    expect(cartEvents(DEFAULT_CART, job)).toEqual([
      { name: 'remove_from_cart', itemId: 'JOBSUB', quantity: 1 },
      { name: 'add_to_cart', itemId: 'JOB', quantity: 2 },
    ]);
    expect(cartEvents(job, job)).toEqual([]);
  });
});

describe('saving and restoring', () => {
  it('keeps the choices through a save and restore, not the catalog’s discounts', () => {
    const cart = cartReducer(cartReducer(withAddOns, { type: 'select-product', productCode: 'JOB', qty: 3 }), { type: 'catalog-loaded', discounts: [volume] });
    const restored = restoreCart(JSON.parse(JSON.stringify(savedCart(cart))));
    expect(restored).toMatchObject({ selectedType: 'JOB', qty: 3, selectedAddOns: { INV: 25, INVSUB: 0, NAT: 2 }, discounts: [], bestDiscount: null });
  });

  it('gives defaults for anything broken or unknown', () => {
    expect(restoreCart(null)).toEqual(DEFAULT_CART);
    expect(restoreCart('JOB')).toEqual(DEFAULT_CART);
    expect(restoreCart({ selectedType: 'FREE', qty: -4, selectedAddOns: { INV: 'lots', NAT: 1e6 }, couponCode: 42 })).toEqual({
      ...DEFAULT_CART,
      selectedAddOns: { INV: 0, INVSUB: 0, NAT: 99 },
    });
  });

  it('through the reducer: restore replaces the cart', () => {
    expect(cartReducer(withAddOns, { type: 'restore', saved: { selectedType: 'BASIC', qty: 2 } })).toMatchObject({
      selectedType: 'BASIC',
      qty: 2,
      selectedAddOns: { INV: 0, INVSUB: 0, NAT: 0 },
    });
  });
});
