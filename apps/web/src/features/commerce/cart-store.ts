import { useCallback, useEffect, useReducer, useRef } from 'react';
import { cartEvents, cartReducer, restoreCart, savedCart, STARTING_CART, type Cart, type CartAction, type CartEvent } from '@chairside/domain/cart-rules';
import { trackCartChange } from './commerce-analytics';
import { readUrlContext } from '../../lib/url-context';
import type { PricingPlace } from './commerce-api';

// The cart and where it is priced, kept in sessionStorage (docs/decisions/0025-cart-and-checkout-screens.md):
// it survives a reload and every step of the funnel in this tab, and ends with the tab, so a
// shared front-desk computer does not hand one person's cart to the next.

const CART_KEY = 'chairside.cart';
const PLACE_KEY = 'chairside.cart.place';

function readJson(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the cart still works on this page.
  }
}

/** A discount code the visit arrived with (URL context) fills the coupon of a cart that has none. */
function withVisitCoupon(cart: Cart): Cart {
  const code = cart.couponCode ? null : readUrlContext().discountCode;
  return code ? cartReducer(cart, { type: 'apply-coupon', code }) : cart;
}

/** The saved cart of this tab, or the starting cart (the server renders the starting cart too). */
export function loadCart(): Cart {
  if (typeof window === 'undefined') return STARTING_CART;
  const saved = readJson(CART_KEY);
  return withVisitCoupon(saved === null ? STARTING_CART : restoreCart(saved));
}

export function loadPlace(): PricingPlace {
  const saved = typeof window === 'undefined' ? null : (readJson(PLACE_KEY) as Partial<PricingPlace> | null);
  return {
    position: typeof saved?.position === 'string' ? saved.position.slice(0, 10) : '',
    zip: typeof saved?.zip === 'string' && /^\d{0,5}$/.test(saved.zip) ? saved.zip : '',
  };
}

export const savePlace = (place: PricingPlace) => writeJson(PLACE_KEY, place);

/** Forgets the cart after an order (the next visit starts from the defaults). */
export function clearSavedCart() {
  try {
    window.sessionStorage.removeItem(CART_KEY);
  } catch {
    // nothing kept
  }
}

type CartListener = (events: CartEvent[]) => void;
let cartListener: CartListener = (events) => events.forEach(trackCartChange);
/** Analytics hooks in here: it gets add_to_cart and remove_from_cart for every change of quantity. */
export function setCartEventListener(listener: CartListener) {
  cartListener = listener;
}

/** The cart with its reducer; every change is saved and its analytics events are handed on. */
export function useCartState() {
  const [cart, rawDispatch] = useReducer(cartReducer, undefined, loadCart);
  const current = useRef(cart);
  useEffect(() => {
    current.current = cart;
    writeJson(CART_KEY, savedCart(cart));
  }, [cart]);
  const dispatch = useCallback((action: CartAction) => {
    const before = current.current;
    const after = cartReducer(before, action);
    if (action.type !== 'restore') {
      const events = cartEvents(before, after);
      if (events.length > 0) cartListener(events);
    }
    current.current = after;
    rawDispatch(action);
  }, []);
  return [cart, dispatch] as const;
}
