// Commerce without zod: product codes and kinds, the price regions of a ZIP, and the order's
// price arithmetic. ./commerce holds the wire schemas and re-exports all of this; public pages
// (the products page) import from here, from ./discount-rules and from ./money.
// Decisions (docs/decisions/0024-money-payments-and-idempotency.md):
// - Prices are integer cents (USD), per unit. A price may depend on the position and on the
//   region of the ZIP; the most specific row of the one price table wins: position and region,
//   then position, then region, then the product's default.
// - Regions by the first digit of the ZIP: 0-1 NORTHEAST, 2-3 SOUTHEAST, 4-6 MIDWEST,
//   7 SOUTH, 8-9 WEST. No ZIP: the default prices.
// - A discount replaces the unit fee of its product's line with discountFee and adds its
//   activation fee once (negative: money off); a line never costs less than nothing.
import { lineTotal } from './money';

/** The products that start an order (the payment's `product`). */
export const ORDER_PRODUCTS = ['JOB', 'JOBSUB', 'BASIC'] as const;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];

/** The add-ons an order may carry, each a quantity (default 0). */
export const ADD_ON_CODES = ['INV', 'INVSUB', 'NAT'] as const;
export type AddOnCode = (typeof ADD_ON_CODES)[number];
export type AddOns = Record<AddOnCode, number>;
export const NO_ADD_ONS: AddOns = { INV: 0, INVSUB: 0, NAT: 0 };

/** Resume-search access products (the UPGRADE_RESUME category). */
export const RESUME_PRODUCTS = ['RESUME30'] as const;

export const PRODUCT_CODES = [...ORDER_PRODUCTS, ...ADD_ON_CODES, ...RESUME_PRODUCTS] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const PRODUCT_KINDS = ['posting', 'subscription', 'addon', 'resume'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Catalog categories of GET .../catalog/{zip}/{position}/{category}. */
export const CATALOG_CATEGORIES = ['JOB', 'UPGRADE_RESUME'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** The most of one product in one order (also each catalog row's maxQuantity ceiling). */
export const ORDER_QUANTITY_CEILING = 1000;

/** A subscription's period (JOBSUB, INVSUB): one month. */
export const SUBSCRIPTION_PERIOD_MONTHS = 1;

export const PRICE_REGIONS = ['NORTHEAST', 'SOUTHEAST', 'MIDWEST', 'SOUTH', 'WEST'] as const;
export type PriceRegion = (typeof PRICE_REGIONS)[number];

const REGION_BY_FIRST_DIGIT: Record<string, PriceRegion> = {
  '0': 'NORTHEAST',
  '1': 'NORTHEAST',
  '2': 'SOUTHEAST',
  '3': 'SOUTHEAST',
  '4': 'MIDWEST',
  '5': 'MIDWEST',
  '6': 'MIDWEST',
  '7': 'SOUTH',
  '8': 'WEST',
  '9': 'WEST',
};

/** The price region of a 5-digit ZIP; null for no ZIP or anything else. */
export function regionOfZip(zip: string | null | undefined): PriceRegion | null {
  const trimmed = zip?.trim() ?? '';
  if (!/^\d{5}$/.test(trimmed)) return null;
  return REGION_BY_FIRST_DIGIT[trimmed[0]];
}

/** Whether a product code is an order product (JOB, JOBSUB, BASIC). */
export function isOrderProduct(code: string): code is OrderProduct {
  return (ORDER_PRODUCTS as readonly string[]).includes(code);
}

/** The kind of a product code: a posting, a subscription, an add-on or resume access. */
export function productKind(code: string): ProductKind {
  if (code === 'JOB' || code === 'BASIC') return 'posting';
  if (code === 'JOBSUB') return 'subscription';
  if ((RESUME_PRODUCTS as readonly string[]).includes(code)) return 'resume';
  return 'addon';
}

/** A price candidate: a row of the price table (null position or region: any). */
export type PriceRow = { productCode: string; position: string | null; region: string | null; fee: number };

/** The fee of a product for a position and region: the most specific matching row, or null. */
export function priceFor(rows: readonly PriceRow[], productCode: string, position: string | null, region: string | null): number | null {
  let best: { score: number; fee: number } | null = null;
  for (const row of rows) {
    if (row.productCode !== productCode) continue;
    if (row.position !== null && row.position !== position) continue;
    if (row.region !== null && row.region !== region) continue;
    const score = (row.position !== null ? 2 : 0) + (row.region !== null ? 1 : 0);
    if (!best || score > best.score) best = { score, fee: row.fee };
  }
  return best?.fee ?? null;
}

/** One line of an order before any discount. */
export type PricedLine = { productCode: string; description: string; quantity: number; unitFee: number; amount: number };

/** What a discount costs on a line: the discounted amount is discountFee a unit plus the activation fee once. */
export function discountOnLine(
  line: Pick<PricedLine, 'quantity' | 'amount'>,
  discount: { discountFee: number; discountActivationFee: number },
): number {
  const discounted = Math.max(0, lineTotal(discount.discountFee, line.quantity) + discount.discountActivationFee);
  return Math.max(0, line.amount - discounted);
}

export type OrderTotals = { subtotal: number; discount: number; total: number };

/** Subtotal, discount and total of the lines, the discount applying to its product's line. */
export function orderTotals(
  lines: readonly PricedLine[],
  discount: { productCode: string; discountFee: number; discountActivationFee: number } | null,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const line = discount ? lines.find((candidate) => candidate.productCode === discount.productCode) : undefined;
  const off = line && discount ? discountOnLine(line, discount) : 0;
  return { subtotal, discount: off, total: subtotal - off };
}
