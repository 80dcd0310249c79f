// The funnel's shared state (cart, pricing place, the visitor's new account), its step addresses and the cart for analytics.
import { createContext, useContext } from 'react';
import type { Cart } from '@chairside/domain/cart-rules';
import type { CartDispatch, useCartCatalog } from './cart-parts';
import type { NewAccount, PricingPlace } from './commerce-api';

const BASE = '/dental-hiring-products';
export const STEP_PATHS = {
  products: `${BASE}/`,
  addons: `${BASE}/select-addons`,
  account: `${BASE}/account-setup`,
  payment: `${BASE}/payment`,
  confirmation: `${BASE}/confirmation`,
};

export type Funnel = {
  cart: Cart;
  dispatch: CartDispatch;
  place: PricingPlace;
  setPlace: (place: PricingPlace) => void;
  catalog: ReturnType<typeof useCartCatalog>;
  account: NewAccount | null;
  setAccount: (account: NewAccount | null) => void;
  /** The signed-in employer's username; null for visitors (and people signed in as someone else). */
  employer: string | null;
};

export const FunnelContext = createContext<Funnel | null>(null);
export const useFunnel = () => {
  const funnel = useContext(FunnelContext);
  if (!funnel) throw new Error('useFunnel outside the funnel');
  return funnel;
};

/** The cart's lines in GA4's shape for the checkout steps (prices are the server's, so none here). */
export function cartAnalytics(cart: Cart) {
  const items = [
    { item_id: cart.selectedType, quantity: cart.qty, item_list_name: 'Purchase Form' },
    ...Object.entries(cart.selectedAddOns)
      .filter(([, quantity]) => quantity > 0)
      .map(([code, quantity]) => ({ item_id: code, quantity, item_list_name: 'Purchase Form' })),
  ];
  return { currency: 'USD', coupon: cart.couponCode ?? cart.bestDiscount?.discountCode ?? '', items };
}
