import { dayOf } from '@chairside/domain/job-posting';
import { priceFor, regionOfZip, type Catalog, type CatalogCategory, type CatalogProduct } from '@chairside/domain/commerce';
import type { AppContext } from '../../platform/context';
import { requireCallerId } from '../../platform/caller';
import { findEmployerZip, listPrices, listProducts, listPublicDiscounts } from './catalog-repository';
import { discountOf, productOf } from './catalog-view';
import { resolveDiscountCode } from './find-discount';
import { overLimit, refuseOverLimit } from './discount-limits';

/** employerId: the signed-in practice, whose discount limits then apply (ADR 66): a listed discount it may not use is left out, its coupon is 409. */
export type CatalogQuery = { zip?: string | null; position?: string | null; category?: CatalogCategory; couponCode?: string; employerId?: number };

/**
 * Products with their prices for the position and the ZIP's region, the discounts listed for
 * everyone, and the coupon's discount when a code is given (unknown, expired or for none of
 * these products: 4xx naming discountCode).
 */
export async function getCatalog(ctx: AppContext, query: CatalogQuery): Promise<Catalog> {
  const today = dayOf(ctx.clock.now());
  const region = regionOfZip(query.zip);
  const position = query.position ?? null;
  const [rows, prices, listed] = await Promise.all([listProducts(ctx.db, query.category), listPrices(ctx.db), listPublicDiscounts(ctx.db, today)]);
  const products: CatalogProduct[] = [];
  for (const row of rows) {
    const fee = priceFor(prices, row.productCode, position, region);
    if (fee !== null) products.push(productOf(row, fee));
  }
  const codes = products.map((product) => product.productCode);
  const discounts: typeof listed = [];
  for (const row of listed)
    if (codes.includes(row.productCode) && (query.employerId === undefined || (await overLimit(ctx.db, row, query.employerId)) === null)) discounts.push(row);
  let appliedDiscount: Catalog['appliedDiscount'] = null;
  if (query.couponCode) {
    const coupon = await resolveDiscountCode(ctx.db, query.couponCode, codes, today);
    if (query.employerId !== undefined) await refuseOverLimit(ctx.db, coupon, query.employerId);
    if (!discounts.some((row) => row.id === coupon.id)) discounts.push(coupon);
    appliedDiscount = { code: coupon.discountCode, message: coupon.displayPhrase, productCode: coupon.productCode };
  }
  return { products, discounts: discounts.map((row) => discountOf(row, today)), appliedDiscount };
}

/** The signed-in catalog: prices for the employer's primary office ZIP, discounts within the practice's limits. */
export async function getEmployerCatalog(ctx: AppContext, username: string, couponCode?: string): Promise<Catalog> {
  const employerId = await requireCallerId(ctx, username, 'employer');
  const zip = await findEmployerZip(ctx.db, employerId);
  return getCatalog(ctx, { zip, category: 'JOB', couponCode, employerId });
}
