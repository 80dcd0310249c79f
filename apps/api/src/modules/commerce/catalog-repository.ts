import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@chairside/db/client';
import { catalogPrices, catalogProducts, discountRedemptions, discounts, offices, orders, users } from '@chairside/db/schema';
import { CATALOG_CATEGORIES, type CatalogCategory, type PriceRow, type RedemptionUsage } from '@chairside/domain/commerce';

export type ProductRow = typeof catalogProducts.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;

/** The catalog's products (of one category), in catalog order. */
export async function listProducts(db: Database, category?: CatalogCategory): Promise<ProductRow[]> {
  return db
    .select()
    .from(catalogProducts)
    .where(category ? eq(catalogProducts.category, category) : undefined)
    .orderBy(asc(catalogProducts.sortOrder), asc(catalogProducts.productCode));
}

/** What a practice's order may hold: the postings, add-ons and resume access (the JOB and UPGRADE_RESUME categories). */
export async function listOrderableProducts(db: Database): Promise<ProductRow[]> {
  return db
    .select()
    .from(catalogProducts)
    .where(inArray(catalogProducts.category, [...CATALOG_CATEGORIES]))
    .orderBy(asc(catalogProducts.sortOrder), asc(catalogProducts.productCode));
}

export async function listPrices(db: Database): Promise<PriceRow[]> {
  return db
    .select({ productCode: catalogPrices.productCode, position: catalogPrices.position, region: catalogPrices.region, fee: catalogPrices.fee })
    .from(catalogPrices);
}

/** Discounts listed for everyone that have not ended before `today` (YYYY-MM-DD). */
export async function listPublicDiscounts(db: Database, today: string): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(and(eq(discounts.isPublic, true), sql`(${discounts.endDate} is null or ${discounts.endDate} > ${today}::date)`))
    .orderBy(asc(discounts.id));
}

/** Every discount with this code (any case), for any product. */
export async function findDiscountsByCode(db: Database, code: string): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(sql`upper(${discounts.discountCode}) = upper(${code.trim()})`)
    .orderBy(asc(discounts.id));
}

/** The ZIP of the employer's primary office, else of the account. */
export async function findEmployerZip(db: Database, employerId: number): Promise<string | null> {
  const [office] = await db
    .select({ zip: offices.zip })
    .from(offices)
    .where(and(eq(offices.employerId, employerId), eq(offices.isPrimary, true)))
    .limit(1);
  if (office) return office.zip;
  const [user] = await db.select({ zip: users.zip }).from(users).where(eq(users.id, employerId)).limit(1);
  return user?.zip ?? null;
}

/** The ZIP codes of the practice's offices and of its account. */
export async function listEmployerZips(db: Database, employerId: number): Promise<string[]> {
  const [officeRows, userRows] = await Promise.all([
    db.select({ zip: offices.zip }).from(offices).where(eq(offices.employerId, employerId)),
    db.select({ zip: users.zip }).from(users).where(eq(users.id, employerId)),
  ]);
  return [...officeRows, ...userRows].map((row) => row.zip).filter((zip): zip is string => zip !== null);
}

/** Takes the discount's row lock, so uses of one code are counted and written one at a time. */
export async function lockDiscount(tx: Database, discountId: number): Promise<void> {
  await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, discountId)).for('update');
}

/** How often a discount was used, in all and by the practice (none yet for a new account), and the practice's orders (but the one being written). */
export async function redemptionUsage(db: Database, discountId: number, employerId: number | null, exceptOrderId = 0): Promise<RedemptionUsage> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byPractice: sql<number>`count(*) filter (where ${discountRedemptions.employerId} = ${employerId ?? 0})::int`,
      practiceOrders: sql<number>`(select count(*)::int from ${orders} where ${orders.employerId} = ${employerId ?? 0} and ${orders.id} <> ${exceptOrderId})`,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.discountId, discountId));
  return { total: row.total, byPractice: row.byPractice, practiceOrders: row.practiceOrders };
}
