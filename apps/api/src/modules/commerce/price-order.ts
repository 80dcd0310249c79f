import type { Database } from '@chairside/db/client';
import {
  ADD_ON_CODES,
  NO_REWARD_POINTS_MESSAGE,
  bestDiscount,
  lineTotal,
  orderTotals,
  priceFor,
  regionOfZip,
  type AddOns,
  type OrderProduct,
  type OrderTotals,
  type PricedLine,
  type PriceRegion,
} from '@chairside/domain/commerce';
import { AppError } from '../../platform/errors';
import { loadUnbilledFees } from '../temp-shifts/public-api';
import { listOrderableProducts, listPrices, listPublicDiscounts, type DiscountRow } from './catalog-repository';
import { overLimit, refuseOverLimit } from './discount-limits';
import { resolveDiscountCode } from './find-discount';

export type OrderRequest = {
  product: OrderProduct;
  quantity: number;
  addOns: AddOns;
  position: string | null;
  zip: string | null;
  discountCode?: string | null;
  couponCode?: string | null;
  redeemWithPoints?: boolean | null;
};

export type PricedOrder = OrderTotals & {
  region: PriceRegion | null;
  lines: PricedLine[];
  discountRow: DiscountRow | null;
  /** The late-cancellation fees for temp shifts billed on this order (their lines are in `lines`). */
  shiftFeeIds: number[];
};

/** The order line of a late-cancellation fee owed for a temp shift. */
export const SHIFT_FEE_CODE = 'SHIFTFEE';

const formatDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { field });

/**
 * Prices an order from the catalog alone (postings, add-ons and resume access: the JOB and
 * UPGRADE_RESUME categories): the product and add-on lines at the position's and
 * region's prices, and one discount: the code given (couponCode or discountCode; 4xx naming
 * discountCode when it does not apply, or when the buyer may not use it again: its limits), or
 * else the best listed discount of the product that the buyer may still use. A practice's
 * late-cancellation fees for temp shifts not billed yet are added as lines of their own, never
 * discounted (ADR 97).
 */
export async function priceOrder(db: Database, request: OrderRequest, today: string, buyerId: number | null = null): Promise<PricedOrder> {
  if (request.redeemWithPoints) throw invalid('redeemWithPoints', NO_REWARD_POINTS_MESSAGE);
  const code = request.couponCode ?? request.discountCode ?? null;
  if (request.couponCode && request.discountCode && request.couponCode.toUpperCase() !== request.discountCode.toUpperCase())
    throw invalid('discountCode', 'Use one discount code per order: couponCode and discountCode differ.');

  const region = regionOfZip(request.zip);
  const [products, prices] = await Promise.all([listOrderableProducts(db), listPrices(db)]);
  const wanted: { code: string; quantity: number; field: string }[] = [
    { code: request.product, quantity: request.quantity, field: 'quantity' },
    ...ADD_ON_CODES.filter((addOn) => request.addOns[addOn] > 0).map((addOn) => ({ code: addOn, quantity: request.addOns[addOn], field: `addOns.${addOn}` })),
  ];
  const lines: PricedLine[] = [];
  for (const item of wanted) {
    const product = products.find((row) => row.productCode === item.code);
    const fee = product ? priceFor(prices, item.code, request.position, region) : null;
    if (!product || fee === null) throw invalid(item.field === 'quantity' ? 'product' : item.field, `${item.code} is not in the catalog.`);
    if (item.quantity > product.maxQuantity) throw invalid(item.field, `The most ${item.code} in one order is ${product.maxQuantity}.`);
    lines.push({ productCode: item.code, description: product.description, quantity: item.quantity, unitFee: fee, amount: lineTotal(fee, item.quantity) });
  }

  const quantityOf = (productCode: string) => lines.find((line) => line.productCode === productCode)?.quantity;
  let discountRow: DiscountRow | null = null;
  if (code) {
    discountRow = await resolveDiscountCode(
      db,
      code,
      lines.map((line) => line.productCode),
      today,
      quantityOf,
    );
    await refuseOverLimit(db, discountRow, buyerId);
  } else {
    const usable: DiscountRow[] = [];
    for (const listed of await listPublicDiscounts(db, today)) if (!(await overLimit(db, listed, buyerId))) usable.push(listed);
    discountRow = bestDiscount(usable, { productCode: request.product, quantity: request.quantity, endDate: today });
  }
  const totals = orderTotals(lines, discountRow);
  const fees = buyerId === null ? [] : await loadUnbilledFees(db, buyerId);
  const feeLines = fees.map((fee) => ({
    productCode: SHIFT_FEE_CODE,
    description: `Late cancellation fee: ${fee.title || 'temp shift'} on ${formatDay(fee.date)}`,
    quantity: 1,
    unitFee: fee.feeCents,
    amount: fee.feeCents,
  }));
  const feeTotal = fees.reduce((sum, fee) => sum + fee.feeCents, 0);
  return {
    subtotal: totals.subtotal + feeTotal,
    discount: totals.discount,
    total: totals.total + feeTotal,
    region,
    lines: [...lines, ...feeLines],
    discountRow: totals.discount > 0 || code ? discountRow : null,
    shiftFeeIds: fees.map((fee) => fee.id),
  };
}
