import { useQuery } from '@tanstack/react-query';
import type { EmployerSignUpFields } from '@chairside/domain/accounts';
import type { Catalog, ClientToken, Order, PaymentRequest, Receipt, ReceiptSummary } from '@chairside/domain/commerce';
import { ApiError, api, apiRequest } from '../../lib/api-client';
import { utmValues } from '../../lib/url-context';

// The commerce calls of docs/api/commerce.md, as the web uses them. Money is integer cents on the
// wire; nothing here computes what is charged (the server does, from the catalog and discounts).

export type {
  AppliedDiscount,
  Catalog,
  CatalogProduct,
  ClientToken as PaymentToken,
  Discount,
  Order,
  OrderItem,
  Receipt,
  ReceiptSummary,
} from '@chairside/domain/commerce';

/** The payment's body as the web sends it (the API's PaymentSchema input, without the options the web does not use). */
export type PaymentBody = Pick<PaymentRequest, 'nonce' | 'product' | 'quantity' | 'addOns' | 'position' | 'zip' | 'discountCode' | 'couponCode' | 'campaignId'>;
/** The visitor's sign-up details, sent with a prepaid payment (the account is made only if the charge succeeds). */
export type NewAccount = EmployerSignUpFields;

const employerPath = (username: string, rest: string) => `/users/employers/${encodeURIComponent(username)}/${rest}`;

/** Where the catalog is priced: a position and a 5-digit ZIP, both optional (default region prices). */
export type PricingPlace = { position: string; zip: string };

function catalogPath(username: string | null, place: PricingPlace, couponCode: string | null) {
  const zip = /^\d{5}$/.test(place.zip) ? place.zip : '';
  const coupon = couponCode ? `coupon-code=${encodeURIComponent(couponCode)}` : '';
  if (username && zip && place.position)
    return `${employerPath(username, `catalog/${zip}/${encodeURIComponent(place.position)}/JOB`)}${coupon ? `?${coupon}` : ''}`;
  // The practice's own catalog takes no coupon: with one (and no position chosen) the public catalog answers for the ZIP.
  if (username && !coupon) return employerPath(username, 'catalog');
  const query = [zip ? `zip=${zip}` : '', place.position ? `position=${encodeURIComponent(place.position)}` : '', coupon].filter(Boolean).join('&');
  return `/prepay/catalog${query ? `?${query}` : ''}`;
}

/**
 * Resume access (the UPGRADE_RESUME category, RESUME30): the practice's catalog of the category
 * when a position and ZIP code are known, else the public one (its price depends on neither).
 */
function resumeCatalogPath(username: string | null, place: PricingPlace) {
  const zip = /^\d{5}$/.test(place.zip) ? place.zip : '';
  if (username && zip && place.position) return employerPath(username, `catalog/${zip}/${encodeURIComponent(place.position)}/UPGRADE_RESUME`);
  return `/prepay/catalog?category=UPGRADE_RESUME${zip ? `&zip=${zip}` : ''}`;
}

/** The postings' catalog with resume access added: its products after them, its discounts with theirs. */
async function withResumeAccess(catalog: Catalog, username: string | null, place: PricingPlace, signal: AbortSignal): Promise<Catalog> {
  const resume = await api.get<Catalog>(resumeCatalogPath(username, place), signal);
  const known = new Set(catalog.discounts.map((discount) => `${discount.productCode}:${discount.discountCode}`));
  return {
    ...catalog,
    products: [...catalog.products, ...resume.products.filter((product) => !catalog.products.some((other) => other.productCode === product.productCode))],
    discounts: [...catalog.discounts, ...resume.discounts.filter((discount) => !known.has(`${discount.productCode}:${discount.discountCode}`))],
  };
}

/** The catalog and, when a coupon was refused, the reason (the spec shows it as the coupon's error). */
export type CatalogAnswer = { catalog: Catalog; couponError: string | null };

export const catalogKey = (username: string | null, place: PricingPlace, couponCode: string | null) =>
  ['catalog', username ?? 'public', place.position, /^\d{5}$/.test(place.zip) ? place.zip : '', couponCode ?? ''] as const;

/**
 * The signed-in employer's catalog, or the public one (with resume access when `withResume`). A
 * coupon the API refuses (a 4xx naming discountCode, e.g. expired) keeps its message and the
 * catalog loads without it.
 */
export function useCatalog(username: string | null, place: PricingPlace, couponCode: string | null, withResume = false) {
  return useQuery({
    queryKey: [...catalogKey(username, place, couponCode), withResume ? 'with-resume' : 'postings'],
    queryFn: async ({ signal }): Promise<CatalogAnswer> => {
      const load = async (coupon: string | null) => {
        const catalog = await api.get<Catalog>(catalogPath(username, place, coupon), signal);
        return withResume ? withResumeAccess(catalog, username, place, signal) : catalog;
      };
      try {
        return { catalog: await load(couponCode), couponError: null };
      } catch (caught) {
        if (!couponCode || !(caught instanceof ApiError) || caught.status === null || caught.status >= 500) throw caught;
        const couponError = caught.fields.discountCode ?? caught.fields['coupon-code'] ?? caught.message;
        return { catalog: await load(null), couponError };
      }
    },
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}

/** The payment form's client token: the visitor's, or the signed-in user's. */
export function usePaymentToken(username: string | null) {
  return useQuery({
    queryKey: ['payment-token', username ?? 'public'],
    queryFn: ({ signal }) => api.get<ClientToken>(username ? `/users/${encodeURIComponent(username)}/payment/token` : '/prepay/token', signal),
    staleTime: 5 * 60_000,
  });
}

/** Where a payment goes: a visitor's prepaid order, a signed-in employer's, or paying for a draft (it goes live). */
export type PaymentTarget =
  { kind: 'prepay'; account: NewAccount } | { kind: 'employer'; username: string } | { kind: 'draft'; username: string; jobId: number };

/**
 * Sends a payment with its idempotency key: resending the same key and body answers the first
 * result and never charges twice. A prepaid payment also answers the new session's token.
 */
export async function sendPayment(target: PaymentTarget, body: PaymentBody, idempotencyKey: string): Promise<{ order: Order; authorization: string | null }> {
  const path =
    target.kind === 'prepay'
      ? '/prepay/payment'
      : target.kind === 'draft'
        ? employerPath(target.username, `jobs/${target.jobId}/payment`)
        : employerPath(target.username, 'payment');
  const { data, response } = await apiRequest<Order>(path, {
    method: 'POST',
    body: target.kind === 'prepay' ? { ...body, account: { ...target.account, ...utmValues() } } : body,
    headers: { 'idempotency-key': idempotencyKey },
    auth: target.kind !== 'prepay',
  });
  return { order: data, authorization: response.headers.get('authorization') };
}

export const orderKey = (username: string, orderId: number) => ['order', username, orderId] as const;

export function useOrder(username: string | null, orderId: number | null) {
  return useQuery({
    queryKey: orderKey(username ?? '', orderId ?? 0),
    enabled: Boolean(username) && orderId !== null,
    queryFn: ({ signal }) => api.get<Order>(employerPath(username as string, `order/${orderId}`), signal),
  });
}

export const receiptsKey = (username: string) => ['receipts', username] as const;

export function useReceipts(username: string) {
  return useQuery({
    queryKey: receiptsKey(username),
    queryFn: ({ signal }) => api.get<{ receipts: ReceiptSummary[] }>(employerPath(username, 'payment/receipts'), signal).then((answer) => answer.receipts),
  });
}

/** One receipt; null when there is none of that id for this employer. */
export function useReceipt(username: string, paymentId: string) {
  return useQuery({
    queryKey: ['receipt', username, paymentId],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<Receipt>(employerPath(username, `payment/${encodeURIComponent(paymentId)}/receipt`), signal);
      } catch (caught) {
        if (caught instanceof ApiError && (caught.status === 404 || caught.status === 400)) return null;
        throw caught;
      }
    },
  });
}

/** A declined card: the gateway's message is the one to show, and the cart stays as it is. */
export const isPaymentDeclined = (caught: unknown) => caught instanceof ApiError && (caught.reason === 'paymentError' || caught.status === 402);
