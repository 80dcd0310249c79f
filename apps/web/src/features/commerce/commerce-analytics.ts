import { purchasePayload, type PurchaseOrder } from '@chairside/domain/analytics-rules';
import { ANALYTICS_EVENTS, track } from '../../lib/analytics';

// The checkout's analytics events, kept with the checkout so public pages do not load them.

/** GA4's purchase, its items exactly as the spec maps them (list 'Purchase Form', currency USD). */
export const trackPurchase = (order: PurchaseOrder) => track(ANALYTICS_EVENTS.purchase, purchasePayload(order));

/** A cart line changed: add_to_cart or remove_from_cart with the line (the cart's cartEvents). */
export function trackCartChange(change: { name: 'add_to_cart' | 'remove_from_cart'; itemId: string; quantity: number }) {
  track(change.name, { currency: 'USD', items: [{ item_id: change.itemId, quantity: change.quantity, item_list_name: 'Purchase Form' }] });
}
