// Demo discounts: a quantity discount on JOB listed for everyone, and a special code (ends within
// 30 days of the day the demo data is loaded) that a visitor types or follows from a promotion.
import type { Database } from './client';
import { createDiscount } from './factories';

/** Listed for everyone: 3 to 10 premium postings at $119 each. */
export const DEMO_QUANTITY_DISCOUNT_CODE = 'JOBPACK3';
/** A special code for JOB: $99 a posting on a practice's first purchase, ending 21 days after the demo data is loaded. */
export const DEMO_SPECIAL_DISCOUNT_CODE = 'SMILE99';
export const DEMO_SPECIAL_DISCOUNT_DAYS = 21;

const DAY_MS = 86_400_000;

export async function seedDemoCommerce(db: Database, now = new Date()) {
  await createDiscount(db, {
    discountCode: DEMO_QUANTITY_DISCOUNT_CODE,
    productCode: 'JOB',
    displayPhrase: 'Buy 3 or more premium postings: $119 each',
    minimumQuantity: 3,
    maximumQuantity: 10,
    discountFee: 11900,
    isPublic: true,
  });
  await createDiscount(db, {
    discountCode: DEMO_SPECIAL_DISCOUNT_CODE,
    productCode: 'JOB',
    displayPhrase: 'Limited offer: a premium posting for $99',
    endDate: new Date(now.getTime() + DEMO_SPECIAL_DISCOUNT_DAYS * DAY_MS).toISOString().slice(0, 10),
    minimumQuantity: 1,
    maximumQuantity: 5,
    discountFee: 9900,
    firstPurchaseOnly: true,
    maxRedemptionsPerPractice: 1,
  });
  return { discounts: 2 };
}
