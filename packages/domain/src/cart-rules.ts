// The cart of the hiring-products funnel (spec §3 Cart, §4 Cart, §9): a pure reducer with no zod,
// so the public funnel pages can use it within their JavaScript budget. The best discount is the
// domain's one rule (discount-rules.ts).
import { ADD_ON_CODES, NO_ADD_ONS, ORDER_PRODUCTS, type AddOnCode, type AddOns, type OrderProduct } from './commerce-rules';
import { bestDiscount, type DiscountTerms } from './discount-rules';

/** What a cart is for: a posting (premium 30-day JOB, subscription JOBSUB, basic BASIC) or resume-search access (RESUME30). */
export const CART_PRODUCT_TYPES = ORDER_PRODUCTS;
export type CartProductType = OrderProduct;

/** The add-ons, each a quantity: invitation credits, monthly invitation credits, national search. */
export const CART_ADD_ONS = ADD_ON_CODES;
export type CartAddOn = AddOnCode;
export type CartAddOns = AddOns;

/** The largest quantity the cart keeps for one line (the catalog's maxQuantity is checked by the API). */
export const CART_MAX_QUANTITY = 99;

/** The fields of a catalog discount the cart reads (the wire's Discount has these and more). */
export type CartDiscount = DiscountTerms & { isSpecial?: boolean };

export type Cart = {
  selectedType: CartProductType;
  qty: number;
  selectedAddOns: CartAddOns;
  /** A coupon the visitor typed or followed a link with; the catalog answers its discounts. */
  couponCode: string | null;
  /** The catalog's discounts: cleared before each load, so an old load's discounts never price a new cart. */
  discounts: CartDiscount[];
  /** The best discount for the selected product at the cart's quantity, or null. */
  bestDiscount: CartDiscount | null;
};

export type CartAction =
  | { type: 'select-product'; productCode: CartProductType; qty?: number }
  | { type: 'set-quantity'; qty: number }
  | { type: 'set-add-on'; code: CartAddOn; qty: number }
  | { type: 'reset' }
  | { type: 'apply-coupon'; code: string | null }
  | { type: 'catalog-cleared' }
  | { type: 'catalog-loaded'; discounts: CartDiscount[] }
  | { type: 'restore'; saved: unknown };

export const DEFAULT_ADD_ONS: CartAddOns = NO_ADD_ONS;

/** The spec's default cart: JOBSUB, quantity 1, no add-ons. */
export const DEFAULT_CART: Cart = {
  selectedType: 'JOBSUB',
  qty: 1,
  selectedAddOns: DEFAULT_ADD_ONS,
  couponCode: null,
  discounts: [],
  bestDiscount: null,
};

/**
 * The cart a visit starts with when nothing is saved: the one-off Premium Job Posting, never the
 * subscription (the priciest plan is a choice to make, not one made for the visitor). DEFAULT_CART
 * stays the spec's default for what a saved cart lacks.
 */
export const STARTING_CART: Cart = { ...DEFAULT_CART, selectedType: 'JOB' };

/** A whole number from 0 (or `min`) to CART_MAX_QUANTITY; anything else becomes `min`. */
function quantity(value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return min;
  return Math.min(CART_MAX_QUANTITY, Math.max(min, Math.trunc(value)));
}

const isProductType = (value: unknown): value is CartProductType => CART_PRODUCT_TYPES.includes(value as CartProductType);

/** The cart with its best discount worked out again (after a change of product, quantity or discounts). */
const priced = (cart: Cart): Cart => ({ ...cart, bestDiscount: bestDiscount(cart.discounts, { productCode: cart.selectedType, quantity: cart.qty }) });

/** The spec's cart transitions. */
export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'select-product':
      // Sets the type and quantity, keeps the add-ons.
      return priced({ ...cart, selectedType: action.productCode, qty: quantity(action.qty ?? 1, 1) });
    case 'set-quantity':
      return priced({ ...cart, qty: quantity(action.qty, 1) });
    case 'set-add-on':
      // Sets only that add-on.
      return { ...cart, selectedAddOns: { ...cart.selectedAddOns, [action.code]: quantity(action.qty, 0) } };
    case 'reset':
      // The defaults, but the selected type stays.
      return priced({ ...DEFAULT_CART, selectedType: cart.selectedType, couponCode: cart.couponCode, discounts: cart.discounts });
    case 'apply-coupon': {
      const code = action.code?.trim().toUpperCase() || null;
      return { ...cart, couponCode: code };
    }
    case 'catalog-cleared':
      return { ...cart, discounts: [], bestDiscount: null };
    case 'catalog-loaded':
      return priced({ ...cart, discounts: action.discounts });
    case 'restore':
      return restoreCart(action.saved);
  }
}

/** What is kept between page loads: the choices, not the catalog's discounts. */
export type SavedCart = Pick<Cart, 'selectedType' | 'qty' | 'selectedAddOns' | 'couponCode'>;

export const savedCart = (cart: Cart): SavedCart => ({
  selectedType: cart.selectedType,
  qty: cart.qty,
  selectedAddOns: cart.selectedAddOns,
  couponCode: cart.couponCode,
});

/** A cart from what was saved (parsed JSON of any shape): unknown or broken parts take their defaults. */
export function restoreCart(saved: unknown): Cart {
  if (typeof saved !== 'object' || saved === null) return DEFAULT_CART;
  const value = saved as Partial<Record<keyof SavedCart, unknown>>;
  const addOns = (typeof value.selectedAddOns === 'object' && value.selectedAddOns !== null ? value.selectedAddOns : {}) as Record<string, unknown>;
  return {
    ...DEFAULT_CART,
    selectedType: isProductType(value.selectedType) ? value.selectedType : DEFAULT_CART.selectedType,
    qty: quantity(value.qty, 1),
    selectedAddOns: { INV: quantity(addOns.INV, 0), INVSUB: quantity(addOns.INVSUB, 0), NAT: quantity(addOns.NAT, 0) },
    couponCode: typeof value.couponCode === 'string' && value.couponCode.trim() ? value.couponCode.trim().toUpperCase().slice(0, 64) : null,
  };
}

/** The cart's lines as quantities by product code: the posting and each add-on. */
export function cartLines(cart: Pick<Cart, 'selectedType' | 'qty' | 'selectedAddOns'>): Record<string, number> {
  return { [cart.selectedType]: cart.qty, ...cart.selectedAddOns };
}

export type CartEvent = { name: 'add_to_cart' | 'remove_from_cart'; itemId: string; quantity: number };

/**
 * The analytics events a change fires (spec §4): raising a line's quantity is add_to_cart,
 * lowering it remove_from_cart, each with the change; switching product removes the old line and
 * adds the new one.
 */
export function cartEvents(before: Cart, after: Cart): CartEvent[] {
  const old = cartLines(before);
  const now = cartLines(after);
  const events: CartEvent[] = [];
  for (const itemId of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const change = (now[itemId] ?? 0) - (old[itemId] ?? 0);
    if (change > 0) events.push({ name: 'add_to_cart', itemId, quantity: change });
    if (change < 0) events.push({ name: 'remove_from_cart', itemId, quantity: -change });
  }
  return events;
}
