import type { Database } from '@chairside/db/client';
import { dayOf } from '@chairside/domain/job-posting';
import { discountProblem, endsAfter, type Discount } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findDiscountsByCode, type DiscountRow } from './catalog-repository';
import { discountOf } from './catalog-view';

const codeProblem = (message: string, code: 'VALIDATION' | 'NOT_FOUND' = 'VALIDATION') => new AppError(code, message, { field: 'discountCode' });

/**
 * The discount a code names among the given products: unknown (404), expired or for none of them
 * (400), each naming discountCode. A quantity, when given, must be within the code's bounds.
 */
export async function resolveDiscountCode(
  db: Database,
  code: string,
  productCodes: readonly string[],
  today: string,
  quantityOf?: (productCode: string) => number | undefined,
): Promise<DiscountRow> {
  const rows = await findDiscountsByCode(db, code);
  const shown = code.trim().toUpperCase();
  if (rows.length === 0) throw codeProblem(`We do not know the discount code ${shown}. Check the spelling and try again.`, 'NOT_FOUND');
  const forProducts = rows.filter((row) => productCodes.includes(row.productCode));
  if (forProducts.length === 0) {
    throw codeProblem(`The code ${shown} is for ${[...new Set(rows.map((row) => row.productCode))].join(', ')}, not ${productCodes.join(' or ')}.`);
  }
  const current = forProducts.filter((row) => endsAfter(row, today));
  if (current.length === 0) throw codeProblem(`The code ${shown} has expired.`);
  if (!quantityOf) return current[0];
  for (const row of current) if (!discountProblem(row, row.productCode, quantityOf(row.productCode), today)) return row;
  const first = current[0];
  throw codeProblem(discountProblem(first, first.productCode, quantityOf(first.productCode), today) ?? `The code ${shown} does not apply to this order.`);
}

/** GET prepay/discounts/{product}/{code} and GET users/employers/{id}/coupons/{sku}/{code}. */
export async function findDiscount(ctx: AppContext, productCode: string, code: string): Promise<Discount> {
  const today = dayOf(ctx.clock.now());
  const row = await resolveDiscountCode(ctx.db, code, [productCode.toUpperCase()], today);
  return discountOf(row, today);
}
