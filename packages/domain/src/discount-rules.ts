// Discounts without zod: the spec's best-discount rule and special flag, quantity defaults and
// code matching. Public pages (the products page, the promotion widget) import these.
// The rules as the spec writes them:
// - Best discount: a discount applies only if the quantity is within minimumQuantity and
//   maximumQuantity, and its end date is later than the given end date when one is given.
//   Among qualifying discounts the lowest discountFee plus discountActivationFee wins (the first
//   in the list on a tie). Quantity 0 or unset defaults to 25 for product codes starting with
//   INV, otherwise 1. Discount codes match case-insensitively.
// - Special: the activation fee is negative, or the end date is not more than 30 days away.
// Decisions where the spec is silent:
// - Only discounts of the asked product count (product codes compare case-insensitively too).
// - A discount without an end date never ends; it is special only by a negative activation fee.
// - Days are YYYY-MM-DD calendar days; an end date today is 0 days away (special).

export type DiscountTerms = {
  discountCode: string;
  productCode: string;
  displayPhrase: string;
  /** YYYY-MM-DD, or null: never ends. */
  endDate: string | null;
  minimumQuantity: number;
  maximumQuantity: number;
  /** cents per unit */
  discountFee: number;
  /** cents, once per order line; may be negative */
  discountActivationFee: number;
};

/** A discount ending within this many days is special (spec: 30). */
export const SPECIAL_DISCOUNT_DAYS = 30;
/** The default quantity of INV products (spec: 25). */
export const INV_DEFAULT_QUANTITY = 25;

/** The default quantity of a product: 25 for codes starting with INV, otherwise 1. */
export function defaultQuantity(productCode: string): number {
  return productCode.toUpperCase().startsWith('INV') ? INV_DEFAULT_QUANTITY : 1;
}

/** The quantity the rules use: 0, unset or not a number becomes the product's default. */
export function effectiveQuantity(productCode: string, quantity: number | null | undefined): number {
  return quantity === null || quantity === undefined || quantity === 0 || Number.isNaN(quantity) ? defaultQuantity(productCode) : quantity;
}

/** Discount codes (and product codes) compare without regard to case or surrounding blanks. */
export function sameCode(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** Whether the quantity is within the discount's bounds (both inclusive). */
export function quantityQualifies(discount: Pick<DiscountTerms, 'minimumQuantity' | 'maximumQuantity'>, quantity: number): boolean {
  return quantity >= discount.minimumQuantity && quantity <= discount.maximumQuantity;
}

/** Whether the discount's end date is later than the given day (no given day, or no end date: yes). */
export function endsAfter(discount: Pick<DiscountTerms, 'endDate'>, day: string | null | undefined): boolean {
  if (!day || discount.endDate === null) return true;
  return discount.endDate.slice(0, 10) > day.slice(0, 10);
}

export type BestDiscountQuery = {
  productCode: string;
  /** 0 or unset: the product's default quantity */
  quantity?: number | null;
  /** YYYY-MM-DD: only discounts ending later count */
  endDate?: string | null;
  /** only this code (case-insensitive) */
  code?: string | null;
};

/** The spec's best discount for a product and quantity, or null when none qualifies. */
export function bestDiscount<D extends DiscountTerms>(discounts: readonly D[], query: BestDiscountQuery): D | null {
  const quantity = effectiveQuantity(query.productCode, query.quantity);
  let best: D | null = null;
  for (const discount of discounts) {
    if (!sameCode(discount.productCode, query.productCode)) continue;
    if (query.code && !sameCode(discount.discountCode, query.code)) continue;
    if (!quantityQualifies(discount, quantity)) continue;
    if (!endsAfter(discount, query.endDate)) continue;
    if (!best || discount.discountFee + discount.discountActivationFee < best.discountFee + best.discountActivationFee) best = discount;
  }
  return best;
}

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

/** The spec's special flag: a negative activation fee, or an end date not more than 30 days from today. */
export function isSpecialDiscount(discount: Pick<DiscountTerms, 'endDate' | 'discountActivationFee'>, today: string): boolean {
  if (discount.discountActivationFee < 0) return true;
  return discount.endDate !== null && daysBetween(today, discount.endDate) <= SPECIAL_DISCOUNT_DAYS;
}

/** Why a discount does not apply to a product and quantity on a day, in words; null when it applies. */
export function discountProblem(discount: DiscountTerms, productCode: string, quantity: number | null | undefined, today: string): string | null {
  const code = discount.discountCode.toUpperCase();
  if (!sameCode(discount.productCode, productCode)) return `The code ${code} is for ${discount.productCode}, not ${productCode}.`;
  if (!endsAfter(discount, today)) return `The code ${code} has expired.`;
  const wanted = effectiveQuantity(productCode, quantity);
  if (!quantityQualifies(discount, wanted)) {
    const bounds =
      discount.minimumQuantity === discount.maximumQuantity
        ? `exactly ${discount.minimumQuantity}`
        : `${discount.minimumQuantity} to ${discount.maximumQuantity}`;
    return `The code ${code} applies to a quantity of ${bounds}; you chose ${wanted}.`;
  }
  return null;
}

/**
 * How often a code may be used, beside its dates and quantities (null: no limit). Decisions where
 * the spec is silent (ADR 66): a code may be limited in total, per practice, and to a practice's
 * first purchase (a practice with no order before).
 */
export type RedemptionLimits = {
  maxRedemptions: number | null;
  maxRedemptionsPerPractice: number | null;
  firstPurchaseOnly: boolean;
};

/** How often the code was used (in total and by this practice) and how many orders the practice has. */
export type RedemptionUsage = { total: number; byPractice: number; practiceOrders: number };

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** Why the code cannot be used once more by this practice, in words; null when it can. */
export function redemptionProblem(discount: Pick<DiscountTerms, 'discountCode'> & RedemptionLimits, usage: RedemptionUsage): string | null {
  const code = discount.discountCode.toUpperCase();
  if (discount.firstPurchaseOnly && usage.practiceOrders > 0) return `The code ${code} is for a practice's first purchase only.`;
  if (discount.maxRedemptionsPerPractice !== null && usage.byPractice >= discount.maxRedemptionsPerPractice)
    return `Your practice has already used the code ${code} ${times(usage.byPractice)}: it may be used ${times(discount.maxRedemptionsPerPractice)} per practice.`;
  if (discount.maxRedemptions !== null && usage.total >= discount.maxRedemptions) return `The code ${code} has been used as many times as it may be.`;
  return null;
}
