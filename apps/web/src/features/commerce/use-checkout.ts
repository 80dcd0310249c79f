import { useCallback, useState } from 'react';
import type { Cart } from '@chairside/domain/cart-rules';
import { POSITION_CODES, type PositionCode } from '@chairside/domain/positions';
import { ApiError } from '../../lib/api-client';
import { sendPayment, type Order, type PaymentBody, type PaymentTarget, type PricingPlace } from './commerce-api';
import { randomId } from './sandbox-card';
import { readUrlContext } from '../../lib/url-context';
import { failureMessage } from '../../components/form/errors';

/** The payment's campaignId is at most 100 characters (docs/api/commerce.md). */
const CAMPAIGN_ID_MAX_LENGTH = 100;

const isPositionCode = (value: string): value is PositionCode => (POSITION_CODES as string[]).includes(value);
const isZip = (zip: string | null | undefined): zip is string => typeof zip === 'string' && /^\d{5}$/.test(zip);

/** The ZIP code the order is priced for: the one chosen with the cart, else the account's. */
export const orderZip = (place: PricingPlace, fallbackZip?: string | null) => (isZip(place.zip) ? place.zip : isZip(fallbackZip) ? fallbackZip : null);

/** Why the order cannot be paid yet (a posting's price depends on the position and the ZIP code; resume access needs neither), or null. */
export function placeProblem(place: PricingPlace, fallbackZip?: string | null, product?: Cart['selectedType']): string | null {
  if (product === 'RESUME30') return null;
  if (!isPositionCode(place.position)) return 'Choose the position you are hiring for.';
  if (!orderZip(place, fallbackZip)) return 'Enter the practice ZIP code (5 digits).';
  return null;
}

/** The payment's body from the cart: what is bought and where, never a price (the server prices it). */
export function paymentBody(
  cart: Cart,
  place: PricingPlace,
  nonce: string,
  fallbackZip?: string | null,
  campaign = readUrlContext().utm_campaign,
): PaymentBody {
  return {
    nonce,
    product: cart.selectedType,
    quantity: cart.qty,
    addOns: { ...cart.selectedAddOns },
    // Resume access is for no position in particular, and the practice's ZIP code when none is given.
    position: cart.selectedType === 'RESUME30' && !isPositionCode(place.position) ? null : (place.position as PositionCode),
    zip: orderZip(place, fallbackZip) ?? (cart.selectedType === 'RESUME30' ? null : ''),
    ...(cart.bestDiscount ? { discountCode: cart.bestDiscount.discountCode } : {}),
    ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
    // The visit's campaign (utm_campaign) goes with the order.
    ...(campaign ? { campaignId: campaign.slice(0, CAMPAIGN_ID_MAX_LENGTH) } : {}),
  };
}

/**
 * Paying: one attempt at a time, each with its own idempotency key. When the answer is lost on
 * the way (no response), the same request goes again with the same key, so it is never charged
 * twice. A decline leaves everything as it was and keeps the gateway's message.
 */
export function useCheckout() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = useCallback(async (target: PaymentTarget, body: PaymentBody): Promise<{ order: Order; authorization: string | null } | null> => {
    setBusy(true);
    setError(null);
    const key = randomId();
    try {
      try {
        return await sendPayment(target, body, key);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === null) return await sendPayment(target, body, key);
        throw caught;
      }
    } catch (caught) {
      setError(failureMessage(caught));
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  return { pay, busy, error, setError };
}
