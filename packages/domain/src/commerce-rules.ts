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
import { positionLabel } from './positions';

/** The postings an order buys job slots of: premium 30-day (JOB), subscription (JOBSUB), basic (BASIC). */
export const POSTING_PRODUCTS = ['JOB', 'JOBSUB', 'BASIC'] as const;
export type PostingProduct = (typeof POSTING_PRODUCTS)[number];

/** The add-ons an order may carry, each a quantity (default 0). */
export const ADD_ON_CODES = ['INV', 'INVSUB', 'NAT'] as const;
export type AddOnCode = (typeof ADD_ON_CODES)[number];
export type AddOns = Record<AddOnCode, number>;
export const NO_ADD_ONS: AddOns = { INV: 0, INVSUB: 0, NAT: 0 };

/** Resume-search access products (the UPGRADE_RESUME category). */
export const RESUME_PRODUCTS = ['RESUME30'] as const;
export type ResumeProduct = (typeof RESUME_PRODUCTS)[number];

/** The products that start an order (the payment's `product`): a posting, or resume access (no job slot). */
export const ORDER_PRODUCTS = [...POSTING_PRODUCTS, ...RESUME_PRODUCTS] as const;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];

export const PRODUCT_CODES = [...POSTING_PRODUCTS, ...ADD_ON_CODES, ...RESUME_PRODUCTS] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const PRODUCT_KINDS = ['posting', 'subscription', 'addon', 'resume'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The answer to `redeemWithPoints: true`: Chairside has no reward points (ADR 84). */
export const NO_REWARD_POINTS_MESSAGE = 'Chairside has no reward points to pay with. Pay by card: leave redeemWithPoints out, or send false.';

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
  const firstDigit = /^(\d)\d{4}$/.exec(trimmed)?.[1];
  return firstDigit === undefined ? null : (REGION_BY_FIRST_DIGIT[firstDigit] ?? null);
}

/** Whether a product code is an order product (JOB, JOBSUB, BASIC, RESUME30). */
export function isOrderProduct(code: string): code is OrderProduct {
  return (ORDER_PRODUCTS as readonly string[]).includes(code);
}

/** Whether a product code is resume-search access (RESUME30): an order of it buys no job slot. */
export function isResumeProduct(code: string): code is ResumeProduct {
  return (RESUME_PRODUCTS as readonly string[]).includes(code);
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
export function discountOnLine(line: Pick<PricedLine, 'quantity' | 'amount'>, discount: { discountFee: number; discountActivationFee: number }): number {
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

/** The regions as people read them. */
export const REGION_NAMES: Record<PriceRegion, string> = {
  NORTHEAST: 'the Northeast',
  SOUTHEAST: 'the Southeast',
  MIDWEST: 'the Midwest',
  SOUTH: 'the South',
  WEST: 'the West',
};

/**
 * What a job slot is for: the position and price region it was priced for, so it carries only
 * postings of that position in that region. null is "any": only slots from before slots were
 * bound, and slots made by the demo seed and factories (ADR 66).
 */
export type SlotBinding = { position: string | null; region: string | null };

/**
 * The fee of a product for a slot binding. An unknown position or region ("any") takes the
 * highest fee it could be, so a slot that may carry anything is never cheaper than what it carries.
 */
export function boundFee(rows: readonly PriceRow[], productCode: string, binding: SlotBinding): number | null {
  const own = rows.filter((row) => row.productCode === productCode);
  const positions = binding.position !== null ? [binding.position] : [null, ...new Set(own.map((row) => row.position).filter((value) => value !== null))];
  const regions = binding.region !== null ? [binding.region] : [null, ...new Set(own.map((row) => row.region).filter((value) => value !== null))];
  let highest: number | null = null;
  for (const position of positions)
    for (const region of regions) {
      const fee = priceFor(own, productCode, position, region);
      if (fee !== null && (highest === null || fee > highest)) highest = fee;
    }
  return highest;
}

/** What a posting needs of a slot: its position and the region of its ZIP. */
export type SlotFor = { position: string | null; zip: string | null };

/** Whether a slot may carry the posting: the same position and price region (null on the slot: any). */
export function slotFits(slot: SlotBinding, posting: SlotFor): boolean {
  return (slot.position === null || slot.position === posting.position) && (slot.region === null || slot.region === regionOfZip(posting.zip));
}

const describeBinding = (binding: SlotBinding) => {
  const position = binding.position === null ? 'any position' : positionLabel(binding.position);
  const region = binding.region !== null && binding.region in REGION_NAMES ? REGION_NAMES[binding.region as PriceRegion] : 'any region';
  return `${position} in ${region}`;
};

/** Why the slot cannot carry the posting, in words naming what it was bought for (not its number); null when it can. */
export function slotProblem(slot: SlotBinding & { id: number }, posting: SlotFor): string | null {
  if (slotFits(slot, posting)) return null;
  const postingBinding = { position: posting.position, region: regionOfZip(posting.zip) };
  return `The job slot was bought for ${describeBinding(slot)}; this posting is for ${describeBinding(postingBinding)}. Buy a posting for it, or choose a slot bought for it.`;
}
